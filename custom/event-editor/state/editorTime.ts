import { berlinTime } from '../../../src/console-logic';

const ZONED = /(?:Z|[+-]\d{2}:?\d{2})$/i;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The wall time in Berlin of a moment, as if it were UTC: the difference to the moment is Berlin's offset. */
function berlinWallAsUtc(moment: number): number {
  const { year, month, day, hour, minute } = berlinTime(new Date(moment));
  return Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute));
}

/**
 * A date-time as the editor holds it (spec 2 §9): `YYYY-MM-DDTHH:mm`, 16 characters, Berlin wall time.
 * A moment with a zone (the API's ISO times) is converted; a zone-less value is already local and trimmed.
 */
export function toEditorTime(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!ZONED.test(value)) return value.slice(0, 16);
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return value.slice(0, 16);
  return new Date(berlinWallAsUtc(moment.getTime())).toISOString().slice(0, 16);
}

/**
 * The editor's Berlin wall time as the moment the API stores (ISO, UTC). The offset is taken at the
 * guessed moment and once more at the corrected one, so that a time next to a DST change is right.
 */
export function toWireTime(local: string | null): string | null {
  if (local === null) return null;
  const parts = LOCAL.exec(local.slice(0, 16));
  if (!parts) return local;
  const [, year, month, day, hour, minute] = parts.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const guess = wall - (berlinWallAsUtc(wall) - wall);
  return new Date(wall - (berlinWallAsUtc(guess) - guess)).toISOString();
}
