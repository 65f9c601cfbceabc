import type { FieldDefinition } from '../../../../registry/types';
import { formatDate, formatDateTime, formatNumberField } from '../../format';
import { fieldKindOf } from './fieldKinds';

/** The words a shown value may need, in the user's language. */
export interface ValueTexts {
  yes: string;
  no: string;
  empty: string;
  /** The history's stand-in for a write-only value. */
  hidden: string;
  enumLabel: (value: unknown) => string;
  /** The console's language, whose locale writes amounts and counts. */
  language: string;
}

/** The audit log's stand-in for a write-only value (server/crud/audit.ts). */
const HIDDEN = '[hidden]';

/**
 * A stored value as one line of text: for read-only fields, the conflict dialog and the history. The
 * record, where known, tells whether a money field holds a percentage (a percentage voucher's value).
 */
export function displayValue(
  field: FieldDefinition | undefined,
  value: unknown,
  texts: ValueTexts,
  record?: Readonly<Record<string, unknown>>,
): string {
  if (value === HIDDEN) return texts.hidden;
  if (value === null || value === undefined || value === '') return texts.empty;
  const number = field && formatNumberField(field, value, texts.language, record);
  if (number !== undefined) return number;
  switch (field ? fieldKindOf(field) : undefined) {
    case 'switch':
      return value === true ? texts.yes : texts.no;
    case 'select':
      return texts.enumLabel(value);
    case 'choices':
      return Array.isArray(value) ? value.map(texts.enumLabel).join(', ') : String(value);
    case 'date':
      return formatDate(String(value));
    case 'datetime':
      return formatDateTime(String(value));
    case 'richtext':
      return new DOMParser().parseFromString(String(value), 'text/html').body.textContent ?? '';
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
