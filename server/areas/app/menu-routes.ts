import type { FastifyInstance } from 'fastify';
import { COURSES, MENU_ORDER_PATH, TRAVEL_MENU_PATH, type MenuOrder } from '../../../domain/app/travel-menu.ts';
import { NO_QUERY } from '../../http/no-query.ts';
import { jsonAnswer, refusal } from '../../openapi/route-description.ts';
import { authorizeRight } from '../../permissions/authorize.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import type { AppContext } from './app-context.ts';
import { currentDeparture } from './current-departure.ts';
import { orderFromMenu } from './menu-order.ts';
import { NO_MENU, travelMenu } from './menu-view.ts';

export const menuApiPaths: readonly string[] = [TRAVEL_MENU_PATH];

export const menuOrderBody = {
  type: 'object',
  required: ['day', 'name', 'quantity'],
  additionalProperties: false,
  properties: {
    day: { type: 'integer', minimum: 1, maximum: 60, description: "The journey's day (1 = the departure day)." },
    name: { type: 'string', minLength: 1, maxLength: 200, description: 'The dish, as the menu names it.' },
    quantity: { type: 'integer', minimum: 1, maximum: 50 },
  },
} as const;

const nullableText = { type: ['string', 'null'] };
const travelMenuSchema = {
  type: 'object',
  required: ['departure', 'days'],
  properties: {
    departure: {
      type: ['object', 'null'],
      required: ['id', 'title', 'journey_start', 'journey_end', 'bus_name'],
      properties: {
        id: { type: 'integer' },
        title: { type: 'string' },
        journey_start: { type: 'string', format: 'date' },
        journey_end: { type: 'string', format: 'date' },
        bus_name: nullableText,
      },
    },
    days: {
      type: 'array',
      items: {
        type: 'object',
        required: ['day', 'date', 'items'],
        properties: {
          day: { type: 'integer' },
          date: { type: 'string', format: 'date' },
          items: {
            type: 'array',
            items: {
              type: 'object',
              required: ['course', 'name', 'price'],
              properties: {
                course: { type: 'string', enum: COURSES },
                name: { type: 'string' },
                price: { type: ['number', 'null'] },
              },
            },
          },
        },
      },
    },
  },
};

/**
 * The travel menu of spec 1 §2 (App user, TravelMenu): the menu of the departure the signed-in
 * traveller or driver is on today, and an order from it, which becomes one of their consumption rows.
 */
export function menuRoutes(app: FastifyInstance, { db, authenticate, resources }: AppContext) {
  const consumption = resources['app/my-consumption'];
  const tags = [consumption.name];

  app.get(
    TRAVEL_MENU_PATH,
    {
      preHandler: authenticate,
      schema: { querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'travelMenu',
          summary: "The current journey's travel menu",
          description:
            "The menu of the departure the signed-in user travels on today (Europe/Berlin), or drives; by the journey's " +
            'days that have dishes, each with its date, the dishes by course. `departure: null` and no days when the ' +
            'user is on no journey today (one that starts later is not current).',
          tags,
          rights: [{ resource: consumption, right: 'TravelMenu-read' }],
          answers: () => ({ '200': jsonAnswer('The menu.', travelMenuSchema) }),
        },
      },
    },
    async (request) => {
      const user = request.user as SignedInUser;
      authorizeRight(user, 'TravelMenu-read');
      const departure = await currentDeparture(db, user);
      return departure ? travelMenu(departure) : NO_MENU;
    },
  );

  app.post<{ Body: MenuOrder }>(
    MENU_ORDER_PATH,
    {
      preHandler: authenticate,
      schema: { body: menuOrderBody, querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'orderFromTravelMenu',
          summary: "Order a dish of the current journey's travel menu",
          description:
            "Adds a consumption row of the signed-in user's to the departure they are on today: the dish of that " +
            "day's menu by its name, with the menu's course and price, and the quantity. This is the only way a " +
            'consumption row is made; the price is never taken from the client.',
          tags,
          rights: [{ resource: consumption, right: 'TravelMenu-create' }],
          answers: ({ record }) => ({
            '201': jsonAnswer('The consumption row.', record(consumption.entity)),
            '409': refusal('The user is on no journey today: `app.errors.no_current_departure`.'),
            '422': refusal("The dish is not on that day's menu: `app.errors.not_on_menu` at `name`."),
          }),
        },
      },
    },
    async (request, reply) => {
      const user = request.user as SignedInUser;
      authorizeRight(user, 'TravelMenu-create');
      const row = await orderFromMenu(db, consumption, user, request.body, request.ip);
      return reply.code(201).send(row);
    },
  );
}
