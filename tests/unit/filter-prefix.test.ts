import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFilterInput, parseFilterInput, type FilterCondition } from '../../registry/filter-prefix.ts';
import { filterFromInput, inputFromFilter } from '../../src/data/filterInput.ts';

describe('the filter-prefix convention (spec 1 §5)', () => {
  const cases: [string, FilterCondition][] = [
    ['rock', 'rock'],
    ['10', '10'],
    ['', ''],
    ['>10', { $gt: '10' }],
    ['>=10', { $gte: '10' }],
    ['<5', { $lt: '5' }],
    ['<=5', { $lte: '5' }],
    ['!3', { $ne: '3' }],
    ['!%rock', { $ne: '%rock' }],
    ['>2024-06-01', { $gt: '2024-06-01' }],
    ['%rock', { $ilike: '%rock' }],
    ['rock%', { $ilike: 'rock%' }],
    ['%rock%', { $ilike: '%rock%' }],
    ['%', { $ilike: '%' }],
    ['%a,b', { $ilike: '%a,b' }],
    ['a,b,c', { $in: ['a', 'b', 'c'] }],
    ['1,,2', { $in: ['1', '', '2'] }],
    ['>1,2', { $gt: '1,2' }],
  ];

  it.each(cases)('reads %j', (input, condition) => {
    expect(parseFilterInput(input)).toEqual(condition);
    expect(formatFilterInput(condition)).toBe(input);
  });

  it('reads a list as in-list', () => {
    expect(parseFilterInput(['1', '5'])).toEqual({ $in: ['1', '5'] });
  });

  it('gives back any typed text unchanged after a round trip', () => {
    fc.assert(fc.property(fc.string(), (text) => formatFilterInput(parseFilterInput(text)) === text));
    const typed = fc.stringMatching(/^[<>!%,=a-z0-9 -]{0,12}$/);
    fc.assert(fc.property(typed, (text) => formatFilterInput(parseFilterInput(text)) === text));
  });

  it('reads every condition it gives, once formatted, back to the same condition', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const condition = parseFilterInput(text);
        expect(parseFilterInput(formatFilterInput(condition))).toEqual(condition);
      }),
    );
  });
});

describe('filter inputs as Refine filters', () => {
  it.each([
    ['Berlin', { field: 'city', operator: 'eq', value: 'Berlin' }],
    ['>10', { field: 'city', operator: 'gt', value: '10' }],
    ['<=10', { field: 'city', operator: 'lte', value: '10' }],
    ['!Berlin', { field: 'city', operator: 'ne', value: 'Berlin' }],
    ['%burg', { field: 'city', operator: 'endswith', value: 'burg' }],
    ['Lüne%', { field: 'city', operator: 'startswith', value: 'Lüne' }],
    ['%ne%', { field: 'city', operator: 'contains', value: 'ne' }],
    ['Berlin,Hamburg', { field: 'city', operator: 'in', value: ['Berlin', 'Hamburg'] }],
  ])('%j', (text, filter) => {
    expect(filterFromInput('city', text)).toEqual(filter);
    expect(inputFromFilter(filter as never)).toBe(text);
  });

  it('is no filter for empty text, and no text for a filter an input cannot show', () => {
    expect(filterFromInput('city', '')).toBeUndefined();
    expect(inputFromFilter({ field: 'city', operator: 'null', value: true })).toBeUndefined();
    expect(inputFromFilter({ operator: 'or', value: [] })).toBeUndefined();
  });

  it('survives a round trip through a Refine filter (as through the URL)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (text) => {
        const filter = filterFromInput('name', text);
        expect(filter && inputFromFilter(filter)).toBe(text);
      }),
    );
  });
});
