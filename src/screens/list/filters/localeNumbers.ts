import { parseFilterInput } from '../../../../registry/filter-prefix';
import { languageTag } from '../../../i18n/languages';

/** How a language writes numbers: `1.234,5` in German, `1,234.5` in English. */
export interface NumberSymbols {
  decimal: string;
  group: string;
}

/** Several numbers in one box are separated by this, since the comma is a decimal or group mark. */
export const NUMBER_LIST_SEPARATOR = ';';
const PREFIX = /^(>=|<=|>|<|!)/;
const SPACES = '[\\s\\u00a0\\u202f]';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The language's decimal and group marks, in Latin digits (Arabic too: people type 0–9). */
export function numberSymbols(language: string): NumberSymbols {
  const parts = new Intl.NumberFormat(languageTag(language), { numberingSystem: 'latn' }).formatToParts(1234567.5);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

/**
 * One number as the language writes it, in plain form (`1.000,5` in German → `1000.5`); groups
 * of three digits only, so that a German `1.5` is no number rather than fifteen. Undefined if unreadable.
 */
export function plainNumber(text: string, { decimal, group }: NumberSymbols): string | undefined {
  const groupMark = /\s/.test(group) ? SPACES : escape(group);
  const decimalPart = `(?:${escape(decimal)}(\\d+))?`;
  const grouped = new RegExp(`^(-?\\d{1,3}(?:${groupMark}\\d{3})+)${decimalPart}$`).exec(text);
  const ungrouped = new RegExp(`^(-?\\d+)${decimalPart}$`).exec(text);
  const match = grouped ?? ungrouped;
  if (!match) return undefined;
  const whole = match[1]!.replace(new RegExp(groupMark, 'g'), '');
  return match[2] === undefined ? whole : `${whole}.${match[2]}`;
}

/**
 * A number filter as typed in the user's language (`>100,50`, `1.000,5; 2` in German) in the
 * prefix convention's plain form the URL keeps and the API reads (`>100.50`, `1000.5,2`); or the
 * text that is no number. An empty value stays empty for the check to report.
 */
export function numberFilterText(typed: string, symbols: NumberSymbols): { text: string } | { unreadable: string } {
  const text = typed.trim();
  const prefix = PREFIX.exec(text)?.[0] ?? '';
  const rest = text.slice(prefix.length);
  // A comparison has one value; only equality lists several.
  const values = prefix ? [rest] : rest.split(NUMBER_LIST_SEPARATOR);
  const plain: string[] = [];
  for (const value of values.map((part) => part.trim())) {
    const number = value === '' ? '' : plainNumber(value, symbols);
    if (number === undefined) return { unreadable: value };
    plain.push(number);
  }
  return { text: `${prefix}${plain.join(',')}` };
}

/** The plain form of a number filter as the user's language writes it: `>100.5` → `>100,5` in German. */
export function localNumberText(text: string, { decimal }: NumberSymbols): string {
  const condition = parseFilterInput(text);
  const local = (value: string) => (/^-?\d+(\.\d+)?$/.test(value.trim()) ? value.trim().replace('.', decimal) : value);
  if (typeof condition === 'string') return local(condition);
  if ('$in' in condition) return condition.$in.map(local).join(`${NUMBER_LIST_SEPARATOR} `);
  if ('$ilike' in condition) return text;
  const prefix = PREFIX.exec(text)?.[0] ?? '';
  return `${prefix}${local(text.slice(prefix.length))}`;
}
