/**
 * Wall-clock times in Europe/Berlin for the demo data: a time is the epoch milliseconds of the
 * Berlin clock reading taken as if it were UTC, so that adding a day keeps 20:00 at 20:00 across
 * the change to summer time. It is written out as an ISO time with the offset of its moment.
 */
export type LocalTime = number;

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** `localTime('2026-10-24', '19:30')`. */
export const localTime = (date: string, time = '00:00'): LocalTime => Date.parse(`${date}T${time}:00Z`);

/** The day of a local time, `YYYY-MM-DD`. */
export const localDate = (time: LocalTime) => new Date(time).toISOString().slice(0, 10);

/** 0 Sunday … 6 Saturday. */
export const weekday = (time: LocalTime) => new Date(time).getUTCDay();

/** `24.10.2026 19:30`, as invoices and ticket lines show a date. */
export function germanDateTime(time: LocalTime): string {
  const iso = new Date(time).toISOString();
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)} ${iso.slice(11, 16)}`;
}

function lastSunday(year: number, month: number): LocalTime {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay());
}

/** The EU rule: summer time from the last Sunday of March, 02:00, to the last Sunday of October, 03:00. */
function isSummerTime(time: LocalTime): boolean {
  const year = new Date(time).getUTCFullYear();
  return time >= lastSunday(year, 2) + 2 * HOUR && time < lastSunday(year, 9) + 3 * HOUR;
}

/** `2026-10-24T19:30:00+02:00`. */
export function berlinIso(time: LocalTime): string {
  return `${new Date(time).toISOString().slice(0, 19)}${isSummerTime(time) ? '+02:00' : '+01:00'}`;
}
