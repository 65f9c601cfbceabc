import { ownValue } from '../../../registry/own-key.ts';
import type { FieldDefinition, ResourceDefinition } from '../../../registry/types.ts';
import { badRequest } from '../../errors.ts';
import { unknownQueryKey } from '../../http/query-string.ts';
import { coerceValue } from './coerce-value.ts';
import { COMPARISON_OPERATORS, OPERATORS, type FilterNode, type FilterValue, type Operator } from './filter-node.ts';

export interface SortTerm {
  field: string;
  direction: 'asc' | 'desc';
}

export interface ListQuery {
  limit: number;
  skip: number;
  sort: SortTerm[];
  /** Fields to answer; undefined: all readable fields. */
  select?: string[];
  filter?: FilterNode;
  /** Words that must each match one of the resource's search columns. */
  search: string[];
  paginate: boolean;
  /** The `next` cursor of the page before: the page starts after its row (keyset paging). */
  after?: string;
}

/** `$limit=-1` asks for this many rows (spec 1 §9). */
export const LIMIT_ALL = 1000;
/** `pagination=false` without `$limit` answers at most this many rows. */
export const UNPAGINATED_CAP = 10_000;
const MAX_SEARCH_WORDS = 10;
const MAX_LIST_VALUES = 1000;

const CONTROL_KEYS = ['$limit', '$skip', '$after', '$sort', '$select', '$search', '$or', '$and', 'pagination'];

const wrongType = (key: string, type: string) =>
  badRequest(`"${key}" must be ${type}`, [{ field: key, key: 'error.type', params: { type } }]);

