import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../../core/area.ts';
import { dynamic } from '../../crud/crud-context.ts';
import { notFound } from '../../errors.ts';
import { getRecord } from '../../crud/operations/get-record.ts';
import { notDeleted } from '../../crud/operations/record-conditions.ts';
import { allOf } from '../../crud/query/build-where.ts';
import { NO_QUERY } from '../../http/no-query.ts';
import { jsonAnswer } from '../../openapi/route-description.ts';
import { authorize } from '../../permissions/authorize.ts';
import { visibleColumns } from '../../permissions/field-rules.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';

/** The resources the travel calls work on. */
export const travelRouteResources = ['travel/boarding-groups', 'travel/boarding-points'] as const;

type TravelContext = AreaContext<(typeof travelRouteResources)[number]>;

/** The group's id in the path: any text, so that one that is no id answers 404 as the generic call does. */
export const boardingGroupParams = { type: 'object', properties: { id_zus_gruppen: { type: 'string' } } } as const;

/**
 * `GET /zustiege-gruppen-lit/{id}`: one boarding group, as the generic call answers it, with its
 * boarding points' records in the group's order as `zustiege` (spec 2 §7: "load returns zustiege").
 * It takes the generic call's place (the resource serves no `get` of its own) and its rights: the
 * group's read right, and the boarding points' list right for the points.
 */
export function boardingGroupRoute(app: FastifyInstance, { db, authenticate, resources }: TravelContext) {
  const groups = resources['travel/boarding-groups'];
  const points = resources['travel/boarding-points'];
  app.get<{ Params: { id_zus_gruppen: string } }>(
    `${groups.api}/:id_zus_gruppen`,
    {
      preHandler: authenticate,
      schema: {
        params: boardingGroupParams,
        querystring: NO_QUERY,
      },
      config: {
        openapi: {
          operationId: 'getBoardingGroup',
          summary: 'A boarding group with its boarding points',
          description:
            'The group as stored, and `zustiege`: the records of its boarding points in the order of ' +
            '`boarding_points` (points since moved to the trash left out). 404 for a group the user cannot reach.',
          tags: [groups.name],
          rights: [
            { resource: groups, action: 'read' },
            { resource: points, action: 'list' },
          ],
          parameters: { id_zus_gruppen: "The group's id." },
          answers: ({ record }) => ({
            '200': jsonAnswer('The group and its boarding points.', {
              allOf: [
                record(groups.entity),
                {
                  type: 'object',
                  required: ['zustiege'],
                  properties: { zustiege: { type: 'array', items: record(points.entity) } },
                },
              ],
            }),
          }),
          errors: ['NotFound'],
        },
      },
    },
    async (request) => {
      const user = request.user as SignedInUser;
      const groupScope = authorize({ user, resource: groups, action: 'read' });
      const pointScope = authorize({ user, resource: points, action: 'list' });
      // As the generic call: an id that is no positive integer names no record.
      const id = request.params.id_zus_gruppen;
      if (!/^[1-9]\d{0,8}$/.test(id)) throw notFound();
      const group = await getRecord(
        { db, resource: groups, user, ip: request.ip, scope: allOf([groupScope.where]), assign: {} },
        Number(id),
      );
      const ids = Array.isArray(group.boarding_points) ? (group.boarding_points as number[]) : [];
      const { entity } = points;
      const rows =
        ids.length === 0
          ? []
          : await dynamic(db)
              .selectFrom(entity.table)
              .select(visibleColumns(user, entity))
              .where(allOf([pointScope.where, notDeleted(entity)]))
              .where(entity.idField, 'in', ids)
              .execute();
      const byId = new Map(rows.map((row) => [row[entity.idField] as number, row]));
      return { ...group, zustiege: ids.flatMap((id) => byId.get(id) ?? []) };
    },
  );
}
