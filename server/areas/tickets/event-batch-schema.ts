import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { BODY_AJV_OPTIONS, bodySchemas } from '../../../registry/body-schemas.ts';
import { ownValue } from '../../../registry/own-key.ts';
import type { EntityDefinition, ResourceDefinition } from '../../../registry/types.ts';
import { sanitizeRichText } from '../../crud/rich-text.ts';
import { badRequest } from '../../errors.ts';
import { toFieldErrors } from '../../http/validation-errors.ts';
import type { BatchResources } from './event-batch-resources.ts';

type Row = Record<string, unknown>;
type JsonSchema = Record<string, unknown>;

/** A temporary id the editor gives an item it made (spec 2 §9): `temp_<counter>_<timestamp>`. */
export const TEMP_ID = /^temp_\d+_\d+$/;
export const isTempId = (value: unknown): value is string => typeof value === 'string' && TEMP_ID.test(value);

export interface NewItem extends Row {
  id: string;
}
export interface NewDate extends NewItem {
  localPrices: NewItem[];
}

/** A checked batch payload (contract: /tmp/briefs/batch-contract.md), every list present. */
export interface EventBatch {
  /** The event's changed fields; genres, artists and id_tk_location may hold temporary ids. */
  fields: Row;
  version?: number;
  newLocations: NewItem[];
  newGenres: NewItem[];
  newArtists: NewItem[];
  newPriceCategories: NewItem[];
  newDates: NewDate[];
  newDatePrices: NewItem[];
  updatedDates: Row[];
  updatedPriceCategories: Row[];
  updatedDatePrices: Row[];
  deletedDates: number[];
  deletedPriceCategories: number[];
  deletedDatePrices: number[];
}

const LISTS = [
  'newLocations',
  'newGenres',
  'newArtists',
  'newPriceCategories',
  'newDates',
  'newDatePrices',
  'updatedDates',
  'updatedPriceCategories',
  'updatedDatePrices',
  'deletedDates',
  'deletedPriceCategories',
  'deletedDatePrices',
] as const;

const tempId = { type: 'string', pattern: TEMP_ID.source };
const savedId = { type: 'integer', minimum: 1 };
const savedOrTempId = { type: ['integer', 'string'], minimum: 1, pattern: TEMP_ID.source };
const version = { type: 'integer', minimum: 1 };
const object = (properties: JsonSchema, required: string[]) => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});
const list = (items: JsonSchema) => ({ type: 'array', items });

/** An entity's writable fields but `without`, as its create or patch body has them (a patch fills no field defaults). */
function writable(entity: EntityDefinition, mode: 'create' | 'patch', without: readonly string[]) {
  const schema = bodySchemas(entity)[mode] as { properties: Record<string, JsonSchema>; required: string[] };
  const properties = Object.fromEntries(
    Object.entries(schema.properties).filter(([name]) => name !== 'version' && !without.includes(name)),
  );
  return { properties, required: schema.required.filter((name) => name in properties) };
}

/** A new item: the entity's create body with its temporary `id`, the event and `without` set by the server. */
function newItem(entity: EntityDefinition, without: readonly string[], extra: JsonSchema = {}) {
  const { properties, required } = writable(entity, 'create', ['id_tk_event', ...without]);
  return object({ ...properties, id: tempId, ...extra }, ['id', ...required]);
}

/** A change of a saved item: its id, optionally its version, and the fields that change. */
function updatedItem(entity: EntityDefinition, without: readonly string[] = []) {
  const { properties } = writable(entity, 'patch', ['id_tk_event', ...without]);
  return object({ ...properties, [entity.idField]: savedId, version }, [entity.idField]);
}

/** The batch payload's JSON schema: what parseEventBatch checks, and the call's body in the OpenAPI document. */
export function eventBatchBody({ events, dates, categories, prices, genres, artists, locations }: BatchResources) {
  const event = writable(events.entity, 'patch', []);
  const references = (field: string) => ({ ...event.properties[field], items: savedOrTempId });
  const localPrice = newItem(prices.entity, ['id_tk_event_date'], { id_tk_price_category: savedOrTempId });
  return object(
    {
      ...event.properties,
      genres: references('genres'),
      artists: references('artists'),
      id_tk_location: { type: ['integer', 'null', 'string'], minimum: 1, pattern: TEMP_ID.source },
      version,
      newLocations: list(newItem(locations.entity, [])),
      newGenres: list(newItem(genres.entity, [])),
      newArtists: list(newItem(artists.entity, [])),
      newPriceCategories: list(newItem(categories.entity, [])),
      newDates: list(newItem(dates.entity, [], { localPrices: list(localPrice) })),
      newDatePrices: list(
        newItem(prices.entity, [], { id_tk_event_date: savedOrTempId, id_tk_price_category: savedOrTempId }),
      ),
      updatedDates: list(updatedItem(dates.entity)),
      updatedPriceCategories: list(updatedItem(categories.entity)),
      // A price keeps its date and category: to move it, delete it and add a new one.
      updatedDatePrices: list(updatedItem(prices.entity, ['id_tk_event_date', 'id_tk_price_category'])),
      deletedDates: { type: 'array', items: savedId, uniqueItems: true },
      deletedPriceCategories: { type: 'array', items: savedId, uniqueItems: true },
      deletedDatePrices: { type: 'array', items: savedId, uniqueItems: true },
    },
    [],
  );
}

