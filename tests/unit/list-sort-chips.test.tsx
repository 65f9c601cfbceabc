// @vitest-environment jsdom
import type { CrudSort } from '@refinedev/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SortChips } from '../../src/screens/list/SortChips.tsx';
import { addSort, flipSort, removeSort, sortAfterHeaderClick } from '../../src/screens/list/sortModel.ts';
import { i18n } from '../../src/i18n/i18n.ts';

afterEach(cleanup);

const LABELS: Record<string, string> = { name: 'Name', city: 'City', zip: 'ZIP' };

function SortHarness({ initial }: { initial: CrudSort[] }) {
  const [sorts, setSorts] = useState(initial);
  return (
    <>
      <SortChips
        sorts={sorts}
        sortable={['name', 'city', 'zip']}
        label={(field) => LABELS[field] ?? field}
        onFlip={(field) => setSorts(flipSort(sorts, field))}
        onRemove={(field) => setSorts(removeSort(sorts, field))}
        onAdd={(field) => setSorts(addSort(sorts, field))}
      />
      <output data-testid="sorts">
        {sorts.map((sort) => `${sort.order === 'desc' ? '-' : ''}${sort.field}`).join()}
      </output>
    </>
  );
}

const sorted = () => screen.getByTestId('sorts').textContent;
const chips = () => within(screen.getByRole('list')).queryAllByRole('button');
const chip = (name: RegExp) => within(screen.getByRole('list')).getByRole('button', { name });

describe('the sort chips', () => {
  it('show each sort with its order number and direction, in order', async () => {
    await i18n.changeLanguage('en');
    render(
      <SortHarness
        initial={[
          { field: 'city', order: 'desc' },
          { field: 'name', order: 'asc' },
        ]}
      />,
    );
    expect(chips().map((button) => button.textContent)).toEqual(['1. City', '2. Name']);
    expect(chips().map((button) => button.getAttribute('aria-label'))).toEqual([
      'Sort 1: City, descending. Enter reverses, Delete removes.',
      'Sort 2: Name, ascending. Enter reverses, Delete removes.',
    ]);
  });

  it('reverse a sort on a click, and by keyboard', () => {
    render(
      <SortHarness
        initial={[
          { field: 'city', order: 'desc' },
          { field: 'name', order: 'asc' },
        ]}
      />,
    );
    act(() => chip(/Name/).click());
    expect(sorted()).toBe('-city,-name');
    const city = chip(/City/);
    city.focus();
    act(() => {
      fireEvent.keyDown(city, { key: 'Enter' });
    });
    expect(sorted()).toBe('city,-name');
  });

  it('remove a sort with its delete icon, and with the Delete key', () => {
    render(
      <SortHarness
        initial={[
          { field: 'city', order: 'desc' },
          { field: 'name', order: 'asc' },
          { field: 'zip', order: 'asc' },
        ]}
      />,
    );
    const deleteIcon = chip(/Name/).querySelector('.MuiChip-deleteIcon') as Element;
    act(() => {
      fireEvent.click(deleteIcon);
    });
    expect(sorted()).toBe('-city,zip');
    const city = chip(/City/);
    city.focus();
    act(() => {
      fireEvent.keyDown(city, { key: 'Delete' });
      fireEvent.keyUp(city, { key: 'Delete' });
    });
    expect(sorted()).toBe('zip');
    expect(chips().map((button) => button.textContent)).toEqual(['1. ZIP']);
  });

  it('add a sortable column last, offering only those not sorted yet', () => {
    render(<SortHarness initial={[{ field: 'city', order: 'desc' }]} />);
    act(() => screen.getByRole('button', { name: 'Add sort' }).click());
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Name', 'ZIP']);
    act(() => screen.getByRole('menuitem', { name: 'ZIP' }).click());
    expect(sorted()).toBe('-city,zip');
    expect(chips().map((button) => button.textContent)).toEqual(['1. City', '2. ZIP']);
  });

  it('say so when nothing is sorted, and cannot add when every column is sorted', () => {
    const { unmount } = render(<SortHarness initial={[]} />);
    expect(screen.getByText('Default order')).toBeTruthy();
    unmount();
    render(<SortHarness initial={['name', 'city', 'zip'].map((field) => ({ field, order: 'asc' as const }))} />);
    expect(screen.getByRole('button', { name: 'Add sort' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('a grid column header', () => {
  const sorts: CrudSort[] = [
    { field: 'city', order: 'asc' },
    { field: 'name', order: 'desc' },
  ];

  it('reverses the first sort, which the grid shows', () => {
    expect(sortAfterHeaderClick(sorts, [{ field: 'city', sort: 'desc' }])).toEqual([
      { field: 'city', order: 'desc' },
      { field: 'name', order: 'desc' },
    ]);
  });

  it('reverses a later sort, keeping its place', () => {
    expect(sortAfterHeaderClick(sorts, [{ field: 'name', sort: 'asc' }])).toEqual([
      { field: 'city', order: 'asc' },
      { field: 'name', order: 'asc' },
    ]);
  });

  it('adds a column not sorted yet as the last sort, ascending, but before the unique id', () => {
    expect(sortAfterHeaderClick(sorts, [{ field: 'zip', sort: 'asc' }], 'id')).toEqual([
      ...sorts,
      { field: 'zip', order: 'asc' },
    ]);
    expect(sortAfterHeaderClick([{ field: 'id', order: 'desc' }], [{ field: 'zip', sort: 'asc' }], 'id')).toEqual([
      { field: 'zip', order: 'asc' },
      { field: 'id', order: 'desc' },
    ]);
  });

  it('changes nothing when the grid only tidies its model (a sort by a column it does not show)', () => {
    expect(sortAfterHeaderClick(sorts, [])).toEqual(sorts);
    expect(sortAfterHeaderClick(sorts, [{ field: 'city', sort: 'asc' }])).toEqual(sorts);
  });
});

describe('adding a sort', () => {
  it('places it before a sort by the unique id, which leaves nothing to sort after it', () => {
    expect(
      addSort(
        [
          { field: 'name', order: 'asc' },
          { field: 'id', order: 'desc' },
        ],
        'city',
        'id',
      ),
    ).toEqual([
      { field: 'name', order: 'asc' },
      { field: 'city', order: 'asc' },
      { field: 'id', order: 'desc' },
    ]);
    expect(addSort([{ field: 'name', order: 'asc' }], 'name', 'id')).toEqual([{ field: 'name', order: 'asc' }]);
  });
});
