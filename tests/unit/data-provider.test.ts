// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/apiClient.ts';
import { dataProvider, prefetchList } from '../../src/data/dataProvider.ts';
import { registry } from '../../src/registry/registry.ts';
import { parseQueryString } from '../../server/http/query-string.ts';

interface Sent {
  url: string;
  method: string;
  body: unknown;
  authorization: string | undefined;
}

let sent: Sent[];
let answers: { status: number; body: unknown }[];

beforeEach(() => {
  sent = [];
  answers = [];
  localStorage.setItem('auth._token.local', 'Bearer test-token');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      sent.push({
        url: decodeURIComponent(url.replace(/\+/g, ' ')),
        method: init.method ?? 'GET',
        body: init.body === undefined ? undefined : JSON.parse(init.body as string),
        authorization: headers.authorization,
      });
      const answer = answers.shift() ?? { status: 200, body: {} };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const answer = (body: unknown, status = 200) => answers.push({ status, body });
const lastUrl = () => sent.at(-1)?.url;
const role = (id: number, name: string) => ({ id_roles: id, role: name, admin: false, access: {} });

describe('getList', () => {
  it('pages, sorts and maps the page to data and total, with the record key as id', async () => {
    answer({ total: 42, limit: 20, skip: 20, data: [role(3, 'guide')] });
    const result = await dataProvider.getList({
      resource: 'system/roles',
      pagination: { currentPage: 2, pageSize: 20 },
      sorters: [
        { field: 'role', order: 'asc' },
        { field: 'id_roles', order: 'desc' },
      ],
    });
    expect(sent).toEqual([
      {
        url: '/api/roles?$limit=20&$skip=20&$sort[role]=1&$sort[id_roles]=-1',
        method: 'GET',
        body: undefined,
        authorization: 'Bearer test-token',
      },
    ]);
    expect(result).toEqual({ data: [{ id: 3, ...role(3, 'guide') }], total: 42, totalIsEstimate: false });
  });

  it('passes an estimated total on', async () => {
    answer({ total: 2_000_000, totalIsEstimate: true, limit: 20, skip: 0, data: [] });
    const result = await dataProvider.getList({ resource: 'tickets/genres' });
    expect(lastUrl()).toBe('/api/ticket/genre?$limit=20&$skip=0');
    expect(result).toMatchObject({ total: 2_000_000, totalIsEstimate: true });
  });

  it('asks for every row without pagination, and reads the plain array', async () => {
    answer([role(1, 'a'), role(2, 'b')]);
    const result = await dataProvider.getList({ resource: 'system/roles', pagination: { mode: 'off' } });
    expect(lastUrl()).toBe('/api/roles?pagination=false');
    expect(result.total).toBe(2);
    expect(result.data.map((row) => row.id)).toEqual([1, 2]);
  });

  it.each([
    [{ field: 'stock', operator: 'eq', value: 5 }, 'stock=5'],
    [{ field: 'active', operator: 'eq', value: false }, 'active=false'],
    [{ field: 'stock', operator: 'ne', value: 5 }, 'stock[$ne]=5'],
    [{ field: 'stock', operator: 'lt', value: 3 }, 'stock[$lt]=3'],
    [{ field: 'stock', operator: 'lte', value: 3 }, 'stock[$lte]=3'],
    [{ field: 'stock', operator: 'gt', value: 3 }, 'stock[$gt]=3'],
    [{ field: 'stock', operator: 'gte', value: 3 }, 'stock[$gte]=3'],
    [{ field: 'stock', operator: 'in', value: [1, 5] }, 'stock[$in][]=1&stock[$in][]=5'],
    [{ field: 'stock', operator: 'nin', value: [1] }, 'stock[$nin][]=1'],
    [{ field: 'name', operator: 'contains', value: 'Rock' }, 'name[$ilike]=%Rock%'],
    [{ field: 'name', operator: 'contains', value: '50%_off' }, 'name[$ilike]=%50\\%\\_off%'],
    [{ field: 'name', operator: 'containss', value: 'Rock' }, 'name[$like]=%Rock%'],
    [{ field: 'name', operator: 'startswith', value: 'Ro' }, 'name[$ilike]=Ro%'],
    [{ field: 'name', operator: 'endswith', value: 'ck' }, 'name[$ilike]=%ck'],
    [{ field: 'description', operator: 'null', value: true }, 'description[$null]=true'],
    [{ field: 'description', operator: 'nnull', value: true }, 'description[$null]=false'],
    [
      { field: 'released', operator: 'between', value: ['2024-01-01', '2024-06-30'] },
      'released[$gte]=2024-01-01&released[$lte]=2024-06-30',
    ],
    [
      { field: 'on_sale_from', operator: 'gte', value: new Date('2024-04-01T08:00:00Z') },
      'on_sale_from[$gte]=2024-04-01T08:00:00.000Z',
    ],
    [
      {
        operator: 'or',
        value: [
          { field: 'stock', operator: 'eq', value: 5 },
          { field: 'name', operator: 'eq', value: 'Beta Phone' },
        ],
      },
      '$or[0][stock]=5&$or[1][name]=Beta Phone',
    ],
    [
      {
        operator: 'and',
        value: [
          {
            operator: 'or',
            value: [
              { field: 'stock', operator: 'eq', value: 1 },
              { field: 'stock', operator: 'eq', value: 6 },
            ],
          },
          { field: 'active', operator: 'eq', value: true },
        ],
      },
      '$and[0][$or][0][stock]=1&$and[0][$or][1][stock]=6&$and[1][active]=true',
    ],
    [{ field: 'q', operator: 'contains', value: '  two words ' }, '$search=two words'],
  ])('filter %j', async (filter, query) => {
    answer({ total: 0, limit: 20, skip: 0, data: [] });
    await dataProvider.getList({ resource: 'system/roles', pagination: { mode: 'off' }, filters: [filter as never] });
    expect(lastUrl()).toBe(`/api/roles?pagination=false&${query}`);
  });

  it('joins conditions on one field, puts clashing ones into $and, and drops empty ones', async () => {
    answer([]);
    await dataProvider.getList({
      resource: 'system/roles',
      pagination: { mode: 'off' },
      filters: [
        { field: 'price', operator: 'gte', value: 10 },
        { field: 'price', operator: 'lt', value: 30 },
        { field: 'stock', operator: 'eq', value: 1 },
        { field: 'stock', operator: 'ne', value: 2 },
        { field: 'name', operator: 'contains', value: '' },
        { field: 'id', operator: 'in', value: [] },
        { field: 'q', operator: 'contains', value: undefined },
      ],
    });
    expect(lastUrl()).toBe('/api/roles?pagination=false&price[$gte]=10&price[$lt]=30&stock=1&$and[0][stock][$ne]=2');
  });

  it('writes what the query parser of the server reads back', async () => {
    answer([]);
    await dataProvider.getList({
      resource: 'system/roles',
      pagination: { currentPage: 1, pageSize: 5 },
      sorters: [{ field: 'role', order: 'desc' }],
      filters: [
        { field: 'q', operator: 'contains', value: 'bus driver' },
        { field: 'role', operator: 'in', value: ['a b', 'c&d', '50%'] },
        {
          operator: 'or',
          value: [
            { field: 'admin', operator: 'eq', value: true },
            { field: 'role', operator: 'startswith', value: 'x+y' },
          ],
        },
      ],
    });
    const raw = (vi.mocked(fetch).mock.calls[0]?.[0] as string).split('?')[1] as string;
    expect(parseQueryString(raw)).toEqual({
      $limit: '5',
      $skip: '0',
      $sort: { role: '-1' },
      role: { $in: ['a b', 'c&d', '50%'] },
      $or: [{ admin: 'true' }, { role: { $ilike: 'x+y%' } }],
      $search: 'bus driver',
    });
  });

  it('refuses an operator the API does not have', async () => {
    await expect(
      dataProvider.getList({ resource: 'system/roles', filters: [{ field: 'tags', operator: 'ina', value: ['x'] }] }),
    ).rejects.toThrow(/"ina"/);
    expect(sent).toEqual([]);
  });

  it('refuses a resource the registry does not have', async () => {
    await expect(dataProvider.getList({ resource: 'nope/nothing' })).rejects.toThrow(/no resource/);
  });
});

describe('records', () => {
  it('getOne reads one record by its key', async () => {
    answer(role(7, 'guide'));
    expect(await dataProvider.getOne({ resource: 'system/roles', id: 7 })).toEqual({
      data: { id: 7, ...role(7, 'guide') },
    });
    expect(sent[0]).toMatchObject({ url: '/api/roles/7', method: 'GET' });
  });

  it('getMany asks for the keys with $in, unpaginated', async () => {
    answer([role(1, 'a'), role(4, 'b')]);
    const result = await dataProvider.getMany?.({ resource: 'system/roles', ids: [1, 4] });
    expect(lastUrl()).toBe('/api/roles?pagination=false&id_roles[$in][]=1&id_roles[$in][]=4');
    expect(result?.data.map((row) => row.id)).toEqual([1, 4]);
  });

  it('create posts the values, without the console-only id', async () => {
    answer(role(9, 'guide'), 201);
    const result = await dataProvider.create({
      resource: 'system/roles',
      variables: { id: 3, role: 'guide', access: { 'myprofile-read': true } },
    });
    expect(sent[0]).toMatchObject({
      url: '/api/roles',
      method: 'POST',
      body: { role: 'guide', access: { 'myprofile-read': true } },
    });
    expect(result.data).toMatchObject({ id: 9, role: 'guide' });
  });

  it('update patches the named fields', async () => {
    answer({ ...role(9, 'guide'), admin: true });
    const result = await dataProvider.update({ resource: 'system/roles', id: 9, variables: { admin: true } });
    expect(sent[0]).toMatchObject({ url: '/api/roles/9', method: 'PATCH', body: { admin: true } });
    expect(result.data).toMatchObject({ id: 9, admin: true });
  });

  it('deleteOne deletes, for good or restoring where asked', async () => {
    answer(role(9, 'guide'));
    answer(role(9, 'guide'));
    answer(role(9, 'guide'));
    await dataProvider.deleteOne({ resource: 'tickets/genres', id: 9 });
    await dataProvider.deleteOne({ resource: 'tickets/genres', id: 9, meta: { force: true } });
    const restored = await dataProvider.deleteOne({ resource: 'tickets/genres', id: 9, meta: { restore: true } });
    expect(sent.map(({ url, method }) => `${method} ${url}`)).toEqual([
      'DELETE /api/ticket/genre/9',
      'DELETE /api/ticket/genre/9?force=true',
      'DELETE /api/ticket/genre/9?restore=true',
    ]);
    expect(restored.data).toMatchObject({ id_roles: 9 });
  });

  it('throws the API error with status and message key', async () => {
    answer(
      { name: 'Unprocessable', message: 'still referenced', code: 422, errors: [{ key: 'error.reference' }] },
      422,
    );
    const failure = await dataProvider.deleteOne({ resource: 'system/roles', id: 2 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ statusCode: 422, key: 'error.reference', message: 'still referenced' });
  });
});

describe('custom', () => {
  it('calls an API path with a query in the wire syntax, filters and a body', async () => {
    answer({ sent: true });
    const result = await dataProvider.custom?.({
      url: '/api/tickets/scan',
      method: 'post',
      query: { mode: 'test', ids: ['1', '2'] },
      filters: [{ field: 'q', operator: 'contains', value: 'x' }],
      payload: { code: 'ABC' },
    });
    expect(sent[0]).toMatchObject({
      url: '/api/tickets/scan?$search=x&mode=test&ids[]=1&ids[]=2',
      method: 'POST',
      body: { code: 'ABC' },
    });
    expect(result?.data).toEqual({ sent: true });
  });

  it('takes a path without the /api prefix, and refuses verbs the client cannot send', async () => {
    answer([]);
    await dataProvider.custom?.({ url: '/roles/all', method: 'get' });
    expect(lastUrl()).toBe('/api/roles/all');
    await expect(dataProvider.custom?.({ url: '/roles', method: 'head' })).rejects.toThrow(/HEAD/);
  });
});

describe('a list page asked for ahead (prefetchList)', () => {
  const genres = () => {
    const resource = registry.resource('tickets/genres');
    if (!resource) throw new Error('The registry has no tickets/genres');
    return resource;
  };
  const params = (page: number) => ({
    pagination: { currentPage: page, pageSize: 20, mode: 'server' as const },
    sorters: [{ field: 'name', order: 'asc' as const }],
  });
  const emptyPage = () => answer({ total: 0, limit: 20, skip: 0, data: [] });

  it('is taken by the list that asks for the same page, which does not ask again', async () => {
    answer({ total: 1, limit: 20, skip: 0, data: [{ id_tk_genre: 7, name: 'Jazz' }] });
    prefetchList(genres(), params(1));
    expect(sent).toHaveLength(1);
    const result = await dataProvider.getList({ resource: 'tickets/genres', ...params(1) });
    expect(sent).toHaveLength(1);
    expect(result.data).toEqual([{ id: 7, id_tk_genre: 7, name: 'Jazz' }]);
    // Taken once: the next load of the page asks the server.
    emptyPage();
    await dataProvider.getList({ resource: 'tickets/genres', ...params(1) });
    expect(sent).toHaveLength(2);
  });

  it('is not taken for another page, and not after ten seconds', async () => {
    for (let call = 0; call < 3; call += 1) emptyPage();
    prefetchList(genres(), params(1));
    await dataProvider.getList({ resource: 'tickets/genres', ...params(2) });
    expect(sent.map((call) => call.url)).toEqual([
      '/api/ticket/genre?$limit=20&$skip=0&$sort[name]=1',
      '/api/ticket/genre?$limit=20&$skip=20&$sort[name]=1',
    ]);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 10_001);
      await dataProvider.getList({ resource: 'tickets/genres', ...params(1) });
      expect(sent).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('hands its failure to the list that takes it', async () => {
    answer({ name: 'Forbidden', message: 'No', errors: [{ key: 'error.forbidden' }] }, 403);
    prefetchList(genres(), params(3));
    await expect(dataProvider.getList({ resource: 'tickets/genres', ...params(3) })).rejects.toMatchObject({
      statusCode: 403,
    });
    expect(sent).toHaveLength(1);
  });
});
