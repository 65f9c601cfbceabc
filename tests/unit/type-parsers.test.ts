import { describe, expect, it } from 'vitest';
import { parseDate, parseInt8, parseNumeric } from '../../server/db/type-parsers.ts';

describe('type parsers', () => {
  it('reads int8 as a number within the safe range and refuses anything beyond', () => {
    expect(parseInt8('42')).toBe(42);
    expect(parseInt8('-9007199254740991')).toBe(-9007199254740991);
    expect(() => parseInt8('9007199254740992')).toThrow(RangeError);
  });

  it('reads numeric as a number', () => {
    expect(parseNumeric('1234567890.12')).toBe(1234567890.12);
    expect(parseNumeric('0.10')).toBe(0.1);
  });

  it('keeps a calendar date as its text', () => {
    expect(parseDate('2026-03-29')).toBe('2026-03-29');
  });
});
