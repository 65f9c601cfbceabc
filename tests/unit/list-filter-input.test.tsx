// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldDefinition } from '../../registry/types.ts';
import { FilterPanel } from '../../src/screens/list/FilterPanel.tsx';
import { checkFilterInput } from '../../src/screens/list/filterValidation.ts';
import { hasFilters } from '../../src/screens/list/listUrlState.ts';
import { TYPING_DELAY_MS } from '../../src/screens/list/useDebouncedDraft.ts';
import { useFilterInputs } from '../../src/screens/list/useFilterInputs.ts';
import { useListState } from '../../src/screens/list/useListState.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { registry } from '../../src/registry/registry.ts';

const customers = registry.resource('customers/customers')!;
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
    expect(checkFilterInput(points, '>10')).toEqual({ filter: { field: 'bonus_points', operator: 'gt', value: '10' } });
    expect(checkFilterInput(points, '<5')).toEqual({ filter: { field: 'bonus_points', operator: 'lt', value: '5' } });
    expect(checkFilterInput(points, '>=5')?.filter?.operator).toBe('gte');
    expect(checkFilterInput(points, '<=5')?.filter?.operator).toBe('lte');
    expect(checkFilterInput(points, '!3')).toEqual({ filter: { field: 'bonus_points', operator: 'ne', value: '3' } });
    expect(checkFilterInput(name, '%rock')).toEqual({ filter: { field: 'name', operator: 'endswith', value: 'rock' } });
    expect(checkFilterInput(name, 'rock%')).toEqual({
      filter: { field: 'name', operator: 'startswith', value: 'rock' },
    });
    expect(checkFilterInput(name, '%rock%')).toEqual({
      filter: { field: 'name', operator: 'contains', value: 'rock' },
    });
    expect(checkFilterInput(points, '1, 2,3')).toEqual({
      filter: { field: 'bonus_points', operator: 'in', value: ['1', '2', '3'] },
    });
    expect(checkFilterInput(name, 'Anna')).toEqual({ filter: { field: 'name', operator: 'eq', value: 'Anna' } });
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
    expect(checkFilterInput(onSaleFrom, '>gestern')).toEqual({ error: 'list.filter.invalid.dateTime' });
  });

  it('accepts booleans and numbers as the API reads them, and dates as the list shows them', () => {
    expect(checkFilterInput(field('regular'), 'true')?.filter?.value).toBe('true');
    expect(checkFilterInput(price, '<9.95')?.filter).toEqual({ field: 'price', operator: 'lt', value: '9.95' });
    expect(checkFilterInput(releaseDate, '>=01.05.2026')?.filter).toEqual({
      field: 'released',
      operator: 'gte',
      value: '2026-05-01',
    });
    expect(checkFilterInput(releaseDate, '2026-05-01')?.filter?.value).toBe('2026-05-01');
    expect(checkFilterInput(onSaleFrom, '<01.05.2026 18:30')?.filter?.value).toBe('2026-05-01 18:30');
  });
});

function FilterHarness() {
  const list = useListState(customers);
  const inputs = useFilterInputs(customers, list);
  const location = useLocation();
  return (
    <>
      <FilterPanel
        id="filters"
        inputs={inputs}
        label={(name) => name}
        filtered={hasFilters(list.state)}
        onClear={list.clearFilters}
      />
      <input aria-label="search" value={inputs.search} onChange={(event) => inputs.changeSearch(event.target.value)} />
      <output data-testid="url">{location.search}</output>
    </>
  );
}

describe('the filter inputs of a list', () => {
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
});
