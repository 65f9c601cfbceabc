import type { Kysely, KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';

type Listener = (tables: ReadonlySet<string>) => void;

const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);
/** A raw statement that changes rows or their statistics, and the tables its text names after those words. */
const RAW_WRITE = /^\s*(?:with\b[\s\S]*?\b)?(?:insert|update|delete|merge|truncate|analyze|copy)\b/i;
const RAW_TABLE = /\b(?:into|update|from|truncate|analyze|copy)\s+(?:table\s+)?"?([a-z_][a-z0-9_]*)"?/gi;

interface RawNode extends OperationNode {
  readonly kind: 'RawNode';
  readonly sqlFragments: readonly string[];
  readonly parameters: readonly OperationNode[];
}

/** The tables a raw write names in its text, or none where it is no write. */
function rawWriteTables(node: RawNode): Set<string> | undefined {
  const text = node.sqlFragments.join(' ');
  if (!RAW_WRITE.test(text)) return undefined;
  const found = tablesNamed(node.parameters);
  for (const match of text.matchAll(RAW_TABLE)) if (match[1]) found.add(match[1]);
  return found;
}

/** Every table a query's tree names (a write's target among them); more than the target is harmless. */
function tablesNamed(node: unknown, found = new Set<string>()): Set<string> {
  if (!node || typeof node !== 'object') return found;
  if (Array.isArray(node)) {
    for (const item of node) tablesNamed(item, found);
    return found;
  }
  const operation = node as OperationNode & { table?: { identifier?: { name?: string } } };
  if (operation.kind === 'TableNode' && operation.table?.identifier?.name) found.add(operation.table.identifier.name);
  for (const value of Object.values(node)) if (value && typeof value === 'object') tablesNamed(value, found);
  return found;
}

/**
 * Tells listeners which tables a query built with Kysely wrote, before it runs and again once it has
 * run, so that an in-process cache of those rows (the signed-in users) never outlives a change this
 * process makes. A raw SQL write is read from its text (`insert into x`, `update x`, `analyze x`).
 */
export class TableWrites implements KyselyPlugin {
  readonly #listeners = new Set<Listener>();
  readonly #pending = new WeakMap<object, ReadonlySet<string>>();

  listen(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs) {
    if (this.#listeners.size === 0) return node;
    const tables = WRITES.has(node.kind)
      ? tablesNamed(node)
      : node.kind === 'RawNode'
        ? rawWriteTables(node as unknown as RawNode)
        : undefined;
    if (tables) {
      this.#pending.set(queryId, tables);
      this.#tell(tables);
    }
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs) {
    const tables = this.#pending.get(queryId);
    if (tables) {
      this.#pending.delete(queryId);
      this.#tell(tables);
    }
    return result;
  }

  #tell(tables: ReadonlySet<string>) {
    for (const listener of this.#listeners) listener(tables);
  }
}

const writesOf = new WeakMap<object, TableWrites>();

/** Gives the database its write notifier (when it is opened). */
export function watchTableWrites<DB>(db: Kysely<DB>, writes: TableWrites): Kysely<DB> {
  writesOf.set(db, writes);
  return db;
}

/**
 * Calls `listener` with the tables each write of this database names; answers how to stop, or
 * undefined where the database is not watched (a transaction of it): nothing may be cached then.
 */
export function onTableWrites(db: object, listener: Listener): (() => void) | undefined {
  return writesOf.get(db)?.listen(listener);
}
