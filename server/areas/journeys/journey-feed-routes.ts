import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../registry/types.ts';
import { dynamic } from '../../crud/crud-context.ts';
import { notDeleted } from '../../crud/operations/record-conditions.ts';
import { allOf } from '../../crud/query/build-where.ts';
import { readableColumns } from '../../crud/readable-columns.ts';
import type { Tables } from '../../db/tables.ts';
import { RECORD_ID_PARAM } from '../../http/record-id-params.ts';
import { jsonAnswer } from '../../openapi/route-description.ts';
import type { SchemaObject } from '../../openapi/types.ts';
import { authorize } from '../../permissions/authorize.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import { berlinToday, menuInvoice, travelMenu, webLegacy } from './journey-feeds.ts';

/** The most journeys one answer holds: the newest first. */
export const FEED_LIMIT = 1000;

const feedQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { id_jrn_journey: RECORD_ID_PARAM },
};

type Row = Record<string, unknown>;
type Shape = (journeys: readonly Row[]) => unknown[];

const nullable = (type: string) => ({ type: [type, 'null'] });
const dateRange = { from: { type: 'string', format: 'date' }, till: { type: 'string', format: 'date' } };
const list = (items: SchemaObject): SchemaObject => ({ type: 'array', items });

const feeds: readonly {
  path: string;
  operationId: string;
  summary: string;
  onlineOnly: boolean;
  shape: Shape;
  schema: SchemaObject;
}[] = [
  {
    path: '/journey/travel-menu',
    operationId: 'journeyTravelMenu',
    summary:
      "The app's travel menu: the online journeys with an active date that has not ended (Berlin time), with those dates, the next first",
    onlineOnly: true,
    shape: (journeys) => travelMenu(journeys, berlinToday()),
    schema: list({
      type: 'object',
      required: ['id_jrn_journey', 'title', 'duration', 'duration_unit', 'dates'],
      properties: {
        id_jrn_journey: { type: 'integer' },
        title: { type: 'string' },
        duration: nullable('integer'),
        duration_unit: { type: 'string' },
        dates: list({
          type: 'object',
          required: ['code', 'from', 'till', 'departure_time', 'return_time'],
          properties: {
            code: nullable('string'),
            ...dateRange,
            departure_time: nullable('string'),
            return_time: nullable('string'),
          },
        }),
      },
    }),
  },
  {
    path: '/journey/menu-invoice',
    operationId: 'journeyMenuInvoice',
    summary: 'The price lines of each journey (its active dates with prices), for invoices',
    onlineOnly: false,
    shape: menuInvoice,
    schema: list({
      type: 'object',
      required: ['id_jrn_journey', 'title', 'code', 'lines'],
      properties: {
        id_jrn_journey: { type: 'integer' },
        title: { type: 'string' },
        code: nullable('string'),
        lines: list({
          type: 'object',
          required: ['code', 'from', 'till', 'price', 'additional_price', 'price_description'],
          properties: {
            code: nullable('string'),
            ...dateRange,
            price: { type: 'number' },
            additional_price: nullable('number'),
            price_description: nullable('string'),
          },
        }),
      },
    }),
  },
  {
    path: '/journey-web-legacy',
    operationId: 'journeyWebLegacy',
    summary: "The online journeys that are not secret, in the old website's shape (texts under `detail`)",
    onlineOnly: true,
    shape: webLegacy,
    schema: list({
      type: 'object',
      required: ['id_jrn_journey', 'detail', 'id_jrn_category', 'duration', 'bookable', 'price_from', 'image', 'dates'],
      properties: {
        id_jrn_journey: { type: 'integer' },
        detail: {
          type: 'object',
          required: ['title', 'subtitle', 'teaser', 'introduction'],
          properties: {
            title: { type: 'string' },
            subtitle: nullable('string'),
            teaser: nullable('string'),
            introduction: nullable('string'),
          },
        },
        id_jrn_category: nullable('integer'),
        duration: {
          type: 'object',
          required: ['value', 'unit'],
          properties: { value: nullable('integer'), unit: { type: 'string' } },
        },
        bookable: { type: 'integer' },
        price_from: nullable('number'),
        image: nullable('string'),
        dates: list({
          type: 'object',
          required: ['from', 'till', 'price'],
          properties: { ...dateRange, price: { type: 'number' } },
        }),
      },
    }),
  },
];

/**
 * The journey lists spec 2 §4 names without shapes (journey-feeds.ts defines them): each of the
 * journeys the user may read (not in the trash; `?id_jrn_journey=` narrows to one), at most
 * FEED_LIMIT, the newest first. Needs the journeys' read right.
 */
export function journeyFeedRoutes(
  app: FastifyInstance,
  db: Kysely<Tables>,
  journeys: ResourceDefinition,
  authenticate: preHandlerAsyncHookHandler,
) {
  const { entity } = journeys;
  for (const feed of feeds) {
    app.get<{ Querystring: { id_jrn_journey?: string } }>(
      feed.path,
      {
        preHandler: authenticate,
        schema: { querystring: feedQuery },
        config: {
          openapi: {
            operationId: feed.operationId,
            summary: feed.summary,
            description: `At most ${FEED_LIMIT} journeys, the newest first; \`id_jrn_journey\` narrows the answer to that journey.`,
            tags: [journeys.name],
            rights: [{ resource: journeys, action: 'read' }],
            answers: () => ({ '200': jsonAnswer('The journeys.', feed.schema) }),
          },
        },
      },
      async (request) => {
        const { where } = authorize({ user: request.user as SignedInUser, resource: journeys, action: 'read' });
        let query = dynamic(db)
          .selectFrom(entity.table)
          .select(readableColumns(entity))
          .where(allOf([where, notDeleted(entity)]));
        if (feed.onlineOnly) query = query.where('online', '=', true);
        const { id_jrn_journey: id } = request.query;
        if (id !== undefined) query = query.where(entity.idField, '=', Number(id));
        const rows = (await query.orderBy(entity.idField, 'desc').limit(FEED_LIMIT).execute()) as Row[];
        return feed.shape(rows);
      },
    );
  }
}