/**
 * Date-times as the editor keeps them, to the minute and without a zone (`2026-12-01T19:30`),
 * besides full ISO date-times; a time without a zone is Berlin time (ticket-rules.ts).
 */
const isoDateTime = fullFormats['iso-date-time'] as { validate: (value: string) => boolean };

function dateTime(value: string): boolean {
  const minutes = /^(\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2})([Zz]|[+-]\d{2}:\d{2})?$/.exec(value);
  return isoDateTime.validate(minutes ? `${minutes[1]}:00${minutes[2] ?? ''}` : value);
}

function newAjv() {
  const ajv = new Ajv2020({ ...BODY_AJV_OPTIONS, useDefaults: true });
  addFormats.default(ajv);
  ajv.addFormat('date-time', dateTime);
  return ajv;
}
const ajv = newAjv();
const validators = new WeakMap<BatchResources, ValidateFunction>();

/** The entity a field of the payload belongs to, by its path (`newDates.0.localPrices.1.price`). */
function entityAt(resources: BatchResources, path: string[]): EntityDefinition {
  const [list] = path;
  if (list === 'newDates') return path[2] === 'localPrices' ? resources.prices.entity : resources.dates.entity;
  const byList: Record<string, EntityDefinition> = {
    newLocations: resources.locations.entity,
    newGenres: resources.genres.entity,
    newArtists: resources.artists.entity,
    newPriceCategories: resources.categories.entity,
    updatedPriceCategories: resources.categories.entity,
    newDatePrices: resources.prices.entity,
    updatedDatePrices: resources.prices.entity,
    updatedDates: resources.dates.entity,
  };
  return ownValue(byList, list ?? '') ?? resources.events.entity;
}

/**
 * Checks a batch payload against the entities' schemas: 400 with the fields' message keys, each
 * named by its path (`newDates/0/starts_at`). New items get their fields' defaults.
 */
export function parseEventBatch(resources: BatchResources, body: unknown): EventBatch {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest('The body must be a JSON object', [{ key: 'error.type', params: { type: 'object' } }]);
  let validate = validators.get(resources);
  if (!validate) {
    validate = ajv.compile(eventBatchBody(resources));
    validators.set(resources, validate);
  }
  const copy = structuredClone(body) as Row;
  if (!validate(copy)) {
    const errors = toFieldErrors(validate.errors ?? [], (field) => {
      const path = field.split('.');
      return ownValue(entityAt(resources, path).fields, path.at(-1) ?? '')?.schema['x-messages'];
    });
    throw badRequest(
      'Invalid batch',
      errors.map((error) => (error.field ? { ...error, field: error.field.replaceAll('.', '/') } : error)),
    );
  }
  const { version: eventVersion, ...rest } = copy;
  const fields = Object.fromEntries(
    Object.entries(rest).filter(([name]) => !(LISTS as readonly string[]).includes(name)),
  );
  const lists = Object.fromEntries(LISTS.map((name) => [name, rest[name] ?? []])) as Omit<
    EventBatch,
    'fields' | 'version'
  >;
  // Rich text goes in as the generic writes store it: the event's own, and that of the records it makes.
  const clean = <Item extends Row>(resource: ResourceDefinition, items: Item[]) =>
    items.map((item) => sanitizeRichText(resource.entity, item) as Item);
  return {
    ...lists,
    newLocations: clean(resources.locations, lists.newLocations),
    newGenres: clean(resources.genres, lists.newGenres),
    newArtists: clean(resources.artists, lists.newArtists),
    newDates: lists.newDates.map((date) => ({ ...date, localPrices: date.localPrices ?? [] })),
    fields: sanitizeRichText(resources.events.entity, fields),
    ...(typeof eventVersion === 'number' ? { version: eventVersion } : {}),
  };
}
