import { sql } from 'kysely';
import { expect } from 'vitest';
import type { EntityDefinition, FieldDefinition, Registry, ResourceDefinition } from '../../../registry/types.ts';
import { dynamic } from '../../../server/crud/crud-context.ts';
import { repositoryRegistry, type TestApp } from './testApp.ts';
import { uploadImage } from './uploadedImages.ts';
import { LIST_CONFIRMATIONS } from '../../../domain/newsletter/confirmations.ts';

type Row = Record<string, unknown>;
export const idOfRow = (row: Row) => Object.values(row)[0];

let counter = 0;
function sampleValue(field: FieldDefinition): unknown {
  counter += 1;
  if (field.widget === 'slug') return `sample-${counter}`;
  if (field.format === 'email' || field.widget === 'email') return `sample${counter}@demo.local`;
  if (field.format === 'date') return '2026-05-01';
  if (field.format === 'date-time') return '2026-05-01T10:00:00Z';
  if (field.enum) return field.enum[0];
  switch (field.type) {
    case 'integer':
    case 'number':
      // a unique number (a stock image's Adobe id) differs from record to record
      return field.unique ? 1_000_000 + counter : 1;
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Number(field.schema.minItems ?? 0) }, () => nestedSample(field.schema.items ?? {}));
    case 'object':
      return nestedSample(field.schema);
    default: {
      // the first candidate the field's pattern (a host name, a setting's key, a zip code, a country code, ...) accepts
      const letters = String.fromCharCode(65 + (counter % 26), 65 + (Math.floor(counter / 26) % 26));
      const candidates = [
        `Sample ${counter}`,
        `sample-${counter}`,
        `sample_${counter}`,
        String(10000 + counter),
        letters,
      ];
      const pattern = field.schema.pattern === undefined ? undefined : new RegExp(field.schema.pattern, 'u');
      return candidates.find((candidate) => !pattern || pattern.test(candidate)) ?? candidates[0];
    }
  }
}

/** A value of a nested JSON schema (an invoice's recipient, its lines): its required properties. */
function nestedSample(schema: Readonly<Record<string, unknown>>): unknown {
  const type = [schema.type].flat().find((candidate) => candidate !== 'null');
  if (type === 'object') {
    const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
    const required = (schema.required ?? []) as string[];
    return Object.fromEntries(required.map((name) => [name, nestedSample(properties[name] ?? {})]));
  }
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  counter += 1;
  return `Sample ${counter}`;
}

/** A resource's fixed filter without its query flags: the values a record of it holds. */
export const filterValues = (resource: ResourceDefinition): Row =>
  Object.fromEntries(Object.entries(resource.filter).filter(([name]) => !(name in resource.flags)));

/**
 * Records made through the API as a superadmin: the smallest valid body of an entity (its required
 * fields with sample values, each reference to a fresh record of its own), and new records.
 */
