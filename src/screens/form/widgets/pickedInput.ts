import type { Dayjs } from 'dayjs';
import { EMPTY_INPUT, INVALID_DATE } from '../model/codecs';

/**
 * A picked date is complete once its year has four digits. Typing a year over a filled field passes
 * through 0002, 0020 and 0202: valid dates, but not the one meant, and converting them goes wrong
 * (Berlin's offset then was its local mean time, +00:53:28, and a two-digit year reads as 19xx).
 */
export const isCompleteDate = (picked: Dayjs) => picked.isValid() && picked.year() >= 1000;

/**
 * The form input of a picker's value: empty when cleared, the stored text of a complete date, and
 * for anything else the marker of an unreadable date, so that the check reports it if it stays.
 */
export function pickedInput(picked: Dayjs | null, write: (picked: Dayjs) => string): string {
  if (!picked) return EMPTY_INPUT;
  return isCompleteDate(picked) ? write(picked) : INVALID_DATE;
}
