import { beforeAll, describe, expect, it } from 'vitest';
import { recordLabel } from '../../registry/record-label.ts';
import type { EntityDefinition, ResourceDefinition } from '../../registry/types.ts';
import { dynamic } from '../../server/crud/crud-context.ts';
import { sampleRecords } from './support/sampleRecords.ts';
import { superadminApp } from './support/superadminApp.ts';
import { repositoryRegistry } from './support/testApp.ts';

// Generated from the registry: every reference field of every resource (x-ref, lists of them,
// created_by and updated_by) names a record it may point to by that record's label.

type Row = Record<string, unknown>;
const server = superadminApp();
let token = '';
beforeAll(async () => {
  token = await server.app.signIn('superadmin@demo.local');
});
const { freshRow } = sampleRecords(
  () => server.app,
  () => token,
);

const cases = repositoryRegistry.resources
  .filter((resource) => resource.operations.includes('list') || resource.operations.includes('get'))
  .flatMap((resource) =>
    resource.entity.fieldNames
      .filter((name) => resource.entity.fields[name]?.reference)
      .map((field) => [`${resource.name} ${field}`, resource, field] as const),
  );

/** A record of the referenced entity the superadmin may see: the serving resource's first, else a new one. */
async function someRecord(entity: EntityDefinition, serving: ResourceDefinition | undefined): Promise<Row> {
  if (serving?.operations.includes('list')) {
    const page = (await server.call({ method: 'GET', url: `/api${serving.api}?$limit=1` })).json();
    if (page.data.length > 0) return page.data[0] as Row;
  }
  const first = await dynamic(server.app.database.db)
    .selectFrom(entity.table)
    .selectAll()
    .where((eb) => (entity.softDelete ? eb('deleted_at', 'is', null) : eb.val(true)))
    .limit(1)
    .executeTakeFirst();
  if (first) return first as Row;
  const created = await freshRow(entity.name);
  return (await dynamic(server.app.database.db)
    .selectFrom(entity.table)
    .selectAll()
    .where(entity.idField, '=', created[entity.idField])
    .executeTakeFirstOrThrow()) as Row;
}

describe('every reference field names its records', () => {
  it('covers the references of every area', () => {
    expect(cases.length).toBeGreaterThan(40);
    expect(cases.map(([name]) => name)).toEqual(
      expect.arrayContaining(['customers/customers agencyId', 'tickets/events genres', 'users/users created_by']),
    );
  });

  it.each(cases)('%s', async (_name, resource, fieldName) => {
    const reference = resource.entity.fields[fieldName]?.reference;
    const entity = repositoryRegistry.entities[reference?.entity ?? ''] as EntityDefinition;
    const serving = reference?.resource === undefined ? undefined : repositoryRegistry.resource(reference.resource);
    const record = await someRecord(entity, serving);
    const id = Number(record[entity.idField]);
    const expected = { id, label: recordLabel(entity, record) };
    const base = `/api${resource.api}/references/${fieldName}`;

    const named = await server.call({ method: 'GET', url: `${base}?id[$in]=${id}` });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toEqual([expected]);

    const found = await server.call({ method: 'GET', url: `${base}?q=${encodeURIComponent(expected.label)}` });
    expect(found.statusCode, found.body).toBe(200);
    const matches: { id: number; label: string }[] = found.json();
    expect(matches.length).toBeLessThanOrEqual(30);
    if (matches.length < 30) expect(matches).toContainEqual(expected);
  });
});
