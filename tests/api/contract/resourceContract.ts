import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldDefinition, Registry, ResourceDefinition } from '../../../registry/types.ts';
import { dynamic } from '../../../server/crud/crud-context.ts';
import { mintToken } from '../support/mintedTokens.ts';
import { filterValues, idOfRow, sampleRecords } from '../support/sampleRecords.ts';
import { createTestApp, repositoryRegistry, type TestApp } from '../support/testApp.ts';

type Row = Record<string, unknown>;

/** An area of the registry: the first part of its resources' names (`tickets/genres`). */
export const areaOf = (resource: ResourceDefinition) => resource.name.split('/')[0] as string;

/** Fields a client sends and gets back as sent: not set by the server, not write-only, not references. */
const comparable = (field: FieldDefinition | undefined) =>
  field !== undefined && !field.readOnly && !field.writeOnly && !field.password && !field.transient && !field.system;

/** A date-time the server may write with milliseconds: compared as an instant. */
const normal = (field: FieldDefinition, value: unknown) =>
  field.format === 'date-time' && typeof value === 'string' ? new Date(value).toISOString() : value;

/** The fields of `sent` the record answers as sent. */
function expectAnswered(resource: ResourceDefinition, record: Row, sent: Row) {
  for (const [name, value] of Object.entries(sent)) {
    const field = resource.entity.fields[name];
    if (!comparable(field) || field?.ref) continue;
    expect(normal(field!, record[name]), `${resource.name}.${name}`).toEqual(normal(field!, value));
  }
}

/**
 * The API contract of every resource of an area, generated from the registry: a round trip of the
 * calls each serves (create → get → list with a filter and a search → all → update by PATCH and by
 * PUT → delete) with a body built from the entity schema, as a superadmin, through `inject()`.
 */
