import type { FieldDefinition } from '../../../registry/types.ts';
import { isCalendarDay } from '../../../domain/calendar-day.ts';
import { badRequest } from '../../errors.ts';
import type { FilterValue } from './filter-node.ts';

const wrongType = (key: string, field: FieldDefinition) =>
  badRequest(`"${key}" must be ${field.format ?? field.type}`, [
    { field: key, key: 'error.type', params: { type: field.format ?? field.type } },
  ]);

/**
 * Turns a query-string value into the field's type. A value of the wrong type is refused here,
 * so that SQL only ever sees typed parameters.
 */

export function coerceValue(raw: unknown, field: FieldDefinition, key: string): FilterValue {
  if (typeof raw !== 'string') {
    if (typeof raw === 'number' || typeof raw === 'boolean') return coerceValue(String(raw), field, key);
    throw wrongType(key, field);
  }
  switch (field.sqlType) {
    case 'integer':
    case 'bigint': {
      if (!/^-?\d{1,16}$/.test(raw)) throw wrongType(key, field);
      const value = Number(raw);
      if (!Number.isSafeInteger(value) || (field.sqlType === 'integer' && Math.abs(value) > 2_147_483_647))
        throw wrongType(key, field);
      return value;
    }
    case 'double':
    case 'numeric': {
      const value = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(value)) throw wrongType(key, field);
      return value;
    }
    case 'boolean':
      if (raw === 'true' || raw === '1') return true;
      if (raw === 'false' || raw === '0') return false;
      throw wrongType(key, field);
    case 'date': {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || !isCalendarDay(raw)) throw wrongType(key, field);
      return raw;
    }
    case 'timestamptz': {
      if (!/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(raw))
        throw wrongType(key, field);
      if (
        !isCalendarDay(raw.slice(0, 10)) ||
        Number.isNaN(Date.parse(raw.length === 10 ? `${raw}T00:00:00Z` : raw.replace(' ', 'T')))
      )
        throw wrongType(key, field);
      // Passed on as text: PostgreSQL reads a time without offset in the session's zone, Europe/Berlin.
      return raw;
    }
    case 'text':
      if (raw.length > 1000) throw badRequest(`"${key}" is too long`, [{ field: key, key: 'error.too_long' }]);
      return raw;
    default:
      throw badRequest(`"${key}" cannot be filtered`, [{ field: key, key: 'error.not_filterable' }]);
  }
}