function integerParameter(raw: unknown, key: string, minimum: number): number {
  if (typeof raw !== 'string' || !/^-?\d{1,9}$/.test(raw) || Number(raw) < minimum)
    throw wrongType(key, `an integer of at least ${minimum}`);
  return Number(raw);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** qs answers an object with numeric keys for a sparse or long list: accept it as a list. */
function asArray(value: unknown, key: string): unknown[] {
  if (Array.isArray(value)) return value;
  if (isPlainObject(value) && Object.keys(value).every((index) => /^\d+$/.test(index))) return Object.values(value);
  if (typeof value === 'string') return [value];
  throw wrongType(key, 'a list');
}

function filterableField(resource: ResourceDefinition, name: string, key: string): FieldDefinition {
  const field = ownValue(resource.entity.fields, name);
  if (!field) throw unknownQueryKey(key);
  if (field.private || field.writeOnly)
    throw badRequest(`"${name}" cannot be filtered`, [{ field: key, key: 'error.private_field' }]);
  if (field.sqlType === 'jsonb')
    throw badRequest(`"${name}" cannot be filtered`, [{ field: key, key: 'error.not_filterable' }]);
  return field;
}

function condition(resource: ResourceDefinition, name: string, value: unknown, key: string): FilterNode {
  const field = filterableField(resource, name, key);
  if (Array.isArray(value)) return operatorCondition(field, '$in', value, `${key}[$in]`);
  if (!isPlainObject(value))
    return {
      kind: 'condition',
      field: name,
      operator: '$eq',
      value: member(field, coerceValue(value, field, key)),
      ...caseless(field, '$eq'),
    };

  const conditions = Object.entries(value).map(([operator, operand]) => {
    if (!(OPERATORS as readonly string[]).includes(operator))
      throw badRequest(`Unknown operator "${operator}"`, [
        { field: `${key}[${operator}]`, key: 'error.unknown_operator' },
      ]);
    return operatorCondition(field, operator as Operator, operand, `${key}[${operator}]`);
  });
  if (conditions.length === 0) throw wrongType(key, 'a value or an operator');
  return conditions.length === 1 ? (conditions[0] as FilterNode) : { kind: 'and', children: conditions };
}

const EQUALITIES: readonly Operator[] = ['$eq', '$ne', '$in', '$nin'];

/**
 * Text is equal whatever its case, as `$ilike` matches (docs/decisions.md "Text filters ignore case").
 * An enum's value is its member of that spelling instead, compared exactly: the planner then reads the
 * column's statistics, and a status filter's total and plan follow them.
 */
const caseless = (field: FieldDefinition, operator: Operator) =>
  field.text && !field.enum && EQUALITIES.includes(operator) ? { caseless: true } : {};

function member(field: FieldDefinition, value: FilterValue): FilterValue {
  if (!field.enum || typeof value !== 'string') return value;
  const lower = value.toLowerCase();
  const found = field.enum.find((candidate) => typeof candidate === 'string' && candidate.toLowerCase() === lower);
  return typeof found === 'string' ? found : value;
}

function operatorCondition(field: FieldDefinition, operator: Operator, operand: unknown, key: string): FilterNode {
  const node = (value: FilterValue | FilterValue[]): FilterNode => ({
    kind: 'condition',
    field: field.name,
    operator,
    value,
    ...caseless(field, operator),
  });
  switch (operator) {
    case '$in':
    case '$nin': {
      const values = asArray(operand, key);
      if (values.length > MAX_LIST_VALUES) throw wrongType(key, `a list of at most ${MAX_LIST_VALUES} values`);
      return node(values.map((value, index) => member(field, coerceValue(value, field, `${key}[${index}]`))));
    }
    case '$null':
      if (operand === 'true' || operand === 'false') return node(operand === 'true');
      throw wrongType(key, 'true or false');
    case '$like':
    case '$ilike':
      if (!field.text)
        throw badRequest(`${operator} needs a text field`, [{ field: key, key: 'error.operator_not_applicable' }]);
      return node(coerceValue(operand, field, key));
    default:
      if ((COMPARISON_OPERATORS as readonly string[]).includes(operator) && !(field.ordered || field.text))
        throw badRequest(`${operator} needs an ordered field`, [{ field: key, key: 'error.operator_not_applicable' }]);
      return node(
        operator === '$ne' ? member(field, coerceValue(operand, field, key)) : coerceValue(operand, field, key),
      );
  }
}

/** `?driversOnly=true`: the rows some record of the flag's table refers to; `false`: the others. */
function flagNode(resource: ResourceDefinition, name: string, value: unknown, key: string): FilterNode {
  // A fixed filter (resources/*.json) says true, the query string 'true'.
  if (![true, false, 'true', 'false'].includes(value as string)) throw wrongType(key, 'true or false');
  const { table, idField } = resource.entity;
  const referred = value === true || value === 'true';
  return { kind: 'flag', flag: resource.flags[name]!, idRef: `${table}.${idField}`, referred };
}

/** A filter object in the wire syntax (the query's field keys, `$or`, `$and`) as a FilterNode. */
export function parseFilter(
  resource: ResourceDefinition,
  query: Record<string, unknown>,
  prefix = '',
  depth = 0,
): FilterNode | undefined {
  const children: FilterNode[] = [];
  for (const [name, value] of Object.entries(query)) {
    const key = prefix ? `${prefix}[${name}]` : name;
    if (name === '$or' || name === '$and') {
      if (depth >= 3) throw wrongType(key, 'at most three levels of $or/$and');
      const branches = asArray(value, key).map((branch, index) => {
        if (!isPlainObject(branch)) throw wrongType(`${key}[${index}]`, 'an object of conditions');
        return parseFilter(resource, branch, `${key}[${index}]`, depth + 1);
      });
      const present = branches.filter((branch): branch is FilterNode => branch !== undefined);
      if (present.length > 0) children.push({ kind: name === '$or' ? 'or' : 'and', children: present });
    } else if (name.startsWith('$')) {
      throw unknownQueryKey(key);
    } else if (ownValue(resource.flags, name)) {
      children.push(flagNode(resource, name, value, key));
    } else {
      children.push(condition(resource, name, value, key));
    }
  }
  if (children.length === 0) return undefined;
  return children.length === 1 ? children[0] : { kind: 'and', children };
}

function parseSort(resource: ResourceDefinition, raw: unknown): SortTerm[] {
  if (!isPlainObject(raw)) throw wrongType('$sort', 'an object like $sort[field]=1');
  return Object.entries(raw).map(([name, direction]) => {
    const key = `$sort[${name}]`;
    const field = ownValue(resource.entity.fields, name);
    if (!field) throw unknownQueryKey(key);
    if (field.private || field.writeOnly || field.sqlType === 'jsonb')
      throw badRequest(`"${name}" cannot be sorted`, [{ field: key, key: 'error.private_field' }]);
    if (direction !== '1' && direction !== '-1') throw wrongType(key, '1 or -1');
    return { field: name, direction: direction === '1' ? 'asc' : 'desc' };
  });
}

export function parseSelect(resource: ResourceDefinition, raw: unknown): string[] {
  const names = typeof raw === 'string' ? raw.split(',') : asArray(raw, '$select');
  return names.map((name, index) => {
    const key = `$select[${index}]`;
    if (typeof name !== 'string') throw wrongType(key, 'a field name');
    const field = ownValue(resource.entity.fields, name);
    if (!field)
      throw badRequest(`Unknown field "${name}" in $select`, [
        { field: key, key: 'error.unknown_query_key', params: { name } },
      ]);
    if (field.writeOnly) throw badRequest(`"${name}" cannot be read`, [{ field: key, key: 'error.private_field' }]);
    return name;
  });
}

function parseSearch(resource: ResourceDefinition, raw: unknown): string[] {
  if (typeof raw !== 'string') throw wrongType('$search', 'text');
  if (resource.search.length === 0)
    throw badRequest('This list has no text search', [{ field: '$search', key: 'error.not_searchable' }]);
  const words = raw.split(/\s+/).filter(Boolean);
  if (words.length > MAX_SEARCH_WORDS || words.some((word) => word.length > 100))
    throw wrongType('$search', `at most ${MAX_SEARCH_WORDS} words of up to 100 characters`);
  return words;
}

/** Reads a list request's query (as qs parsed it) against the resource; throws 400 on anything unknown or mistyped. */
export function parseListQuery(resource: ResourceDefinition, query: Record<string, unknown>): ListQuery {
  const { maxLimit, pageSize } = resource.list;
  const paginate = query.pagination === undefined ? true : query.pagination !== 'false';
  if (query.pagination !== undefined && query.pagination !== 'false' && query.pagination !== 'true')
    throw wrongType('pagination', 'true or false');

  let limit = paginate ? pageSize : UNPAGINATED_CAP;
  if (query.$limit !== undefined) {
    const requested = integerParameter(query.$limit, '$limit', -1);
    limit = Math.min(requested === -1 ? LIMIT_ALL : requested, maxLimit);
  }
  const filterKeys = Object.fromEntries(
    Object.entries(query).filter(([key]) => !CONTROL_KEYS.includes(key) || key === '$or' || key === '$and'),
  );
  const after = query.$after;
  if (after !== undefined && (typeof after !== 'string' || query.$skip !== undefined || !paginate))
    throw wrongType('$after', 'a "next" cursor, without $skip or pagination=false');
  return {
    after: typeof after === 'string' ? after : undefined,
    limit,
    skip: query.$skip === undefined ? 0 : integerParameter(query.$skip, '$skip', 0),
    sort: query.$sort === undefined ? [] : parseSort(resource, query.$sort),
    select: query.$select === undefined ? undefined : parseSelect(resource, query.$select),
    filter: parseFilter(resource, filterKeys),
    search: query.$search === undefined ? [] : parseSearch(resource, query.$search),
    paginate,
  };
}
