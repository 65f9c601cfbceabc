/** A consumption row as `GET /appuser/consumption` answers it. */
export interface ConsumptionRow {
  id_consumption: number;
  id_app_departure: number;
  day: number;
  course: string;
  name: string;
  price: number | null;
  quantity: number;
  ordered_at: string | null;
}

export interface ConsumptionDay {
  day: number;
  rows: ConsumptionRow[];
  total: number;
}

export interface ConsumptionOfDeparture {
  departure: number;
  days: ConsumptionDay[];
  total: number;
}

/** A row's amount in cents: a price without one counts nothing. */
const cents = (row: ConsumptionRow) => Math.round((row.price ?? 0) * 100) * row.quantity;

/**
 * What a user ordered, by departure (the latest ordered first) and day (in the journey's order), with
 * the totals of each day, each departure and all; amounts added in cents, answered in euro.
 */
export function consumptionByDay(rows: readonly ConsumptionRow[]) {
  const byDeparture = new Map<number, Map<number, ConsumptionRow[]>>();
  const latest = new Map<number, string>();
  for (const row of rows) {
    const days = byDeparture.get(row.id_app_departure) ?? new Map<number, ConsumptionRow[]>();
    days.set(row.day, [...(days.get(row.day) ?? []), row]);
    byDeparture.set(row.id_app_departure, days);
    const at = row.ordered_at ?? '';
    if (at > (latest.get(row.id_app_departure) ?? '')) latest.set(row.id_app_departure, at);
  }
  const departures: ConsumptionOfDeparture[] = [...byDeparture.entries()].map(([departure, days]) => {
    const list = [...days.entries()]
      .sort(([a], [b]) => a - b)
      .map(([day, dayRows]) => ({ day, rows: dayRows, total: dayRows.reduce((sum, row) => sum + cents(row), 0) }));
    return { departure, days: list, total: list.reduce((sum, day) => sum + day.total, 0) };
  });
  departures.sort((a, b) => (latest.get(b.departure) ?? '').localeCompare(latest.get(a.departure) ?? ''));
  const euro = (amount: number) => amount / 100;
  return {
    departures: departures.map((one) => ({
      ...one,
      total: euro(one.total),
      days: one.days.map((day) => ({ ...day, total: euro(day.total) })),
    })),
    total: euro(departures.reduce((sum, one) => sum + one.total, 0)),
  };
}

/** A row's amount in euro. */
export const amountOf = (row: ConsumptionRow) => cents(row) / 100;
