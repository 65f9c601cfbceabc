import { expect, type APIRequestContext } from '@playwright/test';
import { fieldLabel, translate } from './dictionary';
import { apiToken } from './sign-in';

type Body = Record<string, unknown>;

/** A value the create form refuses, and the message key it shows under the field. */
export interface InvalidInput {
  field: string;
  role: 'textbox' | 'spinbutton';
  value: string;
  key: string;
}

/**
 * What the end-to-end tests need to know of a generated ticket resource (resources/tickets.json):
 * every one has a required `name` and a unique `slug` made from it; the rest differs.
 */
export interface TicketResource {
  /** The registry name (`tickets/genres`). */
  name: string;
  /** The translation key of its title and of its menu entry. */
  label: string;
  route: string;
  api: string;
  idField: string;
  /** A record's fields besides name and slug, so that every list column has a value. */
  extra: (index: number) => Body;
  /**
   * A list column besides name and slug, an input for its filter (the URL's text; for a select, the
   * option chosen as well), and how many of 25 records it keeps.
   */
  columnFilter: { field: string; input: string; option?: string; rows: number };
  /** A text field of the first panel that edits and conflicts change. */
  edited: string;
  /** Values the form refuses besides a slug that is none and the empty required fields. */
  invalid: InvalidInput[];
}

const CITIES = ['Berlin', 'Hamburg', 'Lüneburg'];

export const ticketResources: readonly TicketResource[] = [
  {
    name: 'tickets/genres',
    label: 'menu.genres',
    route: '/tickets/genres',
    api: '/api/ticket/genre',
    idField: 'id_tk_genre',
    extra: () => ({}),
    columnFilter: { field: 'name', input: '%Gamma', rows: 8 },
    edited: 'short_description',
    invalid: [],
  },
  {
    name: 'tickets/artists',
    label: 'menu.artists',
    route: '/tickets/artists',
    api: '/api/ticket/artist',
    idField: 'id_tk_artist',
    extra: (index) => ({ active: index % 2 === 0 }),
    columnFilter: { field: 'active', input: 'false', option: 'No', rows: 12 },
    edited: 'short_description',
    invalid: [],
  },
  {
    name: 'tickets/locations',
    label: 'menu.locations',
    route: '/tickets/locations',
    api: '/api/ticket/location',
    idField: 'id_tk_location',
    extra: (index) => ({ city: CITIES[index % 3] }),
    columnFilter: { field: 'city', input: 'Lüneburg', rows: 8 },
    edited: 'city',
    invalid: [
      { field: 'zip', role: 'textbox', value: '1234', key: 'error.zip' },
      { field: 'capacity', role: 'spinbutton', value: '-1', key: 'error.minimum' },
    ],
  },
];

/** One of the ticket resources by its registry name. */
export function ticketResource(name: string): TicketResource {
  const found = ticketResources.find((resource) => resource.name === name);
  if (!found) throw new Error(`${name} is no ticket resource of these tests`);
  return found;
}

/** The resource's title (list heading, menu entry) in a language. */
export const titleOf = (resource: TicketResource, language = 'en') => translate(language, resource.label);

/** A field's label in a language. */
export const labelOf = (resource: TicketResource, field: string, language = 'en') =>
  fieldLabel(language, resource.name, field);

const GROUPS = ['Alpha', 'Beta', 'Gamma'];

export interface RunRecords {
  /** Unique to one test: every record's name and slug starts with it, so a search finds them alone. */
  run: string;
  records: Body[];
}

/** Records of one test, made through the API: names `<run> Alpha|Beta|Gamma`, slugs `<run>-00` … in order. */
export async function createRecords(
  request: APIRequestContext,
  resource: TicketResource,
  count: number,
): Promise<RunRecords> {
  const run = `e2e${Date.now().toString(36)}`;
  const authorization = `Bearer ${await apiToken(request)}`;
  const records: Body[] = [];
  for (let index = 0; index < count; index++) {
    const created = await request.post(resource.api, {
      headers: { authorization },
      data: {
        name: `${run} ${GROUPS[index % 3]}`,
        slug: `${run}-${String(index).padStart(2, '0')}`,
        ...resource.extra(index),
      },
    });
    expect(created.status()).toBe(201);
    records.push((await created.json()) as Body);
  }
  return { run, records };
}
