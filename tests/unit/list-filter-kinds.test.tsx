// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FieldDefinition, ResourceDefinition } from '../../registry/types.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { registry } from '../../src/registry/registry.ts';
import { FilterPanel } from '../../src/screens/list/FilterPanel.tsx';
import { filterKind } from '../../src/screens/list/filterKind.ts';
import { readDateFilter } from '../../src/screens/list/filters/dateFilter.ts';
import { DATE_OPERATORS, writeDateFilter } from '../../src/screens/list/filters/pickedDate.ts';
import { localNumberText, numberFilterText, numberSymbols } from '../../src/screens/list/filters/localeNumbers.ts';
import { queryableColumns } from '../../src/screens/list/listFields.ts';
import { listUrlParams, parseListUrl } from '../../src/screens/list/listUrlState.ts';
import type { FilterInputs } from '../../src/screens/list/useFilterInputs.ts';

// Filters by value (issue 14): the input each field gets, generated over the real registry; numbers
// in the user's language; a picked date's comparison through the URL.

const columns = registry.resources.flatMap((resource) =>
  queryableColumns(resource).map((field) => ({ resource, field })),
);
/** A reference to one record: picked by name through the list's references call. */
const single = (field: FieldDefinition) => field.reference !== undefined && !field.reference.many;

describe('the filter kind of every filterable column of the registry', () => {
  it.each(columns.map(({ resource, field }) => [`${resource.name}.${field.name}`, resource, field] as const))(
    '%s',
    (_name, resource, field) => {
      const { kind } = filterKind(registry, resource, field);
      if (field.enum?.some((value) => value !== null)) expect(kind).toBe('enum');
      else if (field.sqlType === 'boolean') expect(kind).toBe('boolean');
      else if (field.sqlType === 'date') expect(kind).toBe('date');
      else if (field.sqlType === 'timestamptz') expect(kind).toBe('dateTime');
      else if (single(field)) expect(kind).toBe('reference');
      else if (['integer', 'bigint', 'double', 'numeric'].includes(field.sqlType)) expect(kind).toBe('number');
      else expect(kind).toBe('text');
    },
  );

  it('covers every kind, so that none of the cases above is empty', () => {
    const kinds = new Set(columns.map(({ resource, field }) => filterKind(registry, resource, field).kind));
    expect([...kinds].sort()).toEqual(['boolean', 'date', 'dateTime', 'enum', 'number', 'reference', 'text']);
  });

  it('lists an enum’s values without null', () => {
    const processes = registry.resource('processes/processes')!;
    expect(filterKind(registry, processes, processes.entity.fields.direction!)).toEqual({
      kind: 'enum',
      values: ['H', 'R'],
    });
  });

  it('lists only the values `x-ui.filterValues` names (spec: the process status filter offers 1, 2, 4 and 5)', () => {
    const processes = registry.resource('processes/processes')!;
    expect(filterKind(registry, processes, processes.entity.fields.status!)).toEqual({
      kind: 'enum',
      values: ['1', '2', '4', '5'],
    });
  });
});

/** The filter panel of a resource's enum and boolean columns, as the list renders it. */
function renderChoices(resource: ResourceDefinition) {
  const fields = queryableColumns(resource)
    .map((field) => ({ field, kind: filterKind(registry, resource, field) }))
    .filter(({ kind }) => kind.kind === 'enum' || kind.kind === 'boolean');
  const inputs = { fields, texts: {}, errors: {}, change: () => undefined } as unknown as FilterInputs;
  render(
    <FilterPanel
      id="filters"
      inputs={inputs}
      label={(name) => `label ${name}`}
      enumLabel={(name, value) => `${name}: ${value}`}
      filtered={false}
      onClear={() => undefined}
    />,
  );
  return fields;
}

