import { describe, expect, it } from 'vitest';
import { brokenCompareRules, keepsRule } from '../../registry/compare-rules.ts';
import type { CompareOperator, EntityDefinition } from '../../registry/types.ts';
import { loadRegistry } from '../../server/areas/load-registry.ts';
import { repository } from './support/registryCopy.ts';

// The one rule function of x-compare, as the server, the generated form and the event editor use it.

describe('keepsRule', () => {
  it.each<[CompareOperator, unknown, unknown, boolean]>([
    ['gt', 5, 2, true],
    ['gt', 2, 2, false],
    ['gt', 2, 5, false],
    ['gte', 2, 2, true],
    ['gte', 1, 2, false],
    ['lt', 1, 2, true],
    ['lt', 2, 2, false],
    ['lte', 2, 2, true],
    ['lte', 3, 2, false],
    ['gt', '2026-12-01T21:00:00Z', '2026-12-01T19:30:00Z', true],
    // One instant in two zones: not later.
    ['gt', '2026-12-01T20:30:00+01:00', '2026-12-01T19:30:00Z', false],
    // A Date as the database answers a timestamptz, against text from a body.
    ['gt', '2026-12-01T19:00:00Z', new Date('2026-12-01T19:30:00Z'), false],
    ['lte', new Date('2026-12-01T19:00:00Z'), '2026-12-01T19:30:00Z', true],
    ['gt', '2026-12-02', '2026-12-01', true],
    ['gt', '2026-12-01', '2026-12-02', false],
    // The editor's Berlin wall times: both sides alike.
    ['gt', '2026-12-01T18:00', '2026-12-01T19:30', false],
    // A side without a value keeps every rule.
    ['gt', null, '2026-12-01T19:30:00Z', true],
    ['gt', '2026-12-01T19:30:00Z', undefined, true],
    ['lt', '', 3, true],
  ])('%s of %j against %j: %s', (operator, value, other, kept) => {
    expect(keepsRule(operator, value, other)).toBe(kept);
  });
});

describe('brokenCompareRules', () => {
  const dates = loadRegistry(repository).entities['tickets/event-date'] as EntityDefinition;
  const start = '2026-12-01T19:30:00Z';
  const early = '2026-12-01T18:00:00Z';
  const late = '2026-12-01T22:00:00Z';

  it('names each field whose rule the record breaks, with its message key', () => {
    expect(
      brokenCompareRules(dates, {
        starts_at: start,
        ends_at: early,
        entry_starts_at: late,
        visible_from: late,
        visible_until: late,
      }),
    ).toEqual([
      { field: 'ends_at', key: 'error.ends_before_start', params: { rule: 'gt', other: 'starts_at' } },
      { field: 'entry_starts_at', key: 'error.entry_after_start', params: { rule: 'lte', other: 'starts_at' } },
      {
        field: 'visible_until',
        key: 'error.visible_until_before_from',
        params: { rule: 'gt', other: 'visible_from' },
      },
    ]);
  });

  it('takes a record in order, and empty sides', () => {
    expect(
      brokenCompareRules(dates, { starts_at: start, ends_at: late, entry_starts_at: start, visible_until: early }),
    ).toEqual([]);
  });

  it('checks only the rules with a side the write sets', () => {
    const stored = { starts_at: start, ends_at: early };
    expect(brokenCompareRules(dates, stored, ['note'])).toEqual([]);
    expect(brokenCompareRules(dates, stored, ['starts_at'])).toHaveLength(1);
    expect(brokenCompareRules(dates, stored, ['ends_at'])).toHaveLength(1);
  });
});
