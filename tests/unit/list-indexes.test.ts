import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { EntityDefinition, FieldDefinition } from '../../registry/types.ts';
import { loadRegistry } from '../../server/areas/load-registry.ts';
import { planSchema } from '../../server/db/schema-sync/plan-schema.ts';

// Issue 15, item 1: every column a list sorts or narrows by has a b-tree index that leads with it,
// so that a page sorted by name on millions of rows reads an index instead of sorting the table.

const registry = loadRegistry(fileURLToPath(new URL('../..', import.meta.url)));
const { statements } = planSchema(registry, { tables: new Map(), indexes: new Set() });

/** table → the columns each of its b-tree indexes (or primary key) starts with. */
const leadingColumns = new Map<string, Set<string>>();
for (const statement of statements) {
  const index = /^create (?:unique )?index "[^"]+" on "([^"]+)" \("([^"]+)"/.exec(statement);
  if (index) leadingColumns.set(index[1]!, (leadingColumns.get(index[1]!) ?? new Set()).add(index[2]!));
}

/** The columns left without an index on purpose: opted out, or text too long for a b-tree entry. */
function leftOut(field: FieldDefinition): boolean {
  if (field.schema['x-index'] === false) return true;
  if (field.sqlType === 'text' && ['textarea', 'richtext', 'jsontext', 'html'].includes(field.widget)) return true;
  return field.sqlType === 'jsonb' || (field.sqlType === 'text' && (field.schema.maxLength ?? 0) > 1000);
}

const ordered = registry.resources.flatMap((resource) =>
  [
    ...resource.list.columns.map((column) => ['lists', column] as const),
    ...resource.list.sort.map((term) => ['sorts by', term.replace(/^-/, '')] as const),
    ...Object.keys(resource.filter)
      .filter((name) => !(name in resource.flags))
      .map((column) => ['is filtered by', column] as const),
  ].map(([why, column]) => ({ resource: resource.name, entity: resource.entity, why, column })),
);

const covered = (entity: EntityDefinition, column: string) =>
  column === entity.idField || leadingColumns.get(entity.table)?.has(column) === true;

describe('list indexes of the repository registry', () => {
  it.each(ordered)('$resource $why $column: an index leads with it', ({ entity, column }) => {
    const field = entity.fields[column];
    expect(field, `${column} is a field of ${entity.name}`).toBeDefined();
    if (field && !leftOut(field)) expect(covered(entity, column)).toBe(true);
  });

  it('orders each list index by the column, then the id (the tie-breaker every page is read in)', () => {
    const sortIndexes = statements.filter((statement) => / "[^"]+_sort" on /.test(statement));
    expect(sortIndexes.length).toBeGreaterThan(0);
    for (const statement of sortIndexes) {
      const [, table, column, tieBreaker] = /on "([^"]+)" \("([^"]+)", "([^"]+)"\)$/.exec(statement) ?? [];
      const entity = Object.values(registry.entities).find((candidate) => candidate.table === table);
      expect(entity, statement).toBeDefined();
      expect(column).not.toBe(entity?.idField);
      expect(tieBreaker).toBe(entity?.idField);
    }
  });

  it('indexes the locations by name, the list of issue 15', () => {
    expect(statements).toContain('create index "tk_location_name_sort" on "tk_location" ("name", "id_tk_location")');
  });
});