// Rendering MUI's selects the first time takes seconds on a busy machine.
describe('every enum and boolean filter of the registry is a select', { timeout: 30_000 }, () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(cleanup);
  const withChoices = registry.resources.filter((resource) =>
    queryableColumns(resource).some((field) => field.enum || field.sqlType === 'boolean'),
  );

  it.each(withChoices.map((resource) => [resource.name, resource] as const))('%s', (_name, resource) => {
    for (const { field, kind } of renderChoices(resource)) {
      const select = screen.getByRole('combobox', { name: `label ${field.name}` });
      expect(select.textContent).toBe('Any');
      fireEvent.mouseDown(select);
      const options = within(screen.getByRole('listbox')).getAllByRole('option');
      const expected =
        kind.kind === 'enum' ? kind.values.map((value) => `${field.name}: ${value}`) : ['Any', 'Yes', 'No'];
      expect(options.map((option) => option.textContent)).toEqual(expected);
      fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    }
  });
});

describe('a number filter in the user’s language', () => {
  const cases: [language: string, typed: string, url: string][] = [
    ['de', '>100,50', '>100.50'],
    ['de', '1.000,5', '1000.5'],
    ['de', '<=-1.234.567,25', '<=-1234567.25'],
    ['de', '1,5; 2; 3', '1.5,2,3'],
    ['de', '!7', '!7'],
    ['dk', '>=2.500', '>=2500'],
    ['en', '>100.50', '>100.50'],
    ['en', '1,000.5', '1000.5'],
    ['en', '1; 2', '1,2'],
    ['fr', '1 000,5', '1000.5'],
    ['fr', '1\u202f000,5', '1000.5'],
    ['ru', '>1\u00a0000', '>1000'],
    ['ar', '1,234.5', '1234.5'],
  ];
  it.each(cases)('%s: %s is %s in the URL', (language, typed, url) => {
    const symbols = numberSymbols(language);
    expect(numberFilterText(typed, symbols)).toEqual({ text: url });
  });

  it.each([
    ['de', '1.5'],
    ['de', '1.0000'],
    ['de', '>1,2,3'],
    ['en', '1,5'],
    ['en', '1.000,5'],
    ['de', 'abc'],
    ['de', '%5'],
  ])('%s: %s is no number', (language, typed) => {
    expect(numberFilterText(typed, numberSymbols(language))).toHaveProperty('unreadable');
  });

  it.each([
    ['de', '>100.50', '>100,50'],
    ['de', '1000.5,2', '1000,5; 2'],
    ['en', '<=1000.5', '<=1000.5'],
    ['fr', '!-3.25', '!-3,25'],
  ])('%s: the URL’s %s shows as %s, which reads back the same', (language, url, shown) => {
    const symbols = numberSymbols(language);
    expect(localNumberText(url, symbols)).toBe(shown);
    expect(numberFilterText(shown, symbols)).toEqual({ text: url });
  });

  it('shows a URL’s text that is no number as it is', () => {
    expect(localNumberText('abc', numberSymbols('de'))).toBe('abc');
    expect(localNumberText('>1,5x', numberSymbols('de'))).toBe('>1,5x');
  });
});

describe('a picked date filter through the URL', () => {
  const eventDates = registry.resource('tickets/event-dates')!;
  const days = ['2026-03-01', '2024-02-29', '2026-12-31'];
  const cases = DATE_OPERATORS.flatMap((operator) => days.map((day) => ({ operator, day })));

  it.each(cases)('$operator $day', (filter) => {
    const text = writeDateFilter(filter);
    const state = parseListUrl(eventDates, new URLSearchParams());
    const url = listUrlParams(eventDates, { ...state, filters: { starts_at: text } });
    const back = parseListUrl(eventDates, new URLSearchParams(url.toString()));
    expect(readDateFilter(back.filters.starts_at ?? '')).toEqual(filter);
  });

  it('writes the prefix convention with the day as the list shows it', () => {
    expect(writeDateFilter({ operator: '>=', day: '2026-03-01' })).toBe('>=01.03.2026');
    expect(writeDateFilter({ operator: '=', day: '2026-03-01' })).toBe('01.03.2026');
    expect(writeDateFilter({ operator: '!', day: '2026-03-01' })).toBe('!01.03.2026');
    expect(readDateFilter('<2026-03-01')).toEqual({ operator: '<', day: '2026-03-01' });
  });

  it('reads no single day from anything else', () => {
    for (const text of ['', '31.02.2026', '01.03.2026,02.03.2026', '%2026', '>=01.03.2026 10:00', 'heute'])
      expect(readDateFilter(text), text).toBeUndefined();
  });
});
