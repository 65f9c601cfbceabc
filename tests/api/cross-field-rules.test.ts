import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { OUT_OF_ORDER_KEY } from '../../registry/compare-rules.ts';
import type { CompareOperator, FieldDefinition, ResourceDefinition } from '../../registry/types.ts';
import { batchResources } from '../../server/areas/tickets/event-batch-resources.ts';
import { dynamic } from '../../server/crud/crud-context.ts';
import { saveBatch, tempId } from './support/eventBatch.ts';
import { filterValues, idOfRow, sampleRecords } from './support/sampleRecords.ts';
import { superadminApp } from './support/superadminApp.ts';
import { repositoryRegistry } from './support/testApp.ts';

// Generated from the registry: every cross-field rule (x-compare) of every entity, on every write
// path of every resource serving it (create, PATCH of either side, PUT) and, for the event's
// dates, the event batch (a new date, a changed one). The wrong order is refused with 422 at the
// field and nothing is written; the right order is taken.

type Row = Record<string, unknown>;
interface Rule {
  resource: ResourceDefinition;
  field: FieldDefinition;
  operator: CompareOperator;
  other: FieldDefinition;
}

const api = superadminApp();
const { call } = api;
let token: string | undefined;
beforeAll(async () => {
  token = await api.app.signIn('superadmin@demo.local');
});
const { resourceRow, sampleBody } = sampleRecords(
  () => api.app,
  () => token,
);

const rules: Rule[] = repositoryRegistry.resources
  .filter((resource) => resource.operations.includes('create') || resource.operations.includes('update'))
  .flatMap((resource) =>
    Object.values(resource.entity.fields).flatMap((field) =>
      field.compare.map(({ operator, other }) => ({
        resource,
        field,
        operator,
        other: resource.entity.fields[other] as FieldDefinition,
      })),
    ),
  );

/** Four values of the field's kind, in ascending order. */
function values(field: FieldDefinition): [unknown, unknown, unknown, unknown] {
  if (field.format === 'date') return ['2027-02-01', '2027-03-01', '2027-03-02', '2027-04-01'];
  if (field.format === 'date-time')
    return [
      '2027-02-01T18:00:00.000Z',
      '2027-03-01T18:00:00.000Z',
      '2027-03-01T20:00:00.000Z',
      '2027-04-01T18:00:00.000Z',
    ];
  return [1, 2, 5, 9];
}

/**
 * Pairs of (this field's value, the other's) the rule refuses, one it takes, and a value of the
 * other field that keeps the rule with any of this field's values.
 */
function pairs({ field, operator }: Rule) {
  const [lowest, low, high, highest] = values(field);
  const greater = operator === 'gt' || operator === 'gte';
  const strict = operator === 'gt' || operator === 'lt';
  const wrong: [unknown, unknown][] = [greater ? [low, high] : [high, low]];
  if (strict) wrong.push([low, low]);
  return { wrong, right: greater ? [high, low] : [low, high], keeping: greater ? lowest : highest };
}

const expectedError = ({ field, operator, other }: Rule, at = field.name) => ({
  field: at,
  key: field.schema['x-messages']?.['x-compare'] ?? OUT_OF_ORDER_KEY,
  params: { rule: operator, other: other.name },
});

const url = (resource: ResourceDefinition, id?: unknown) =>
  `/api${resource.api}${id === undefined ? '' : `/${String(id)}`}`;

/** The rows of the rule's table and the history: equal before and after a call that wrote nothing. */
async function tableState(resource: ResourceDefinition) {
  const { db } = api.app.database;
  const { table, idField } = resource.entity;
  const rows = await dynamic(db).selectFrom(table).selectAll().orderBy(idField).execute();
  const { rows: audit } = await sql<{ count: string }>`select count(*)::text as count from audit_log`.execute(db);
  return { rows, audit: audit[0]?.count };
}

async function expectRefused(rule: Rule, request: () => Promise<{ statusCode: number; body: string }>, at?: string) {
  const before = await tableState(rule.resource);
  const answer = await request();
  expect(answer.statusCode, answer.body).toBe(422);
  expect(JSON.parse(answer.body).errors).toContainEqual(expectedError(rule, at));
  expect(await tableState(rule.resource)).toEqual(before);
}

