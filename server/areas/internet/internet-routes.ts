import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../../core/area.ts';
import { dynamic } from '../../crud/crud-context.ts';
import { allOf } from '../../crud/query/build-where.ts';
import { jsonAnswer } from '../../openapi/route-description.ts';
import { authorize } from '../../permissions/authorize.ts';
import { visibleColumns } from '../../permissions/field-rules.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import { COUNTRY_SHORTLIST } from './seed/countries.ts';

/** The resources the internet calls work on. */
export const internetRouteResources = ['internet/countries'] as const;

type InternetContext = AreaContext<(typeof internetRouteResources)[number]>;

/**
 * `GET /country/short`: the countries of the short list (spec 1 §9: ids 32, 44, 65, 129, 144, 169,
 * 191), in its order, for whoever may list countries: the start-up load that puts them first in
 * country choices.
 */
export function internetRoutes(app: FastifyInstance, { db, authenticate, resources }: InternetContext) {
  const countries = resources['internet/countries'];
  const { entity } = countries;
  app.get(
    `${countries.api}/short`,
    {
      preHandler: authenticate,
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
