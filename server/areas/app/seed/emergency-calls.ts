import type { Insertable } from 'kysely';
import type { AppEmergencyCallRow } from '../../../db/entity-tables.ts';

/**
 * The numbers of the app's emergency call screen. The company's own lines are in the Hamburg range
 * the Bundesnetzagentur keeps for films and examples (040 66969 xxx): no one answers them.
 */
export const emergencyCalls: readonly (Insertable<AppEmergencyCallRow> & { label: string })[] = [
  {
    label: 'Notruf: Rettungsdienst und Feuerwehr',
    phone: '112',
    text: 'Kostenlos und rund um die Uhr, in ganz Europa: bei Unfall, Feuer oder lebensbedrohlicher Erkrankung.',
    sort: 1,
  },
  {
    label: 'Polizei',
    phone: '110',
    text: 'Bei Diebstahl, Überfall oder einem Verkehrsunfall in Deutschland.',
    sort: 2,
  },
  {
    label: 'Ärztlicher Bereitschaftsdienst',
    phone: '116117',
    text: 'Wenn Sie außerhalb der Sprechzeiten einen Arzt brauchen und es kein Notfall ist.',
    sort: 3,
  },
  {
    label: 'Reiseleitung-Hotline',
    phone: '+49 40 66969 100',
    text: 'Ihre Reiseleitung ist während der Reise täglich von 7 bis 22 Uhr für Sie erreichbar.',
    sort: 4,
  },
  {
    label: 'Pannendienst der Busflotte',
    phone: '+49 40 66969 200',
    text: 'Bei einer Panne oder einem Unfall des Reisebusses: unser Werkstattdienst, rund um die Uhr.',
    sort: 5,
  },
];