/** A stored record of the resource with the rule's two fields empty where they may be, read as the API answers it. */
async function storedRecord(rule: Rule): Promise<Row> {
  const { resource, field, other, operator } = rule;
  const row = await resourceRow(resource);
  // Empty where the fields may be; else at the ends that let either side change alone (a departure's dates).
  const [lowest, , , highest] = values(field);
  const settled = {
    [field.name]: field.nullable ? null : operator === 'gt' || operator === 'gte' ? highest : lowest,
    [other.name]: other.nullable ? null : pairs(rule).keeping,
  };
  await dynamic(api.app.database.db)
    .updateTable(resource.entity.table)
    .set(settled)
    .where(resource.entity.idField, '=', idOfRow(row))
    .execute();
  const answer = await call({ method: 'GET', url: url(resource, idOfRow(row)) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

const versionOf = (resource: ResourceDefinition, record: Row) =>
  resource.entity.concurrency ? { version: record.version } : {};

/** A PUT body of a stored record: its writable fields, with `changes` over them. */
function putBody(resource: ResourceDefinition, record: Row, changes: Row): Row {
  const writable = Object.values(resource.entity.fields).filter(
    (field) => !field.readOnly && !field.system && !field.writeOnly && field.name in record,
  );
  return {
    ...Object.fromEntries(writable.map((field) => [field.name, record[field.name]])),
    ...versionOf(resource, record),
    ...changes,
  };
}

const named = rules.map((rule) => ({
  name: `${rule.resource.name}: ${rule.field.name} ${rule.operator} ${rule.other.name}`,
  rule,
}));

describe('cross-field rules on the generic calls', () => {
  it('finds the rules of the registry', () => {
    expect(named.map(({ name }) => name)).toEqual(
      expect.arrayContaining([
        'tickets/event-dates: ends_at gt starts_at',
        'tickets/event-dates: visible_until gt visible_from',
      ]),
    );
  });

  it.each(named.filter(({ rule }) => rule.resource.operations.includes('create')))(
    '$name: a create',
    async ({ rule }) => {
      const { resource, field, other } = rule;
      const { wrong, right } = pairs(rule);
      for (const [value, otherValue] of wrong) {
        const body = {
          ...(await sampleBody(resource.entity)),
          ...filterValues(resource),
          [other.name]: otherValue,
          [field.name]: value,
        };
        await expectRefused(rule, () => call({ method: 'POST', url: url(resource), payload: body }));
      }
      const body = {
        ...(await sampleBody(resource.entity)),
        ...filterValues(resource),
        [other.name]: right[1],
        [field.name]: right[0],
      };
      const created = await call({ method: 'POST', url: url(resource), payload: body });
      expect(created.statusCode, created.body).toBe(201);
    },
  );

  it.each(named.filter(({ rule }) => rule.resource.operations.includes('update')))(
    '$name: PATCH of either side and PUT',
    async ({ rule }) => {
      const { resource, field, other } = rule;
      const { wrong, right, keeping } = pairs(rule);
      for (const [value, otherValue] of wrong) {
        // This field changed against the other's stored value, and the other way round.
        let record = await storedRecord(rule);
        const id = idOfRow(record);
        const otherChanged = await call({
          method: 'PATCH',
          url: url(resource, id),
          payload: { [other.name]: otherValue, ...versionOf(resource, record) },
        });
        expect(otherChanged.statusCode, otherChanged.body).toBe(200);
        record = (await call({ method: 'GET', url: url(resource, id) })).json();
        await expectRefused(rule, () =>
          call({
            method: 'PATCH',
            url: url(resource, id),
            payload: { [field.name]: value, ...versionOf(resource, record) },
          }),
        );

        record = await storedRecord(rule);
        const otherId = idOfRow(record);
        const fieldSet = await call({
          method: 'PATCH',
          url: url(resource, otherId),
          payload: { [field.name]: value, [other.name]: keeping, ...versionOf(resource, record) },
        });
        expect(fieldSet.statusCode, fieldSet.body).toBe(200);
        record = fieldSet.json();
        await expectRefused(rule, () =>
          call({
            method: 'PATCH',
            url: url(resource, otherId),
            payload: { [other.name]: otherValue, ...versionOf(resource, record) },
          }),
        );
        // Both in one call, and a PUT.
        await expectRefused(rule, () =>
          call({
            method: 'PATCH',
            url: url(resource, otherId),
            payload: { [field.name]: value, [other.name]: otherValue, ...versionOf(resource, record) },
          }),
        );
        await expectRefused(rule, () =>
          call({
            method: 'PUT',
            url: url(resource, otherId),
            payload: putBody(resource, record, { [field.name]: value, [other.name]: otherValue }),
          }),
        );
      }

      const record = await storedRecord(rule);
      const id = idOfRow(record);
      const patched = await call({
        method: 'PATCH',
        url: url(resource, id),
        payload: { [field.name]: right[0], [other.name]: right[1], ...versionOf(resource, record) },
      });
      expect(patched.statusCode, patched.body).toBe(200);
      const put = await call({
        method: 'PUT',
        url: url(resource, id),
        payload: putBody(resource, patched.json(), { [field.name]: right[0], [other.name]: right[1] }),
      });
      expect(put.statusCode, put.body).toBe(200);
      // A change of neither side leaves the rule alone: a null side keeps every rule.
      const cleared = await call({
        method: 'PATCH',
        url: url(resource, id),
        payload: { [field.name]: field.nullable ? null : right[0], ...versionOf(resource, put.json()) },
      });
      expect(cleared.statusCode, cleared.body).toBe(200);
    },
  );
});

describe('cross-field rules on the event batch', () => {
  const batch = batchResources(repositoryRegistry);
  const dateRules = named.filter(({ rule }) => rule.resource.entity === batch?.dates.entity);

  it('has rules on the event dates', () => {
    expect(dateRules.length).toBeGreaterThan(0);
  });

  it.each(dateRules)('$name: a new date and a changed one', async ({ rule }) => {
    const { field, other } = rule;
    const { wrong, right } = pairs(rule);
    const date = await storedRecord(rule);
    const eventId = date.id_tk_event;
    // A date's start is required: a rule on it is kept by giving the new date its start.
    const start = (extra: Row) => ({ starts_at: '2027-04-01T19:00:00.000Z', ...extra });
    for (const [value, otherValue] of wrong) {
      await expectRefused(
        rule,
        () =>
          saveBatch(call, eventId, {
            newDates: [{ id: tempId(), ...start({ [other.name]: otherValue, [field.name]: value }), localPrices: [] }],
          }),
        `newDates/0/${field.name}`,
      );
      await expectRefused(
        rule,
        () =>
          saveBatch(call, eventId, {
            updatedDates: [
              {
                id_tk_event_date: date.id_tk_event_date,
                version: date.version,
                [other.name]: otherValue,
                [field.name]: value,
              },
            ],
          }),
        `updatedDates/0/${field.name}`,
      );
    }
    const taken = await saveBatch(call, eventId, {
      updatedDates: [
        {
          id_tk_event_date: date.id_tk_event_date,
          version: date.version,
          [other.name]: right[1],
          [field.name]: right[0],
        },
      ],
    });
    expect(taken.statusCode, taken.body).toBe(200);
  });
});
