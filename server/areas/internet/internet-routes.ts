import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../../core/area.ts';
import { dynamic } from '../../crud/crud-context.ts';
import { NO_QUERY } from '../../http/no-query.ts';
import { notDeleted } from '../../crud/operations/record-conditions.ts';
import { allOf, searchCondition } from '../../crud/query/build-where.ts';
import { jsonAnswer } from '../../openapi/route-description.ts';
import { authorize } from '../../permissions/authorize.ts';
import { visibleColumns } from '../../permissions/field-rules.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import { COUNTRY_SHORTLIST } from './seed/countries.ts';

/** The resources the internet calls work on. */
export const internetRouteResources = ['internet/countries', 'internet/organizations'] as const;

/** How many organizations `GET /organization/find` answers at most: a type-ahead's worth (spec 1 §9 gives 30). */
export const FOUND_AT_MOST = 30;

/** The query of `GET /organization/find`. */
export const findQuery = {
  type: 'object',
  required: ['q'],
  additionalProperties: false,
  properties: { q: { type: 'string', minLength: 1, maxLength: 100, description: 'An id, or words of the name.' } },
} as const;

type InternetContext = AreaContext<(typeof internetRouteResources)[number]>;

/** The calls of the internet area beyond the generic ones. */
export function internetRoutes(app: FastifyInstance, context: InternetContext) {
  shortlistRoute(app, context);
  organizationFindRoute(app, context);
}

/**
 * `GET /country/short`: the countries of the short list (spec 1 §9: ids 32, 44, 65, 129, 144, 169,
 * 191), in its order, for whoever may list countries: the start-up load that puts them first in
 * country choices.
 */
function shortlistRoute(app: FastifyInstance, { db, authenticate, resources }: InternetContext) {
  const countries = resources['internet/countries'];
  const { entity } = countries;
  app.get(
    `${countries.api}/short`,
    {
      preHandler: authenticate,
      schema: { querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'listShortlistCountries',
          summary: 'The short list of countries',
          description: `The countries with the ids ${COUNTRY_SHORTLIST.join(', ')}, in that order, as a plain array.`,
          tags: [countries.name],
          rights: [{ resource: countries, action: 'list' }],
          answers: ({ record }) => ({
            '200': jsonAnswer('The short list.', { type: 'array', items: record(entity) }),
          }),
        },
      },
    },
    async (request) => {
      const user = request.user as SignedInUser;
      const scope = authorize({ user, resource: countries, action: 'list' });
      const rows = await dynamic(db)
        .selectFrom(entity.table)
        .select(visibleColumns(user, entity))
        .where(allOf([scope.where]))
        .where(entity.idField, 'in', [...COUNTRY_SHORTLIST])
        .execute();
      const byId = new Map(rows.map((row) => [row[entity.idField], row]));
      return COUNTRY_SHORTLIST.flatMap((id) => byId.get(id) ?? []);
    },
  );
}

/**
 * `GET /organization/find?q=`: the organizations whose id is `q`, or whose name holds every word of
 * it, by name, at most FOUND_AT_MOST: what a type-ahead choosing an organization asks.
 */
function organizationFindRoute(app: FastifyInstance, { db, authenticate, resources }: InternetContext) {
  const organizations = resources['internet/organizations'];
  const { entity } = organizations;
  app.get<{ Querystring: { q: string } }>(
    `${organizations.api}/find`,
    {
      preHandler: authenticate,
      schema: { querystring: findQuery },
      config: {
        openapi: {
          operationId: 'findOrganizations',
          summary: 'Find organizations by id or name',
          description: `At most ${FOUND_AT_MOST}, ordered by name.`,
          tags: [organizations.name],
          rights: [{ resource: organizations, action: 'list' }],
          answers: ({ record }) => ({
            '200': jsonAnswer('The organizations found.', { type: 'array', items: record(entity) }),
          }),
        },
      },
    },
    async (request) => {
      const user = request.user as SignedInUser;
      const scope = authorize({ user, resource: organizations, action: 'list' });
      const text = request.query.q.trim();
      const words = text.split(/\s+/).filter(Boolean);
      const id = /^\d{1,9}$/.test(text) ? Number(text) : undefined;
      const found = searchCondition(organizations, words);
      return dynamic(db)
        .selectFrom(entity.table)
        .select(visibleColumns(user, entity))
        .where(allOf([scope.where, notDeleted(entity)]))
        .where((eb) => (id === undefined ? found(eb) : eb.or([found(eb), eb(entity.idField, '=', id)])))
        .orderBy('name')
        .orderBy(entity.idField)
        .limit(FOUND_AT_MOST)
        .execute();
    },
  );
}
