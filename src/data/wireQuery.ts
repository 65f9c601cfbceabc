import type { CrudFilter, CrudSort, Pagination } from '@refinedev/core';

/** A value in a query string of the wire protocol (DESIGN §4), before it is written in bracket syntax. */
export type WireValue = string | WireValue[] | { [key: string]: WireValue };
type WireFilter = Record<string, WireValue>;

/** Refine's name for the text search over the resource's search columns. */
const SEARCH_FIELD = 'q';

const scalar = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));
const list = (value: unknown): string[] => (Array.isArray(value) ? value : [value]).map(scalar);
const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
/** Wildcards in a searched text match literally: the server's LIKE escape character is the backslash. */
const likeLiteral = (text: unknown) => scalar(text).replace(/[\\%_]/g, (character) => `\\${character}`);
const isOperatorObject = (value: WireValue | undefined): value is Record<string, WireValue> =>
  typeof value === 'object' && !Array.isArray(value);

function fieldCondition(field: string, operator: string, value: unknown): WireValue | undefined {
  if (operator === 'null' || operator === 'nnull') return { $null: String(operator === 'null') };
  if (isEmpty(value)) return undefined;
  switch (operator) {
    case 'eq':
      return Array.isArray(value) ? { $in: list(value) } : scalar(value);
    case 'ne':
    case 'lt':
    case 'lte':
    case 'gt':
    case 'gte':
      return { [`$${operator}`]: scalar(value) };
    case 'in':
    case 'nin':
      return { [`$${operator}`]: list(value) };
    case 'contains':
      return { $ilike: `%${likeLiteral(value)}%` };
    case 'containss':
      return { $like: `%${likeLiteral(value)}%` };
    case 'startswith':
      return { $ilike: `${likeLiteral(value)}%` };
    case 'startswiths':
      return { $like: `${likeLiteral(value)}%` };
    case 'endswith':
      return { $ilike: `%${likeLiteral(value)}` };
    case 'endswiths':
      return { $like: `%${likeLiteral(value)}` };
    case 'between': {
      const [from, to] = list(value);
      return {
        ...(isEmpty(from) ? {} : { $gte: from as string }),
        ...(isEmpty(to) ? {} : { $lte: to as string }),
      };
    }
    default:
      throw new Error(`The API has no filter operator for "${operator}" (field "${field}")`);
  }
}

/**
 * Adds a condition; a second one on the same key joins the first where their operators differ
 * (`price[$gte]` and `price[$lt]`) and goes into `$and` otherwise.
 */
function addCondition(filter: WireFilter, key: string, value: WireValue) {
  const existing = filter[key];
  if (existing === undefined) {
    filter[key] = value;
  } else if (key === '$and' && Array.isArray(existing) && Array.isArray(value)) {
    filter.$and = [...existing, ...value];
  } else if (
    isOperatorObject(existing) &&
    isOperatorObject(value) &&
    !key.startsWith('$') &&
    Object.keys(value).every((operator) => !(operator in existing))
  ) {
    filter[key] = { ...existing, ...value };
  } else {
    addCondition(filter, '$and', [{ [key]: value }]);
  }
}

/** Refine's filters as the wire protocol's filter object; empty values are no filter. */
function wireFilter(filters: readonly CrudFilter[]): WireFilter {
  const filter: WireFilter = {};
  for (const crudFilter of filters) {
    if ('field' in crudFilter) {
      const condition = fieldCondition(crudFilter.field, crudFilter.operator, crudFilter.value);
      if (condition !== undefined) addCondition(filter, crudFilter.field, condition);
    } else {
      const branches = crudFilter.value
        .map((child) => wireFilter([child]))
        .filter((branch) => Object.keys(branch).length > 0);
      if (branches.length > 0) addCondition(filter, `$${crudFilter.operator}`, branches);
    }
  }
  return filter;
}

/**
 * Writes a value in the bracket syntax the server's query parser reads: `field[$in][]=1`,
 * `$sort[name]=1`, `$or[0][field]=value`.
 */
export function appendWire(params: URLSearchParams, key: string, value: WireValue) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => appendWire(params, typeof item === 'string' ? `${key}[]` : `${key}[${index}]`, item));
  } else if (typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) appendWire(params, `${key}[${name}]`, item);
  } else {
    params.append(key, value);
  }
}

export interface ListRequest {
  pagination?: Pagination;
  sorters?: readonly CrudSort[];
  filters?: readonly CrudFilter[];
  /** The page size when Refine gives none. */
  defaultPageSize: number;
}

/** Refine's sorters as `$sort[field]=1|-1`, in order: the first sorts first. */
export function appendSorters(params: URLSearchParams, sorters: readonly CrudSort[]) {
  for (const { field, order } of sorters) params.append(`$sort[${field}]`, order === 'desc' ? '-1' : '1');
}

/** Refine's filters as wire conditions; a filter on `q` is the text search `$search`. */
export function appendFilters(params: URLSearchParams, filters: readonly CrudFilter[]) {
  const isSearch = (filter: CrudFilter) => 'field' in filter && filter.field === SEARCH_FIELD;
  for (const [key, value] of Object.entries(wireFilter(filters.filter((filter) => !isSearch(filter)))))
    appendWire(params, key, value);
  const search = filters.find(isSearch)?.value as unknown;
  const words = isEmpty(search) ? '' : scalar(search).trim();
  if (words) params.set('$search', words);
}

/** The query string of a list call: paging, sort, filters and the text search. */
export function listQueryString({ pagination, sorters = [], filters = [], defaultPageSize }: ListRequest): string {
  const params = new URLSearchParams();
  const { currentPage = 1, pageSize = defaultPageSize, mode = 'server' } = pagination ?? {};
  if (mode === 'server') {
    params.set('$limit', String(pageSize));
    params.set('$skip', String((currentPage - 1) * pageSize));
  } else {
    params.set('pagination', 'false');
  }
  appendSorters(params, sorters);
  appendFilters(params, filters);
  return params.toString();
}
