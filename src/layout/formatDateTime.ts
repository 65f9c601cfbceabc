import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Spec 1 §9: Europe/Berlin, DD.MM.YYYY HH:mm. */
export const TIME_ZONE = 'Europe/Berlin';

export function formatDateTime(value: string | Date | null | undefined): string {
  return value ? dayjs(value).tz(TIME_ZONE).format('DD.MM.YYYY HH:mm') : '';
}
