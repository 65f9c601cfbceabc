import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ResourceDefinition } from '../../../registry/types.ts';
import { dynamic } from '../../crud/crud-context.ts';
import { notDeleted } from '../../crud/operations/record-conditions.ts';
import { allOf } from '../../crud/query/build-where.ts';
import { notFound } from '../../errors.ts';
import { NO_QUERY } from '../../http/no-query.ts';
import type { RatioBoardingEntryInput, RatioSystem } from '../../integrations/ratio/ratio-system.ts';
import { jsonAnswer, refusal } from '../../openapi/route-description.ts';
import { authorize } from '../../permissions/authorize.ts';
import type { Action } from '../../../registry/types.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import { callBookingSystem, processCancelled, processInProcessing } from './booking-errors.ts';
import { idParams, recordId, refuseAgencyStaff } from './process-scope.ts';
import { inProcessing, whileInProcessing } from './processing-lock.ts';
import type { ProcessesContext } from './processes-context.ts';

const BASE = '/ratio/api';
/** The read-through's paths; the booking actions under `/ratio/api` are the actions' own. */
export const RATIO_READ_PATHS = ['travelstops', 'termine', 'quotas', 'participants', 'zustiege', 'addresses'].map(
  (name) => `${BASE}/${name}`,
);

const unavailable = refusal(
  'Ratio failed, did not answer in time or answered nothing usable: `error.booking_unavailable`.',
);
const okAnswer = (what: string) =>
  jsonAnswer(`Ratio's answer: ${what}.`, {
    type: 'object',
    required: ['status', 'data'],
    properties: { status: { const: 'ok' }, data: {} },
  });

const DAY = '^\\d{4}-\\d{2}-\\d{2}$';
const GERMAN_DAY = '^(\\d{2})\\.(\\d{2})\\.(\\d{4})$';
const FLAG = { type: 'string', enum: ['0', '1'] } as const;
const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
export const nrParams = { type: 'object', properties: { nr: { type: 'string' } } } as const;
export const kennzifferParams = {
  type: 'object',
  properties: { kennziffer: { type: 'string', pattern: '^[0-9A-Za-z-]{1,20}$' } },
} as const;

const addressFields = {
  code: text(20),
  anrede: text(20),
  titel: text(40),
  name1: { type: 'string', minLength: 1, maxLength: 100 },
  name2: text(100),
  name3: text(100),
  strasse: text(200),
  plz: text(20),
  ort: text(100),
  land: text(60),
  telefon: text(60),
  mobil: text(60),
  email: text(200),
  geburtstag: { type: ['string', 'null'], pattern: DAY },
  agentur: { type: ['integer', 'null'], minimum: 1, maximum: 2_147_483_647 },
  newsletter: { type: 'boolean' },
  dsgvo1: { type: 'boolean' },
} as const;
export const addressChanges = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: addressFields,
} as const;
export const newAddress = {
  type: 'object',
  required: ['data'],
  additionalProperties: false,
  properties: { data: { ...addressChanges, required: ['name1'] } },
} as const;

const boardingEntryFields = {
  teilnehmerNr: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
  haltestelle: { type: 'integer', minimum: 0, maximum: 2_147_483_647 },
  richtung: { type: 'string', enum: ['H', 'R'] },
  transport_type: { const: 'Bus' },
  platznummer: text(20),
} as const;
export const boardingEntryBody = {
  type: 'object',
  required: ['teilnehmerNr', 'haltestelle', 'richtung'],
  additionalProperties: false,
  properties: boardingEntryFields,
} as const;
type BoardingEntryBody = Omit<RatioBoardingEntryInput, 'nr' | 'transport_type' | 'platznummer'> & {
  platznummer?: string | null;
};

/** DD.MM.YYYY as the client takes it, YYYY-MM-DD. */
const isoDay = (day: string | undefined) => day?.replace(new RegExp(GERMAN_DAY), '$3-$2-$1');

export const travelStopsQuery = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  maxProperties: 1,
  properties: {
    byReise: { type: 'string', minLength: 1, maxLength: 40 },
    byTermin: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' },
    start: { type: 'string', pattern: DAY },
  },
} as const;

export const datesQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { reise: { type: 'string', minLength: 1, maxLength: 40 } },
} as const;

export const dateQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { get_occupiedSeats: FLAG, get_participants: FLAG, get_transport: FLAG },
} as const;