export function sampleRecords(
  testApp: () => TestApp,
  superadminToken: () => string | undefined,
  registry: Registry = repositoryRegistry,
) {
  const { resources } = registry;
  const entityNamed = (name: string) => resources.find((resource) => resource.entity.name === name)?.entity;
  /**
   * What an entity's body needs beyond its required fields, where a rule of the server asks for it:
   * a library everyone may use (a personal one is its owner's alone), an own image's uploaded file,
   * a library item's library (an item names a library or a journey), a newsletter template's unsubscribe
   * link (a campaign's template needs one), a contact list's five confirmations.
   */
  const companyLibrary = async () => idOfRow(await freshRow('images/library', { mode: 'library' }));
  const completions: Readonly<Record<string, () => Promise<Row>>> = {
    'images/library': async () => ({ mode: 'library' }),
    'images/customer-image': async () => ({
      id_img_library: await companyLibrary(),
      link: await uploadImage(testApp(), superadminToken()),
    }),
    'images/library-item': async () => ({ id_img_library: await companyLibrary() }),
    'newsletter/template': async () => ({ html_part: '<p><a href="[[UNSUB_LINK]]">Unsubscribe</a></p>' }),
    'newsletter/contact-list': async () => Object.fromEntries(LIST_CONFIRMATIONS.map((field) => [field, true])),
  };
  /**
   * The smallest valid body of an entity: its required fields with sample values; a reference
   * points to a fresh record of its own, which shares the references the body has already (a date
   * price's date and price category belong to its event).
   */
  async function sampleBody(entity: EntityDefinition): Promise<Row> {
    const body: Row = {};
    for (const name of entity.schema.required ?? []) {
      const field = entity.fields[name] as FieldDefinition;
      if (!field.ref) {
        body[name] = sampleValue(field);
        continue;
      }
      const target = entityNamed(field.ref.entity);
      const shared = Object.fromEntries(Object.entries(body).filter(([other]) => target?.fields[other]?.ref));
      body[name] = idOfRow(await freshRow(field.ref.entity, shared));
    }
    return { ...body, ...(await completions[entity.name]?.()) };
  }

  /**
   * A new record of an entity: created through a resource of the entity that creates, with the
   * values `extra` asks for; an entity no resource creates (orders come from the shop) is inserted.
   */
  async function freshRow(entityName: string, extra: Row = {}): Promise<Row> {
    const entity = entityNamed(entityName);
    if (!entity) throw new Error(`no resource serves ${entityName}`);
    const body = { ...(await sampleBody(entity)), ...(await valuesMeeting(entity, extra)) };
    // a resource without a fixed filter makes a plain record (a user, not an app user or driver)
    const creators = resources.filter(
      (candidate) => candidate.entity === entity && candidate.operations.includes('create'),
    );
    const creator = creators.find((candidate) => Object.keys(candidate.filter).length === 0) ?? creators[0];
    if (!creator) {
      const values = Object.fromEntries(
        Object.entries(body).map(([name, value]) => [name, typeof value === 'object' ? JSON.stringify(value) : value]),
      );
      const insert = dynamic(testApp().database.db).insertInto(entity.table);
      // An entity whose every field is optional (an app's feature switches) is inserted with its defaults.
      const row = await (Object.keys(values).length > 0 ? insert.values(values) : insert.defaultValues())
        .returning(entity.idField)
        .executeTakeFirstOrThrow();
      return { [entity.idField]: (row as Row)[entity.idField] };
    }
    const response = await testApp().injectAs(superadminToken(), {
      method: 'POST',
      url: `/api${creator.api}`,
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  /**
   * Values that pass a fixed filter (`extra` may be one): a value as it is, the first of a list of
   * allowed ones (`[5, 35, 36]`, `{ "$in": [...] }`). A reference to a record that is not there (a
   * blog type the demo data seeds with its id) gets one, inserted with that id.
   */
  /**
   * A new record the resource serves: with the values its fixed filter asks for, and the records its
   * fixed filter's flags ask for referring to it (a driver's account to a card).
   */
  async function resourceRow(resource: ResourceDefinition, extra: Row = {}): Promise<Row> {
    const { id_users: owner, ...values } = extra;
    const row = await freshRow(resource.entity.name, {
      ...filterValues(resource),
      ...values,
      ...(resource.rowScope === 'ownRows' || owner === undefined ? {} : { id_users: owner }),
    });
    // a resource of one's own rows (`ownRows`) writes its creator as the owner: the row is given to its owner after
    if (resource.rowScope === 'ownRows')
      await dynamic(testApp().database.db)
        .updateTable(resource.entity.table)
        .set({ id_users: owner ?? (await superadminId()) })
        .where(resource.entity.idField, '=', idOfRow(row))
        .execute();
    for (const [name, wanted] of Object.entries(resource.filter)) {
      const flag = resource.flags[name];
      if (!flag || wanted !== true) continue;
      const referring = Object.values(registry.entities).find((candidate) => candidate.table === flag.table)!;
      await freshRow(referring.name, { [flag.column]: idOfRow(row), ...flag.where });
    }
    return row;
  }

  /** The superadmin the records are made as: a resource of one's own rows (`ownRows`) shows them only theirs. */
  async function superadminId(): Promise<number> {
    const user = await testApp()
      .database.db.selectFrom('users')
      .select('id_users')
      .where('email', '=', 'superadmin@demo.local')
      .executeTakeFirstOrThrow();
    return user.id_users;
  }

  async function valuesMeeting(entity: EntityDefinition, filter: Row): Promise<Row> {
    const values: Row = {};
    for (const [name, condition] of Object.entries(filter)) {
      const field = entity.fields[name];
      const list = Array.isArray(condition) ? condition : (condition as { $in?: unknown[] } | null)?.$in;
      const value = list && field?.type !== 'array' ? list[0] : condition;
      values[name] = value;
      const target = field?.ref && entityNamed(field.ref.entity);
      if (target) await recordWithId(target, value);
    }
    return values;
  }

  async function recordWithId(target: EntityDefinition, id: unknown) {
    const db = testApp().database.db;
    const there = await dynamic(db)
      .selectFrom(target.table)
      .select(target.idField)
      .where(target.idField, '=', id)
      .executeTakeFirst();
    if (there) return;
    const made = await freshRow(target.name);
    await dynamic(db)
      .updateTable(target.table)
      .set({ [target.idField]: id })
      .where(target.idField, '=', idOfRow(made))
      .execute();
    // the next record the tests make takes an id past it
    await sql`select setval(pg_get_serial_sequence(${target.table}, ${target.idField}), (select max(${sql.ref(target.idField)}) from ${sql.table(target.table)}))`.execute(
      db,
    );
  }

  return { sampleBody, freshRow, resourceRow };
}
