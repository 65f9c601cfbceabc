import { describe, expect, it } from 'vitest';
import {
  customerListFromUrl,
  customerListQuery,
  customerListUrl,
  customerPaging,
} from '../../custom/agencies/customerPaging.ts';

describe('the agency customer list paging of spec 1 §2', () => {
  it('asks limit size − 1 and offset (page − 1) × size + 1', () => {
    expect(customerPaging(1, 150)).toEqual({ limit: 149, offset: 1 });
    expect(customerPaging(2, 150)).toEqual({ limit: 149, offset: 151 });
    expect(customerPaging(3, 50)).toEqual({ limit: 49, offset: 101 });
  });

  it('sends the agency only where one was chosen, the search trimmed and the sort with its direction', () => {
    const staff = new URLSearchParams(
      customerListQuery({
        page: 2,
        size: 150,
        search: '  Lüne ',
        sort: { field: 'ort', descending: true },
        agency: undefined,
      }),
    );
    expect(Object.fromEntries(staff)).toEqual({ limit: '149', offset: '151', search: 'Lüne', sort: '-ort' });
    const admin = new URLSearchParams(customerListQuery({ page: 1, size: 50, search: '', sort: undefined, agency: 4 }));
    expect(Object.fromEntries(admin)).toEqual({ getCustomersFor: '4', limit: '49', offset: '1' });
  });

  it('keeps its state in the address, the defaults left out and what is wrong taken as the default', () => {
    const state = { page: 3, size: 25, search: 'Meier', sort: { field: 'name1' as const, descending: false } };
    expect(customerListFromUrl(customerListUrl(state))).toEqual(state);
    expect(customerListUrl({ page: 1, size: 150, search: '', sort: undefined }).toString()).toBe('');
    expect(customerListFromUrl(new URLSearchParams('page=0&size=7&sort=-password'))).toEqual({
      page: 1,
      size: 150,
      search: '',
      sort: undefined,
    });
  });
});
