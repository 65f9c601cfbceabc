import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { ResourceDefinition } from '../../../registry/types.ts';
import { searchDocument } from '../../db/search-document.ts';
import type { FilterNode } from './filter-node.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables come from the registry at run time
export type AnyBuilder = ExpressionBuilder<any, any>;
export type Condition = (eb: AnyBuilder) => Expression<SqlBool>;

const always = sql<SqlBool>`true`;
const never = sql<SqlBool>`false`;

/** Escapes LIKE's wildcards so that a searched word matches literally. */
export const likeLiteral = (word: string) => word.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Equality on text whatever the case, said twice so that either index serves it: lower(column) =
 * lower(value), which the b-tree on lower(column) of a list column reads (schema sync makes it), and
 * ILIKE on the value with its wildcards escaped, which the trigram index of a search column reads.
 * PostgreSQL's ILIKE compares lower() of both sides, so the two always agree.
 */
function caselessCondition(eb: AnyBuilder, field: string, operator: string, value: unknown): Expression<SqlBool> {
  const column = eb.ref(field);
  const equal = (text: unknown) =>
    eb.and([
      eb(eb.fn('lower', [column]), '=', eb.fn('lower', [eb.cast(eb.val(String(text)), 'text')])),
      eb(column, 'ilike', likeLiteral(String(text))),
    ]);
  const values = Array.isArray(value) ? value : [value];
  switch (operator) {
    case '$ne':
      return eb.or([eb(column, 'is', null), eb.not(equal(value))]);
    case '$in':
      return values.length > 0 ? eb.or(values.map(equal)) : never;
    case '$nin':
      return values.length > 0 ? eb.not(eb.or(values.map(equal))) : always;
    default:
      return equal(value);
  }
}

/** Whether a record of the flag's table (not deleted, matching its `where`) refers to the row. */
function flagCondition(eb: AnyBuilder, { flag, idRef, referred }: Extract<FilterNode, { kind: 'flag' }>) {
  let referring = eb
    .selectFrom(`${flag.table} as referring`)
    .select(sql`1`.as('one'))
    .whereRef(`referring.${flag.column}`, '=', idRef);
  for (const [name, value] of Object.entries(flag.where)) referring = referring.where(`referring.${name}`, '=', value);
  if (flag.softDelete) referring = referring.where('referring.deleted_at', 'is', null);
  return referred ? eb.exists(referring) : eb.not(eb.exists(referring));
}

/** The SQL condition of a parsed filter; values always travel as parameters. */
export function filterCondition(node: FilterNode): Condition {
  return (eb) => {
    if (node.kind === 'flag') return flagCondition(eb, node);
    if (node.kind !== 'condition') {
      const parts = node.children.map((child) => filterCondition(child)(eb));
      return node.kind === 'and' ? eb.and(parts) : eb.or(parts);
    }
    const { value } = node;
    if (node.caseless) return caselessCondition(eb, node.field, node.operator, value);
    const column = eb.ref(node.field);
    switch (node.operator) {
      case '$eq':
        return eb(column, '=', value);
      case '$ne':
        return eb(column, 'is distinct from', value);
      case '$in':
        return Array.isArray(value) && value.length > 0 ? eb(column, 'in', value) : never;
      case '$nin':
        return Array.isArray(value) && value.length > 0 ? eb.not(eb(column, 'in', value)) : always;
      case '$gt':
        return eb(column, '>', value);
      case '$gte':
        return eb(column, '>=', value);
      case '$lt':
        return eb(column, '<', value);
      case '$lte':
        return eb(column, '<=', value);
      case '$like':
        return eb(column, 'like', value);
      case '$ilike':
        return eb(column, 'ilike', value);
      case '$null':
        return value === true ? eb(column, 'is', null) : eb(column, 'is not', null);
    }
  };
}

/**
 * Every word must match at least one of the resource's search columns, case-insensitively: the
 * column itself where there is one, else the search document of the columns, whose one trigram index
 * answers all the words in one scan (server/db/search-document.ts). A word of digits also matches the
 * record's id where the resource says so (`searchId`), and any word the searched column of a record
 * a reference points to (`searchReferences`).
 */
export function searchCondition(resource: ResourceDefinition, words: string[]): Condition {
  const [only, ...others] = resource.search;
  const searched = only !== undefined && others.length === 0 ? sql.ref(only) : sql.raw(searchDocument(resource.search));
  return (eb) =>
    eb.and(
      words.map((word) => {
        const pattern = `%${likeLiteral(word)}%`;
        return eb.or([
          eb(searched, 'ilike', pattern),
          ...(resource.searchId && /^[1-9]\d{0,8}$/.test(word)
            ? [eb(eb.ref(resource.entity.idField), '=', Number(word))]
            : []),
          // = any(array(…)): the referenced rows are found by their trigram index, the referencing ones by the reference's index.
          ...resource.searchReferences.map(
            ({ field, table, idField, column }) =>
              sql<SqlBool>`${sql.ref(field)} = any(array(select ${sql.ref(idField)} from ${sql.table(table)} where ${sql.ref(column)} ilike ${pattern}))`,
          ),
        ]);
      }),
    );
}

export function allOf(conditions: (Condition | undefined)[]): Condition {
  const present = conditions.filter((condition): condition is Condition => condition !== undefined);
  return (eb) => (present.length === 0 ? always : eb.and(present.map((condition) => condition(eb))));
}
