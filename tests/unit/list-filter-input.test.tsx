import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldDefinition, ResourceDefinition } from '../../registry/types.ts';
import { FilterPanel } from '../../src/screens/list/FilterPanel.tsx';
import { filterKind } from '../../src/screens/list/filterKind.ts';
import { checkFilterInput as checkWithKind } from '../../src/screens/list/filterValidation.ts';
import { hasFilters } from '../../src/screens/list/listUrlState.ts';
import { TYPING_DELAY_MS } from '../../src/screens/list/useDebouncedDraft.ts';
import { useFilterInputs } from '../../src/screens/list/useFilterInputs.ts';
import { useListState } from '../../src/screens/list/useListState.ts';
import { useSearchInput } from '../../src/screens/list/useSearchInput.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { registry } from '../../src/registry/registry.ts';

const customers = registry.resource('customers/customers')!;
/** The list a field is filtered in: the first resource of its entity. */
const listOf = (field: FieldDefinition) =>
  registry.resources.find((resource) => resource.entity.fields[field.name] === field) ?? customers;
const checkFilterInput = (field: FieldDefinition, text: string) =>
  checkWithKind(field, filterKind(registry, listOf(field), field), text);
/** The one filter a check sends. */
const sent = (field: FieldDefinition, text: string) => checkFilterInput(field, text)?.filters?.[0];
const field = (name: string): FieldDefinition => customers.entity.fields[name]!;

/** A field of another type, as the registry would define it. */
const typed = (name: string, changes: Partial<FieldDefinition>): FieldDefinition => ({
  ...field('name'),
  name,
  text: false,
  ordered: true,
  ...changes,
});
const releaseDate = typed('released', { sqlType: 'date', format: 'date' });
const onSaleFrom = typed('on_sale_from', { sqlType: 'timestamptz', format: 'date-time' });
const price = typed('price', { type: 'number', sqlType: 'numeric', widget: 'money' });

