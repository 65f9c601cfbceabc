/**
 * The demo company's coaches as the telematics system knows them: the emulator seeds these vehicles,
 * and the demo departures name them by `vehicleId`.
 */
export const demoVehicles = [
  { vehicleId: '281474977075001', name: 'Bus 1 – Setra S 516 HDH', licensePlate: 'LG-RS 101' },
  { vehicleId: '281474977075002', name: 'Bus 2 – Setra S 515 HD', licensePlate: 'LG-RS 102' },
  { vehicleId: '281474977075003', name: 'Bus 3 – Mercedes-Benz Tourismo', licensePlate: 'LG-RS 103' },
  { vehicleId: '281474977075004', name: 'Bus 4 – MAN Lion’s Coach', licensePlate: 'LG-RS 104' },
  { vehicleId: '281474977075005', name: 'Bus 5 – Neoplan Cityliner', licensePlate: 'LG-RS 105' },
  { vehicleId: '281474977075006', name: 'Bus 6 – Setra S 531 DT', licensePlate: 'LG-RS 106' },
] as const;