export function resourceContracts(area: string, { registry = repositoryRegistry }: { registry?: Registry } = {}) {
  const resources = registry.resources.filter((resource) => areaOf(resource) === area);

  let testApp: TestApp;
  let token: string;
  const { sampleBody, resourceRow } = sampleRecords(
    () => testApp,
    () => token,
    registry,
  );
  beforeAll(async () => {
    testApp = await createTestApp(undefined, { registry });
    token = await mintToken(testApp.database.db, 'superadmin@demo.local');
  });
  afterAll(() => testApp.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: Row) =>
    testApp.injectAs(token, { method, url, ...(payload ? { payload } : {}) });

  it(`finds resources in the area ${area}`, () => {
    expect(resources.length).toBeGreaterThan(0);
  });

  describe.each(resources.map((resource) => [resource.name, resource] as const))('%s', (_name, resource) => {
    const api = `/api${resource.api}`;
    const { entity, operations } = resource;
    const idField = entity.idField;

    /** A new record: made by this resource where it creates, else as the other tests make one (another resource, or the shop's insert). */
    async function created(): Promise<Row> {
      if (!operations.includes('create')) {
        const row = await resourceRow(resource);
        await giveSearchText(idOfRow(row));
        const answer = await call('GET', `${api}/${String(idOfRow(row))}`);
        expect(answer.statusCode, answer.body).toBe(200);
        return answer.json();
      }
      const body = { ...(await sampleBody(entity)), ...filterValues(resource) };
      const answer = await call('POST', api, body);
      expect(answer.statusCode, answer.body).toBe(201);
      const record = answer.json<Row>();
      expectAnswered(resource, record, body);
      // what the body leaves out starts as the schema's default
      for (const field of Object.values(entity.fields))
        if (!(field.name in body) && comparable(field) && field.default !== undefined)
          expect(record[field.name], `${resource.name}.${field.name}`).toEqual(field.default);
      if (entity.concurrency) expect(record.version).toBe(1);
      if (entity.softDelete) expect(record.deleted_at).toBeNull();
      return record;
    }

    /**
     * A record made elsewhere (a ticket by the shop) may have no text its search finds it by: the
     * first search field gets one, as the shop would write it.
     */
    async function giveSearchText(id: unknown) {
      const [first] = resource.search;
      if (first === undefined) return;
      const row = await dynamic(testApp.database.db)
        .selectFrom(entity.table)
        .select(resource.search)
        .where(idField, '=', id)
        .executeTakeFirstOrThrow();
      if (resource.search.some((name) => typeof row[name] === 'string' && row[name])) return;
      await dynamic(testApp.database.db)
        .updateTable(entity.table)
        .set({ [first]: `CONTRACT${Date.now().toString(36).toUpperCase()}` })
        .where(idField, '=', id)
        .execute();
    }

    /** A text of the record its search finds it by. */
    function searchTerm(record: Row): string | undefined {
      const found = resource.search.map((name) => record[name]).find((value) => typeof value === 'string' && value);
      return found as string | undefined;
    }

    it(`round trip: ${operations.join(', ')}`, async () => {
      const record = await created();
      const id = record[idField];
      const url = `${api}/${String(id)}`;

      if (operations.includes('get')) {
        const got = await call('GET', url);
        expect(got.statusCode, got.body).toBe(200);
        expect(got.json()).toEqual(record);
      }

      if (operations.includes('list')) {
        const filtered = await call('GET', `${api}?${idField}=${String(id)}`);
        expect(filtered.statusCode, filtered.body).toBe(200);
        expect(filtered.json()).toMatchObject({ total: 1, data: [{ [idField]: id }] });
        if (resource.search.length > 0) {
          const term = searchTerm(record);
          expect(term, `a value of ${resource.search.join(', ')} to search by`).toBeDefined();
          const searched = await call('GET', `${api}?$search=${encodeURIComponent(term!)}&$limit=-1`);
          expect(searched.statusCode, searched.body).toBe(200);
          expect(searched.json<{ data: Row[] }>().data.map((row) => row[idField])).toContain(id);
          const both = await call('GET', `${api}?${idField}=${String(id)}&$search=${encodeURIComponent(term!)}`);
          expect(both.json()).toMatchObject({ total: 1, data: [{ [idField]: id }] });
          // the search narrows what the filter finds
          const neither = await call('GET', `${api}?${idField}=${String(id)}&$search=no-record-has-this-text`);
          expect(neither.json()).toMatchObject({ total: 0, data: [] });
        }
        if (resource.all) {
          const all = await call('GET', `/api${resource.allPath}`);
          expect(all.statusCode, all.body).toBe(200);
          expect(all.json<Row[]>().map((row) => row[idField])).toContain(id);
        }
      }

      let current = record;
      if (operations.includes('update')) {
        const fresh = await sampleBody(entity);
        const changes = Object.fromEntries(
          Object.entries(fresh).filter(([name]) => !entity.fields[name]?.ref && !(name in resource.filter)),
        );
        const version = (record: Row) => (entity.concurrency ? { version: record.version } : {});
        const patched = await call('PATCH', url, { ...changes, ...version(current) });
        expect(patched.statusCode, patched.body).toBe(200);
        expectAnswered(resource, patched.json(), changes);
        // an update that changes nothing writes nothing, and keeps the version
        const changed = Object.entries(changes).some(
          ([name, value]) => normal(entity.fields[name]!, value) !== normal(entity.fields[name]!, current[name]),
        );
        if (entity.concurrency) expect(patched.json()).toMatchObject({ version: changed ? 2 : 1 });
        current = patched.json();

        const replacement = { ...fresh, ...(await sampleBody(entity)), ...filterValues(resource) };
        const put = await call('PUT', url, { ...replacement, ...version(current) });
        expect(put.statusCode, put.body).toBe(200);
        const replaced = put.json<Row>();
        expectAnswered(resource, replaced, replacement);
        // the version counts a PUT that changed something (one that sends nothing to a record at its defaults changes nothing)
        const replacedSome = Object.values(entity.fields).some(
          (field) => comparable(field) && JSON.stringify(replaced[field.name]) !== JSON.stringify(current[field.name]),
        );
        if (entity.concurrency) expect(replaced.version).toBe((current.version as number) + (replacedSome ? 1 : 0));
        // a PUT replaces the record: what it leaves out is as on a new record; a PUT that changes
        // only what it sends (`"put": "patch"`) keeps the rest as it was
        const untouched = resource.put === 'patch' ? current : record;
        for (const field of Object.values(entity.fields))
          if (!(field.name in replacement) && comparable(field) && field.name in record)
            expect(replaced[field.name], `${resource.name}.${field.name}`).toEqual(untouched[field.name]);
        current = replaced;
      }

      if (operations.includes('delete')) {
        const deleted = await call('DELETE', url);
        expect(deleted.statusCode, deleted.body).toBe(200);
        if (entity.softDelete) expect(deleted.json<Row>().deleted_at).not.toBeNull();
        expect((await call('GET', url)).statusCode).toBe(404);
      } else if (operations.includes('get')) {
        expect((await call('GET', url)).json()).toEqual(current);
      }
    });
  });
}
