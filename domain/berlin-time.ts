/** Spec 1 §9: Europe/Berlin, DD.MM.YYYY HH:mm. */
export const TIME_ZONE = 'Europe/Berlin';

// Intl rather than dayjs: the top bar and every list show times, and dayjs with its time zone
// plugins would cost each of them 6 kB of gzipped JavaScript; the date pickers still bring it.
const berlin = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment's calendar date and clock time in Europe/Berlin, as two-digit (year four-digit) texts. */
export function berlinTime(moment: Date) {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    berlin.formatToParts(moment).find((candidate) => candidate.type === type)?.value ?? '';
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

/** A moment as DD.MM.YYYY HH:mm in Berlin; undefined for what is no moment. */
export function berlinDateTime(value: string | Date): string | undefined {
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return undefined;
  const { year, month, day, hour, minute } = berlinTime(moment);
  return `${day}.${month}.${year} ${hour}:${minute}`;
}

/** A moment's calendar day in Berlin, YYYY-MM-DD: "today" as the business and the database count it. */
export function berlinDay(moment: Date = new Date()): string {
  const { year, month, day } = berlinTime(moment);
  return `${year}-${month}-${day}`;
}
