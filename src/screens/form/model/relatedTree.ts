import type { EntityDefinition } from '../../../../registry/types';

type Row = Readonly<Record<string, unknown>>;

export interface TreeRow {
  row: Row;
  depth: number;
}

/**
 * Rows of an entity that may nest (a field referring to the entity itself: a menu item's parent) in
 * tree order: each row followed by the rows below it, siblings kept in the order they came; a row
 * whose parent is not among them stands at the top. Without such a field, the rows as they came.
 */
export function relatedTree(entity: EntityDefinition, rows: readonly Row[]): TreeRow[] {
  const parentField = Object.values(entity.fields).find((field) => field.reference?.entity === entity.name)?.name;
  if (!parentField) return rows.map((row) => ({ row, depth: 0 }));
  const ids = new Set(rows.map((row) => row[entity.idField]));
  const children = new Map<unknown, Row[]>();
  for (const row of rows) {
    const parent = ids.has(row[parentField]) && row[parentField] !== row[entity.idField] ? row[parentField] : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const ordered: TreeRow[] = [];
  const seen = new Set<unknown>();
  const visit = (parent: unknown, depth: number) => {
    for (const row of children.get(parent) ?? []) {
      const id = row[entity.idField];
      if (seen.has(id)) continue;
      seen.add(id);
      ordered.push({ row, depth });
      visit(id, depth + 1);
    }
  };
  visit(null, 0);
  // Rows caught in a loop of parents (the server refuses one, older data may hold one) still show.
  for (const row of rows) if (!seen.has(row[entity.idField])) ordered.push({ row, depth: 0 });
  return ordered;
}
