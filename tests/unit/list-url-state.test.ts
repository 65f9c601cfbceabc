import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_ROWS,
  listUrlParams,
  pageSizeOptions,
  parseListUrl,
  rowsPerPage,
  type ListUrlState,
} from '../../src/screens/list/listUrlState.ts';
import { registry } from '../../src/registry/registry.ts';

const customers = registry.resource('customers/customers')!;
const genres = registry.resource('tickets/genres')!;

const parse = (query: string, resource = customers) => parseListUrl(resource, new URLSearchParams(query));
const serialise = (state: ListUrlState, resource = customers) => listUrlParams(resource, state).toString();

describe('the list state in the URL', () => {
  it('starts on page 1 with the resource’s page size and default sort (here on no list column)', () => {
    expect(parse('')).toEqual({
      page: 1,
      perPage: 20,
      sorts: [{ field: 'id_vc_card', order: 'desc' }],
      filters: {},
      search: '',
      trash: false,
    });
    expect(serialise(parse(''))).toBe('');
  });

  it('reads page, page size, sorts in order, filters and search, and writes them back the same', () => {
    const query = 'page=3&perPage=50&sort=-city&sort=name&filter.name=%25rock&filter.bonus_points=%3E10&q=hamburg+nord';
    const state = parse(query);
    expect(state).toEqual({
      page: 3,
      perPage: 50,
      sorts: [
        { field: 'city', order: 'desc' },
        { field: 'name', order: 'asc' },
      ],
      filters: { name: '%rock', bonus_points: '>10' },
      search: 'hamburg nord',
      trash: false,
    });
    expect(serialise(state)).toBe(query);
  });

  it('offers the usual page sizes, the resource’s own and -1, which is 1000 rows or the resource’s limit', () => {
    expect(pageSizeOptions(customers)).toEqual([10, 20, 50, 100, ALL_ROWS]);
    const agencyCustomers = { ...customers, list: { ...customers.list, pageSize: 150, maxLimit: 500 } };
    expect(pageSizeOptions(agencyCustomers)).toEqual([10, 20, 50, 100, 150, ALL_ROWS]);
    expect(parse('', agencyCustomers).perPage).toBe(150);
    expect(parse('perPage=-1').perPage).toBe(ALL_ROWS);
    expect(serialise(parse('perPage=-1'))).toBe('perPage=-1');
    expect(rowsPerPage(customers, ALL_ROWS)).toBe(1000);
    expect(rowsPerPage(agencyCustomers, ALL_ROWS)).toBe(500);
    expect(rowsPerPage(customers, 50)).toBe(50);
  });

  it('shows the trash only of a soft-delete resource', () => {
    expect(parse('trash=1', genres).trash).toBe(true);
    expect(serialise(parse('trash=1', genres), genres)).toBe('trash=1');
    expect(parse('trash=yes', genres).trash).toBe(false);
    expect(parse('trash=1').trash).toBe(false);
  });

  it('keeps "no sort at all" apart from the default sort', () => {
    const unsorted = { ...parse(''), sorts: [] };
    expect(serialise(unsorted)).toBe('sort=');
    expect(parse('sort=').sorts).toEqual([]);
  });

  it('falls back to the defaults for malformed, unknown or unsafe values', () => {
    expect(parse('page=0&perPage=1000').page).toBe(1);
    expect(parse('page=-2').page).toBe(1);
    expect(parse('page=2x').page).toBe(1);
    // "All" is written -1, as the spec writes it.
    expect(parse('perPage=1000').perPage).toBe(20);
    expect(parse('perPage=-2').perPage).toBe(20);
    expect(parse('perPage=7').perPage).toBe(20);
    expect(parse('sort=nosuchfield&sort=-name&sort=name&sort=contacts').sorts).toEqual([
      { field: 'name', order: 'desc' },
    ]);
    // Filters only on list columns that are not private, write-only or JSON.
    expect(parse('filter.contacts=x&filter.street=Hauptstr&filter.name=Anna').filters).toEqual({ name: 'Anna' });
  });

  it('ignores a search where the resource has no search columns', () => {
    expect(parse('q=anna', { ...genres, search: [] }).search).toBe('');
    expect(parse('q=anna', genres).search).toBe('anna');
  });

  it('survives any valid state through the URL unchanged', () => {
    const sortable = ['name', 'zip', 'city', 'kuschick_id', 'ratio_id', 'regular', 'bonus_points', 'id_vc_card'];
    const states = fc.record({
      page: fc.integer({ min: 1, max: 100_000 }),
      perPage: fc.constantFrom(10, 20, 50, 100),
      sorts: fc.uniqueArray(
        fc.record({ field: fc.constantFrom(...sortable), order: fc.constantFrom('asc' as const, 'desc' as const) }),
        { selector: (sort) => sort.field, maxLength: 4 },
      ),
      filters: fc.dictionary(
        fc.constantFrom('name', 'zip', 'city', 'bonus_points', 'regular'),
        fc.string({ minLength: 1 }),
      ),
      search: fc.string(),
      // Customers have no trash.
      trash: fc.constant(false),
    });
    fc.assert(
      fc.property(states, (state) => {
        expect(parseListUrl(customers, new URLSearchParams(serialise(state)))).toEqual(state);
      }),
    );
  });
});
