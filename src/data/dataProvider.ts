import type {
  BaseKey,
  BaseRecord,
  CreateParams,
  CustomParams,
  DataProvider,
  DeleteOneParams,
  GetListParams,
  GetManyParams,
  GetOneParams,
  MetaQuery,
  UpdateParams,
} from '@refinedev/core';
import type { ResourceDefinition } from '../../registry/types';
import { API_BASE, apiRequest } from '../api/apiClient';
import { loadRegistry } from '../registry/loadRegistry';
import { prefetch, takePrefetched } from './prefetchedAnswers';
import { appendFilters, appendSorters, appendWire, listQueryString, type WireValue } from './wireQuery';

/** A list page as the API answers it (DESIGN §4). */
interface ListPage {
  total: number;
  limit: number;
  skip: number;
  data: BaseRecord[];
  totalIsEstimate?: boolean;
}

const METHODS = { get: 'GET', post: 'POST', put: 'PUT', patch: 'PATCH', delete: 'DELETE' } as const;

async function resourceNamed(name: string): Promise<ResourceDefinition> {
  const resource = (await loadRegistry()).resource(name);
  if (!resource) throw new Error(`"${name}" is no resource of the registry`);
  return resource;
}

/** Refine reads a record's key from `id`; the API names it after the entity (`id_roles`). */
function withId<TData>(resource: ResourceDefinition, row: BaseRecord): TData {
  return { ...row, id: row[resource.entity.idField] } as TData;
}

/** The `id` alias exists only in the console: the API would refuse it as an unknown field. */
function withoutId(resource: ResourceDefinition, variables: unknown): unknown {
  if (resource.entity.idField === 'id' || typeof variables !== 'object' || variables === null) return variables;
  const { id: _alias, ...rest } = variables as BaseRecord;
  return rest;
}

type ListParams = Pick<GetListParams, 'pagination' | 'sorters' | 'filters'>;

const listPath = (resource: ResourceDefinition, { pagination, sorters, filters }: ListParams) =>
  `${resource.api}?${listQueryString({ pagination, sorters, filters, defaultPageSize: resource.list.pageSize })}`;

/** Asks for the page a list will show while its code loads; its `getList` then takes the answer. */
export const prefetchList = (resource: ResourceDefinition, params: ListParams) => prefetch(listPath(resource, params));

const recordPath = (resource: ResourceDefinition, id: BaseKey) =>
  `${resource.api}/${encodeURIComponent(String(id))}`;
const signalOf = (meta: MetaQuery | undefined) => meta?.queryContext?.signal;

/** `custom`'s URL as an API path: `/api/x` and `/x` both call `/x`. */
function customPath({ url, query, filters = [], sorters = [] }: CustomParams): string {
  const path = url.startsWith(`${API_BASE}/`) ? url.slice(API_BASE.length) : url;
  const params = new URLSearchParams();
  appendSorters(params, sorters);
  appendFilters(params, filters);
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, WireValue>)) appendWire(params, key, value);
  return params.size > 0 ? `${path}${path.includes('?') ? '&' : '?'}${params}` : path;
}

/**
 * Refine's data provider on the wire protocol of DESIGN §4: Refine's resource names are the
 * registry's (`system/roles`), the paths its `api`. Records carry their key also as `id`. A list
 * answers `totalIsEstimate` beside `total` where the server estimated, so that it can say "about N".
 */
export const dataProvider: DataProvider = {
  getApiUrl: () => API_BASE,

  async getList<TData extends BaseRecord>({ resource: name, pagination, sorters, filters, meta }: GetListParams) {
    const resource = await resourceNamed(name);
    const path = listPath(resource, { pagination, sorters, filters });
    const answer = await (takePrefetched<ListPage | BaseRecord[]>(path) ??
      apiRequest<ListPage | BaseRecord[]>(path, { signal: signalOf(meta) }));
    if (Array.isArray(answer)) {
      return { data: answer.map((row) => withId<TData>(resource, row)), total: answer.length };
    }
    return {
      data: answer.data.map((row) => withId<TData>(resource, row)),
      total: answer.total,
      totalIsEstimate: answer.totalIsEstimate === true,
    };
  },

  async getMany<TData extends BaseRecord>({ resource: name, ids, meta }: GetManyParams) {
    const resource = await resourceNamed(name);
    const params = new URLSearchParams({ pagination: 'false' });
    appendWire(params, resource.entity.idField, { $in: ids.map(String) });
    const rows = await apiRequest<BaseRecord[]>(`${resource.api}?${params}`, { signal: signalOf(meta) });
    return { data: rows.map((row) => withId<TData>(resource, row)) };
  },

  async getOne<TData extends BaseRecord>({ resource: name, id, meta }: GetOneParams) {
    const resource = await resourceNamed(name);
    const row = await apiRequest<BaseRecord>(recordPath(resource, id), { signal: signalOf(meta) });
    return { data: withId<TData>(resource, row) };
  },

  async create<TData extends BaseRecord>({ resource: name, variables }: CreateParams<unknown>) {
    const resource = await resourceNamed(name);
    const row = await apiRequest<BaseRecord>(resource.api, { method: 'POST', body: withoutId(resource, variables) });
    return { data: withId<TData>(resource, row) };
  },

  async update<TData extends BaseRecord>({ resource: name, id, variables }: UpdateParams<unknown>) {
    const resource = await resourceNamed(name);
    const body = withoutId(resource, variables);
    const row = await apiRequest<BaseRecord>(recordPath(resource, id), { method: 'PATCH', body });
    return { data: withId<TData>(resource, row) };
  },

  /** `meta.force` deletes a soft-deletable record for good, `meta.restore` brings it back. */
  async deleteOne<TData extends BaseRecord>({ resource: name, id, meta }: DeleteOneParams<unknown>) {
    const resource = await resourceNamed(name);
    const flag = meta?.force ? '?force=true' : meta?.restore ? '?restore=true' : '';
    const row = await apiRequest<BaseRecord>(`${recordPath(resource, id)}${flag}`, { method: 'DELETE' });
    return { data: withId<TData>(resource, row) };
  },

  /**
   * Any other call: `url` an API path, `query` an object in the wire syntax, `filters` and
   * `sorters` as in a list. The API client sets the headers.
   */
  async custom<TData extends BaseRecord>(params: CustomParams) {
    const method = METHODS[params.method as keyof typeof METHODS];
    if (!method) throw new Error(`The API client cannot send ${params.method.toUpperCase()}`);
    const data = await apiRequest<TData>(customPath(params), {
      method,
      body: params.payload,
      signal: signalOf(params.meta),
    });
    return { data };
  },
};