describe('a filter input', () => {
  it('reads each prefix of the convention', () => {
    const name = field('name');
    const points = field('bonus_points');
    expect(checkFilterInput(points, '>10')).toEqual({
      filters: [{ field: 'bonus_points', operator: 'gt', value: '10' }],
    });
    expect(checkFilterInput(points, '<5')).toEqual({
      filters: [{ field: 'bonus_points', operator: 'lt', value: '5' }],
    });
    expect(sent(points, '>=5')?.operator).toBe('gte');
    expect(sent(points, '<=5')?.operator).toBe('lte');
    expect(checkFilterInput(points, '!3')).toEqual({
      filters: [{ field: 'bonus_points', operator: 'ne', value: '3' }],
    });
    expect(checkFilterInput(name, '%rock')).toEqual({
      filters: [{ field: 'name', operator: 'endswith', value: 'rock' }],
    });
    expect(sent(name, 'rock%')).toEqual({ field: 'name', operator: 'startswith', value: 'rock' });
    expect(sent(name, '%rock%')).toEqual({ field: 'name', operator: 'contains', value: 'rock' });
    expect(sent(points, '1, 2,3')).toEqual({ field: 'bonus_points', operator: 'in', value: ['1', '2', '3'] });
    expect(checkFilterInput(name, 'Anna')).toEqual({ filters: [{ field: 'name', operator: 'eq', value: 'Anna' }] });
    expect(checkFilterInput(name, '')).toBeUndefined();
  });

  it('refuses values of the wrong type, and operators the field does not have', () => {
    expect(checkFilterInput(field('bonus_points'), '>abc')).toEqual({ error: 'list.filter.invalid.integer' });
    expect(checkFilterInput(field('bonus_points'), '1.5')).toEqual({ error: 'list.filter.invalid.integer' });
    expect(checkFilterInput(field('bonus_points'), '1,x')).toEqual({ error: 'list.filter.invalid.integer' });
    expect(checkFilterInput(price, '<9,95x')).toEqual({ error: 'list.filter.invalid.number' });
    expect(checkFilterInput(field('regular'), 'yes')).toEqual({ error: 'list.filter.invalid.boolean' });
    expect(checkFilterInput(field('regular'), '>true')).toEqual({ error: 'list.filter.invalid.comparison' });
    expect(checkFilterInput(field('bonus_points'), '%5')).toEqual({ error: 'list.filter.invalid.like' });
    expect(checkFilterInput(field('bonus_points'), '>')).toEqual({ error: 'list.filter.invalid.empty' });
    expect(checkFilterInput(releaseDate, '31.02.2026')).toEqual({ error: 'list.filter.invalid.date' });
    expect(checkFilterInput(releaseDate, '01.05.2026 10:00')).toEqual({ error: 'list.filter.invalid.date' });
    expect(checkFilterInput(onSaleFrom, '>gestern')).toEqual({ error: 'list.filter.invalid.date' });
    // The picker compares days: a time, or a list of days, is no filter it can show.
    expect(checkFilterInput(onSaleFrom, '<01.05.2026 18:30')).toEqual({ error: 'list.filter.invalid.date' });
    expect(checkFilterInput(releaseDate, '01.05.2026,02.05.2026')).toEqual({ error: 'list.filter.invalid.date' });
  });

  it('accepts booleans and numbers as the API reads them, and dates as the list shows them', () => {
    expect(sent(field('regular'), 'true')?.value).toBe('true');
    expect(sent(price, '<9.95')).toEqual({ field: 'price', operator: 'lt', value: '9.95' });
    expect(sent(releaseDate, '>=01.05.2026')).toEqual({ field: 'released', operator: 'gte', value: '2026-05-01' });
    expect(sent(releaseDate, '2026-05-01')?.value).toBe('2026-05-01');
  });

  it('compares a date-time with a whole day in Berlin', () => {
    const from = { field: 'on_sale_from', operator: 'gte', value: '2026-05-01' };
    const before = { field: 'on_sale_from', operator: 'lt', value: '2026-05-01' };
    const untilEnd = { field: 'on_sale_from', operator: 'lt', value: '2026-05-02' };
    const after = { field: 'on_sale_from', operator: 'gte', value: '2026-05-02' };
    const cases: [string, unknown[]][] = [
      ['01.05.2026', [from, untilEnd]],
      ['>01.05.2026', [after]],
      ['>=01.05.2026', [from]],
      ['<01.05.2026', [before]],
      ['<=2026-05-01', [untilEnd]],
      [
        '!01.05.2026',
        [{ operator: 'or', value: [before, after, { field: 'on_sale_from', operator: 'null', value: true }] }],
      ],
    ];
    for (const [text, filters] of cases) expect(checkFilterInput(onSaleFrom, text), text).toEqual({ filters });
    expect(checkFilterInput(onSaleFrom, '31.12.2026')?.filters?.[1]).toEqual({
      field: 'on_sale_from',
      operator: 'lt',
      value: '2027-01-01',
    });
  });

  it('takes only what a select or a type-ahead can show: known values, yes or no, one record', () => {
    const processes = registry.resource('processes/processes')!;
    const status = processes.entity.fields.status!;
    const events = registry.resource('tickets/event-dates')!;
    const event = events.entity.fields.id_tk_event!;
    expect(sent(status, '2')).toEqual({ field: 'status', operator: 'eq', value: '2' });
    expect(sent(status, '1,4')).toEqual({ field: 'status', operator: 'in', value: ['1', '4'] });
    // The status filter offers 1, 2, 4 and 5 only (spec 1 §4).
    for (const text of ['3', '0,1', '9', '1,9', '!1', '%1', '>1'])
      expect(checkFilterInput(status, text)?.error, text).toMatch(/^list\.filter\.invalid\./);
    expect(checkFilterInput(status, '!1')).toEqual({ error: 'list.filter.invalid.enum' });
    expect(checkFilterInput(field('regular'), '!true')).toEqual({ error: 'list.filter.invalid.boolean' });
    expect(sent(event, '12')).toEqual({ field: 'id_tk_event', operator: 'eq', value: '12' });
    for (const text of ['>12', '12,13', 'Rock'])
      expect(checkFilterInput(event, text)?.error, text).toMatch(/^list\.filter\.invalid\.(reference|integer)$/);
  });
});

/** A reference's filter (a process's booker) reads labels through react-query. */
function FilterHarness({ resource = customers }: { resource?: ResourceDefinition }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={client}>
      <Filters resource={resource} />
    </QueryClientProvider>
  );
}

function Filters({ resource }: { resource: ResourceDefinition }) {
  const list = useListState(resource);
  const inputs = useFilterInputs(resource, list);
  const search = useSearchInput(resource, list);
  const location = useLocation();
  return (
    <>
      <FilterPanel
        id="filters"
        inputs={inputs}
        label={(name) => name}
        enumLabel={(name, value) => `${name} ${value}`}
        filtered={hasFilters(list.state)}
        onClear={list.clearFilters}
      />
      <input aria-label="search" value={search.search} onChange={(event) => search.changeSearch(event.target.value)} />
      <output data-testid="url">{location.search}</output>
    </>
  );
}

