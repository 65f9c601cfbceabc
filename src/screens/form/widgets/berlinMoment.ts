import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { TIME_ZONE } from '../../../layout/formatDateTime';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The date-time picker works on Berlin wall times held as UTC values (its time zone is UTC), so that
 * it does no zone arithmetic while a date is typed: dayjs's time zones go wrong for the half-typed
 * years on the way (0002, 0020, 0202), where setting the year also resets the day. Only a complete
 * value is converted, here, to and from the moment the API stores (spec 1 §9).
 */
export const PICKER_TIME_ZONE = 'UTC';
const WALL_TIME = 'YYYY-MM-DDTHH:mm';

/** A stored moment (ISO with a zone) as the picker's value: its wall time in Berlin. */
export const readBerlinMoment = (stored: string): Dayjs => dayjs.utc(dayjs(stored).tz(TIME_ZONE).format(WALL_TIME));

/** A picked Berlin wall time as the moment the API stores: ISO, to the minute. */
export const writeBerlinMoment = (picked: Dayjs): string => dayjs.tz(picked.format(WALL_TIME), TIME_ZONE).toISOString();

/** Now as the picker's value, so that a time picked into an empty field starts from Berlin's clock. */
export const berlinNow = (): Dayjs => readBerlinMoment(new Date().toISOString());
