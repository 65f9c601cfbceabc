import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../../core/area.ts';
import { dynamic } from '../../crud/crud-context.ts';
import { allOf } from '../../crud/query/build-where.ts';
import { jsonAnswer } from '../../openapi/route-description.ts';
import { authorize } from '../../permissions/authorize.ts';
import { visibleColumns } from '../../permissions/field-rules.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';

export const customerRouteResources = ['customers/customers'] as const;
const DRIVERS_PATH = '/customers/drivers';
/** The API paths these calls take, which no resource may. */
export const customerApiPaths = [DRIVERS_PATH];

export const driversQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    $search: { type: 'string', maxLength: 100 },
    $limit: { type: 'string', pattern: '^(1000|[1-9][0-9]{0,2})$' },
    $skip: { type: 'string', pattern: '^(0|[1-9][0-9]{0,6})$' },
  },
} as const;
interface DriversQuery {
  $search?: string;
  $limit?: string;
  $skip?: string;
}

type CustomersContext = AreaContext<(typeof customerRouteResources)[number]>;

/**
 * `GET /customers/drivers` (spec 2 §7 "GET /customers with driversOnly=true", the console's
 * /customers/drivers): the cards whose user account is a bus driver's, with the customers' rights and
 * agency scope, sorted by name.
 */
export function driverRoutes(app: FastifyInstance, { db, authenticate, resources }: CustomersContext) {
  const customers = resources['customers/customers'];
  const { entity } = customers;

  app.get<{ Querystring: DriversQuery }>(
    DRIVERS_PATH,
    {
      preHandler: authenticate,
      schema: { querystring: driversQuery },
      config: {
        openapi: {
          operationId: 'listDriverCustomers',
          summary: 'The customers who are drivers',
          description:
            'The customer cards one of whose user accounts (not deleted) is a driver (`driver`), a page at a time ' +
            '(`$limit` up to 1000, default 20; `$skip`), by name; `$search` finds name and `id_vc_card`. Agency ' +
            "staff see their agency's cards only.",
          tags: [customers.name],
          rights: [{ resource: customers, action: 'list' }],
          answers: ({ record }) => ({
            '200': jsonAnswer('The page.', {
              type: 'object',
              required: ['total', 'limit', 'skip', 'data'],
              properties: {
                total: { type: 'integer' },
                limit: { type: 'integer' },
                skip: { type: 'integer' },
                data: { type: 'array', items: record(entity) },
              },
            }),
          }),
        },
      },
    },
    async (request) => {
      const user = request.user as SignedInUser;
      const scope = authorize({ user, resource: customers, action: 'list' });
      const search = request.query.$search?.trim();
      const limit = request.query.$limit === undefined ? 20 : Number(request.query.$limit);
      const skip = request.query.$skip === undefined ? 0 : Number(request.query.$skip);
      const words = search ? `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined;
      const query = dynamic(db)
        .selectFrom('vc_card')
        .where(allOf([scope.where]))
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('users')
              .select('users.id_users')
              .whereRef('users.id_vc_card', '=', 'vc_card.id_vc_card')
              .where('users.driver', '=', true)
              .where('users.deleted_at', 'is', null),
          ),
        )
        .where((eb) =>
          words === undefined
            ? eb.lit(true)
            : eb.or([
                eb('vc_card.name', 'ilike', words),
                ...(/^\d{1,9}$/.test(search ?? '') ? [eb('vc_card.id_vc_card', '=', Number(search))] : []),
              ]),
        );
      const [{ total }, data] = await Promise.all([
        query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
        query
          .select(visibleColumns(user, entity).map((column) => `vc_card.${column}`))
          .orderBy('vc_card.name')
          .orderBy('vc_card.id_vc_card')
          .limit(limit)
          .offset(skip)
          .execute(),
      ]);
      return { total: Number(total), limit, skip, data };
    },
  );
}