// Rendering MUI's inputs the first time takes seconds on a busy machine.
describe('the filter inputs of a list', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const url = () => decodeURIComponent(screen.getByTestId('url').textContent ?? '');
  const type = (label: string, text: string) =>
    act(() => {
      fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
    });
  const pause = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('apply typing once it pauses, back on page 1', async () => {
    render(
      <MemoryRouter initialEntries={['/customers?page=4']}>
        <FilterHarness />
      </MemoryRouter>,
    );
    type('bonus_points', '>1');
    await pause(TYPING_DELAY_MS - 50);
    type('bonus_points', '>10');
    await pause(TYPING_DELAY_MS - 50);
    expect(url()).toBe('?page=4');
    await pause(50);
    expect(url()).toBe('?filter.bonus_points=>10');

    type('search', 'hamburg');
    await pause(TYPING_DELAY_MS);
    expect(url()).toBe('?filter.bonus_points=>10&q=hamburg');
  });

  it('keep a filter applied just before the search, though the list has not been shown with it yet', async () => {
    render(
      <MemoryRouter initialEntries={['/customers']}>
        <FilterHarness />
      </MemoryRouter>,
    );
    type('bonus_points', '>10');
    await pause(TYPING_DELAY_MS - 100);
    type('search', 'hamburg');
    // Both pauses end in one step: the search applies before the list is drawn with the filter.
    await pause(TYPING_DELAY_MS);
    expect(url()).toBe('?filter.bonus_points=>10&q=hamburg');
  });

  it('show an invalid input’s error and keep sending the filter before it, on the same page', async () => {
    render(
      <MemoryRouter initialEntries={['/customers?page=3&filter.bonus_points=>10']}>
        <FilterHarness />
      </MemoryRouter>,
    );
    expect((screen.getByLabelText('bonus_points') as HTMLInputElement).value).toBe('>10');
    type('bonus_points', '>abc');
    await pause(TYPING_DELAY_MS);
    expect(screen.getByText('Enter a whole number.')).toBeTruthy();
    expect(screen.getByLabelText('bonus_points').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('bonus_points') as HTMLInputElement).value).toBe('>abc');
    expect(url()).toBe('?page=3&filter.bonus_points=>10');

    type('name', '%rock');
    await pause(TYPING_DELAY_MS);
    expect(url()).toBe('?filter.name=%rock&filter.bonus_points=>10');
    expect((screen.getByLabelText('bonus_points') as HTMLInputElement).value).toBe('>abc');
  });

  it('show the URL’s filters again when they change elsewhere', async () => {
    render(
      <MemoryRouter initialEntries={['/customers?filter.city=Hamburg']}>
        <FilterHarness />
      </MemoryRouter>,
    );
    type('city', 'Bremen');
    await pause(TYPING_DELAY_MS);
    expect(url()).toBe('?filter.city=Bremen');
    act(() => screen.getByRole('button', { name: 'Clear filters' }).click());
    expect(url()).toBe('');
    expect((screen.getByLabelText('city') as HTMLInputElement).value).toBe('');
  });

  it('read numbers in the user’s language and keep them plain in the URL', async () => {
    await i18n.changeLanguage('de');
    const processes = registry.resource('processes/processes')!;
    render(
      <MemoryRouter initialEntries={['/process?filter.price=>100.5']}>
        <FilterHarness resource={processes} />
      </MemoryRouter>,
    );
    const price = () => screen.getByLabelText('price') as HTMLInputElement;
    expect(price().value).toBe('>100,5');
    const cases: [typed: string, url: string][] = [
      ['>100,50', '?filter.price=>100.50'],
      ['1.000,5', '?filter.price=1000.5'],
      ['<=1.234.567', '?filter.price=<=1234567'],
      ['1,5; 2', '?filter.price=1.5,2'],
    ];
    for (const [typed, expected] of cases) {
      type('price', typed);
      await pause(TYPING_DELAY_MS);
      expect(url(), typed).toBe(expected);
      expect(price().value).toBe(typed);
    }
    // A German 1.5 is no number rather than fifteen: shown, not sent.
    type('price', '1.5');
    await pause(TYPING_DELAY_MS);
    expect(screen.getByText('Bitte eine Zahl eingeben, wie Sie sie gewohnt schreiben.')).toBeTruthy();
    expect(url()).toBe('?filter.price=1.5,2');
  });

  // The first load of the date picker's modules takes a while on a busy machine.
  it('show a URL’s unknown enum value or unreadable number as invalid', { timeout: 60_000 }, async () => {
    // The date picker loads lazily, in real time.
    vi.useRealTimers();
    const processes = registry.resource('processes/processes')!;
    render(
      <MemoryRouter initialEntries={['/process?filter.status=9&filter.price=abc&filter.journey_start=31.02.2026']}>
        <FilterHarness resource={processes} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Choose from the list.')).toBeTruthy();
    expect(screen.getByText('Enter a number.')).toBeTruthy();
    expect(await screen.findByText('Enter a date as DD.MM.YYYY.', {}, { timeout: 50_000 })).toBeTruthy();
  });
});