export const quotasQuery = {
  type: 'object',
  required: ['byReise'],
  additionalProperties: false,
  properties: {
    byReise: { type: 'string', minLength: 1, maxLength: 40 },
    start: { type: 'string', pattern: GERMAN_DAY },
    end: { type: 'string', pattern: GERMAN_DAY },
  },
} as const;

interface Call {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  url: string;
  operationId: string;
  summary: string;
  description?: string;
  resource: ResourceDefinition;
  action: Action;
  params?: object;
  querystring?: object;
  body?: object;
  created?: boolean;
  run(request: FastifyRequest): Promise<unknown>;
}

/**
 * Ratio's records read through for the tour operator's staff (spec 2 §7): travel stops, dates, quotas,
 * participants, boarding entries and addresses, each answered as Ratio does, `{ status: 'ok', data }`.
 * An agency's staff are refused (403): these reach every agency's records. A boarding entry is saved
 * only for a participant of a process in the user's scope that is not in processing.
 */
export function ratioReadRoutes(app: FastifyInstance, { db, authenticate, resources, services }: ProcessesContext) {
  const processes = resources['processes/processes'];
  const customers = resources['customers/customers'];
  const ratio: RatioSystem = services.ratio;

  function readThrough(call: Call) {
    app.route({
      method: call.method,
      url: `${BASE}${call.url}`,
      preHandler: authenticate,
      schema: {
        querystring: call.querystring ?? NO_QUERY,
        ...(call.params ? { params: call.params } : {}),
        ...(call.body ? { body: call.body } : {}),
      },
      config: {
        openapi: {
          operationId: call.operationId,
          summary: call.summary,
          description: `${call.description ?? ''} Staff only: a user bound to an agency is refused (403).`.trim(),
          tags: [processes.name],
          rights: [{ resource: call.resource, action: call.action }],
          answers: () => ({ [call.created ? '201' : '200']: okAnswer(call.summary), '502': unavailable }),
          errors: ['NotFound', 'Conflict', 'Unprocessable'],
        },
      },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const user = request.user as SignedInUser;
        authorize({ user, resource: call.resource, action: call.action });
        refuseAgencyStaff(user);
        const data = await callBookingSystem(() => call.run(request));
        return reply.code(call.created ? 201 : 200).send({ status: 'ok', data });
      },
    });
  }

  const id = (request: FastifyRequest) => recordId((request.params as { id: string }).id);
  const query = <Query>(request: FastifyRequest) => request.query as Query;

  /** Saves a boarding entry of a participant whose process is ours, in the user's scope, and free. */
  async function saveEntry(request: FastifyRequest, nr: number | null) {
    const body = request.body as BoardingEntryBody;
    const user = request.user as SignedInUser;
    const scope = authorize({ user, resource: processes, action: 'update' });
    const participant = await callBookingSystem(() => ratio.participant(body.teilnehmerNr));
    const process = await dynamic(db)
      .selectFrom(processes.entity.table)
      .select(['id_pc_process', 'status', 'processing_since'])
      .where(
        allOf([scope.where, notDeleted(processes.entity), (eb) => eb(eb.ref('ratio_id'), '=', participant.vorgangnr)]),
      )
      .executeTakeFirst();
    if (!process) throw notFound();
    if (process.status === '5') throw processCancelled();
    if (inProcessing(process.processing_since as Date | null)) throw processInProcessing();
    return whileInProcessing(db, process.id_pc_process as number, () =>
      ratio.saveBoardingEntry({ ...body, nr, transport_type: 'Bus', platznummer: body.platznummer ?? null }),
    );
  }

  readThrough({
    method: 'GET',
    url: '/travelstops',
    operationId: 'ratioTravelStops',
    summary: 'Travel stops',
    description:
      'Of a journey (`byReise`, its code), of a date (`byTermin`) or of the dates starting on a day (`start`); exactly one.',
    resource: processes,
    action: 'read',
    querystring: travelStopsQuery,
    run: (request) => {
      const { byReise, byTermin, start } = query<{ byReise?: string; byTermin?: string; start?: string }>(request);
      if (byReise !== undefined) return ratio.travelStops({ reise: byReise });
      if (byTermin !== undefined) return ratio.travelStops({ termin: Number(byTermin) });
      return ratio.travelStops({ start: start as string });
    },
  });
  readThrough({
    method: 'GET',
    url: '/travelstops/:id',
    operationId: 'ratioTravelStop',
    summary: 'A travel stop',
    resource: processes,
    action: 'read',
    params: idParams,
    run: (request) => ratio.travelStop(id(request)),
  });
  readThrough({
    method: 'GET',
    url: '/termine',
    operationId: 'ratioDates',
    summary: "A journey's dates (all without `reise`)",
    resource: processes,
    action: 'read',
    querystring: datesQuery,
    run: (request) => ratio.dates(query<{ reise?: string }>(request).reise),
  });
  readThrough({
    method: 'GET',
    url: '/termine/:id',
    operationId: 'ratioDate',
    summary: 'A date, with its occupied seats, participants and bus where asked',
    resource: processes,
    action: 'read',
    params: idParams,
    querystring: dateQuery,
    run: (request) => {
      const flags = query<Record<string, string | undefined>>(request);
      return ratio.date(id(request), {
        occupiedSeats: flags.get_occupiedSeats === '1',
        participants: flags.get_participants === '1',
        transport: flags.get_transport === '1',
      });
    },
  });
  readThrough({
    method: 'GET',
    url: '/quotas',
    operationId: 'ratioQuotas',
    summary: "A journey's quotas",
    description: 'Those whose period overlaps `start`–`end` (DD.MM.YYYY).',
    resource: processes,
    action: 'read',
    querystring: quotasQuery,
    run: (request) => {
      const { byReise, start, end } = query<{ byReise: string; start?: string; end?: string }>(request);
      return ratio.quotas({ reise: byReise, from: isoDay(start), till: isoDay(end) });
    },
  });
  readThrough({
    method: 'GET',
    url: '/quotas/:id',
    operationId: 'ratioQuota',
    summary: 'A quota',
    resource: processes,
    action: 'read',
    params: idParams,
    run: (request) => ratio.quota(id(request)),
  });
  readThrough({
    method: 'GET',
    url: '/participants/:id',
    operationId: 'ratioParticipant',
    summary: 'A participant with its boarding entries',
    resource: processes,
    action: 'read',
    params: idParams,
    run: (request) => ratio.participant(id(request)),
  });
  readThrough({
    method: 'PUT',
    url: '/zustiege/:nr',
    operationId: 'ratioChangeBoardingEntry',
    summary: 'Changes a boarding entry',
    description: "The participant's process must be in the user's scope, not cancelled and not in processing.",
    resource: processes,
    action: 'update',
    params: nrParams,
    body: boardingEntryBody,
    run: (request) => saveEntry(request, recordId((request.params as { nr: string }).nr)),
  });
  readThrough({
    method: 'POST',
    url: '/zustiege',
    operationId: 'ratioAddBoardingEntry',
    summary: 'Adds a boarding entry',
    description: "The participant's process must be in the user's scope, not cancelled and not in processing.",
    resource: processes,
    action: 'update',
    body: boardingEntryBody,
    created: true,
    run: (request) => saveEntry(request, null),
  });
  readThrough({
    method: 'GET',
    url: '/addresses/:kennziffer',
    operationId: 'ratioAddress',
    summary: 'An address (customer record) by its kennziffer',
    resource: customers,
    action: 'read',
    params: kennzifferParams,
    run: (request) => ratio.address((request.params as { kennziffer: string }).kennziffer),
  });
  readThrough({
    method: 'PUT',
    url: '/addresses/:kennziffer',
    operationId: 'ratioChangeAddress',
    summary: "Changes an address's fields sent",
    resource: customers,
    action: 'update',
    params: kennzifferParams,
    body: addressChanges,
    run: (request) =>
      ratio.updateAddress((request.params as { kennziffer: string }).kennziffer, request.body as object),
  });
  readThrough({
    method: 'POST',
    url: '/addresses',
    operationId: 'ratioAddAddress',
    summary: 'Adds an address; Ratio gives it its kennziffer',
    resource: customers,
    action: 'create',
    body: newAddress,
    created: true,
    run: (request) => ratio.createAddress((request.body as { data: { name1: string } }).data),
  });
  readThrough({
    method: 'DELETE',
    url: '/addresses/:kennziffer',
    operationId: 'ratioDeleteAddress',
    summary: 'Deletes an address',
    description: 'Ratio refuses (409, `error.booking_failed`) while a process is booked by it.',
    resource: customers,
    action: 'delete',
    params: kennzifferParams,
    run: async (request) => {
      const { kennziffer } = request.params as { kennziffer: string };
      await ratio.deleteAddress(kennziffer);
      return { kennziffer };
    },
  });
}
