import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { dynamic } from '../../crud/crud-context.ts';
import { notDeleted } from '../../crud/operations/record-conditions.ts';
import { allOf } from '../../crud/query/build-where.ts';
import { badRequest } from '../../errors.ts';
import { jsonAnswer } from '../../openapi/route-description.ts';
import { authorize } from '../../permissions/authorize.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import { berlinDay } from '../../../domain/berlin-time.ts';
import { isCalendarDay } from '../../../domain/calendar-day.ts';
import type { ProcessesContext } from './processes-context.ts';

export const DASHBOARD_PATH = '/dashboard-process';

const STATUSES = ['0', '1', '2', '3', '4', '5'] as const;
const DAY = '^\\d{4}-\\d{2}-\\d{2}$';
/** This month in Berlin, from its first to its last day. */
function thisMonth(now = new Date()) {
  const [year, month] = berlinDay(now).split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { from: `${last.slice(0, 8)}01`, till: last };
}

/**
 * `GET /dashboard-process`: the processes whose journey starts in the range, in the user's scope, by
 * status, with how many travel and the revenue (price of those not cancelled).
 */
export const dashboardQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { from: { type: 'string', pattern: DAY }, till: { type: 'string', pattern: DAY } },
} as const;

export function dashboardRoute(app: FastifyInstance, { db, authenticate, resources }: ProcessesContext) {
  const processes = resources['processes/processes'];
  app.get<{ Querystring: { from?: string; till?: string } }>(
    DASHBOARD_PATH,
    {
      preHandler: authenticate,
      schema: {
        querystring: dashboardQuery,
      },
      config: {
        openapi: {
          operationId: 'processDashboard',
          summary: 'Processes by status in a range of journey starts',
          description:
            'Over the processes the user reaches whose `journey_start` is in `from`–`till` (YYYY-MM-DD, both ' +
            'included; this month by default): how many in all and per status, how many travel, and the revenue ' +
            '(the sum of `price` of those not cancelled).',
          tags: [processes.name],
          rights: [{ resource: processes, action: 'read' }],
          answers: () => ({
            '200': jsonAnswer('The counts.', {
              type: 'object',
              required: ['from', 'till', 'total', 'byStatus', 'participants', 'revenue'],
              properties: {
                from: { type: 'string', format: 'date' },
                till: { type: 'string', format: 'date' },
                total: { type: 'integer' },
                byStatus: {
                  type: 'object',
                  required: [...STATUSES],
                  properties: Object.fromEntries(STATUSES.map((status) => [status, { type: 'integer' }])),
                },
                participants: { type: 'integer' },
                revenue: { type: 'number' },
              },
            }),
          }),
        },
      },
    },
    async (request) => {
      const scope = authorize({ user: request.user as SignedInUser, resource: processes, action: 'read' });
      const month = thisMonth();
      const from = request.query.from ?? month.from;
      const till = request.query.till ?? month.till;
      for (const [field, day] of [
        ['from', from],
        ['till', till],
      ] as const)
        if (!isCalendarDay(day)) throw badRequest(`"${field}" is no day`, [{ field, key: 'error.format' }]);
      const rows = await dynamic(db)
        .selectFrom(processes.entity.table)
        .select([
          'status',
          (eb) => eb.fn.countAll<string>().as('count'),
          (eb) => eb.fn.coalesce(eb.fn.sum<string>('participants'), sql<string>`0`).as('participants'),
          (eb) => eb.fn.coalesce(eb.fn.sum<string>('price'), sql<string>`0`).as('revenue'),
        ])
        .where(
          allOf([
            scope.where,
            notDeleted(processes.entity),
            (eb) => eb.and([eb(eb.ref('journey_start'), '>=', from), eb(eb.ref('journey_start'), '<=', till)]),
          ]),
        )
        .groupBy('status')
        .execute();
      const byStatus = Object.fromEntries(STATUSES.map((status) => [status, 0])) as Record<string, number>;
      let participants = 0;
      let revenue = 0;
      for (const row of rows) {
        byStatus[row.status as string] = Number(row.count);
        participants += Number(row.participants);
        if (row.status !== '5') revenue += Number(row.revenue);
      }
      const total = Object.values(byStatus).reduce((sum, count) => sum + count, 0);
      return { from, till, total, byStatus, participants, revenue: Math.round(revenue * 100) / 100 };
    },
  );
}
