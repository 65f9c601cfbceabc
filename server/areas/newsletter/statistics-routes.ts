import type { FastifyInstance } from 'fastify';
import { berlinDay } from '../../../domain/berlin-time.ts';
import { isCalendarDay } from '../../../domain/calendar-day.ts';
import { COUNT_NAMES, DEFAULT_PERIOD_DAYS, shiftDay, STATISTICS_PATH } from '../../../domain/newsletter/statistics.ts';
import { badRequest } from '../../errors.ts';
import { jsonAnswer, refusal } from '../../openapi/route-description.ts';
import { authorizeRight } from '../../permissions/authorize.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import type { NewsletterContext } from './newsletter-context.ts';
import { newsletterStatistics } from './newsletter-statistics.ts';

export const statisticsApiPaths: readonly string[] = [STATISTICS_PATH];

const DAY = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;

export const statisticsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    from: { ...DAY, description: `First day (Berlin), YYYY-MM-DD; default ${DEFAULT_PERIOD_DAYS} days before \`to\`.` },
    to: { ...DAY, description: 'Last day (Berlin), YYYY-MM-DD; default today.' },
    id_nl_campaign: { type: 'string', pattern: '^[1-9][0-9]{0,8}$', description: 'Only this campaign.' },
  },
} as const;

interface StatisticsQuery {
  from?: string;
  to?: string;
  id_nl_campaign?: string;
}

const counts = Object.fromEntries(COUNT_NAMES.map((name) => [name, { type: 'integer' }]));
const countNames = [...COUNT_NAMES];

const statisticsAnswer = {
  type: 'object',
  required: ['from', 'to', 'campaigns', 'days'],
  properties: {
    from: { type: 'string', format: 'date' },
    to: { type: 'string', format: 'date' },
    campaigns: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id_nl_campaign', 'title', 'sent_at', 'recipients', ...countNames, 'openRate', 'clickRate'],
        properties: {
          id_nl_campaign: { type: 'integer' },
          title: { type: 'string' },
          sent_at: { type: ['string', 'null'], format: 'date-time' },
          recipients: { type: ['integer', 'null'] },
          ...counts,
          openRate: { type: 'number', description: 'Opened of delivered, 0–1.' },
          clickRate: { type: 'number', description: 'Clicked of delivered, 0–1.' },
        },
      },
    },
    days: {
      type: 'array',
      items: {
        type: 'object',
        required: ['day', ...countNames],
        properties: { day: { type: 'string', format: 'date' }, ...counts },
      },
    },
  },
};

/** The period asked for, checked: real days, the first not after the last. */
function period(query: StatisticsQuery) {
  for (const field of ['from', 'to'] as const) {
    const day = query[field];
    if (day !== undefined && !isCalendarDay(day))
      throw badRequest(`${field} is no calendar day`, [{ field, key: 'error.format' }]);
  }
  const to = query.to ?? berlinDay();
  const from = query.from ?? shiftDay(to, -DEFAULT_PERIOD_DAYS);
  if (from > to) throw badRequest('from is after to', [{ field: 'to', key: 'error.ends_before_start' }]);
  return { from, to };
}

/** The analysis' numbers (spec 1 §3): how the campaigns sent in a period did, from Mailjet's counters. */
export function statisticsRoutes(app: FastifyInstance, { db, authenticate, resources, services }: NewsletterContext) {
  const campaigns = resources['newsletter/campaigns'];
  app.get<{ Querystring: StatisticsQuery }>(
    STATISTICS_PATH,
    {
      preHandler: authenticate,
      schema: { querystring: statisticsQuery },
      config: {
        openapi: {
          operationId: 'newsletterStatistics',
          summary: 'Newsletter statistics per campaign and per day',
          description:
            'The campaigns sent in the period (Berlin days, default the last ' +
            `${DEFAULT_PERIOD_DAYS} days) with Mailjet's lifetime counters (sent, delivered, opened, clicked, ` +
            'bounced = hard and soft, unsubscribed) and the open and click rates, and the same counters summed ' +
            'per day over all days of those campaigns. A campaign Mailjet has not sent is left out.',
          tags: [campaigns.name],
          rights: [{ resource: campaigns, right: 'newsletter-statistics-read' }],
          answers: () => ({
            '200': jsonAnswer('The campaigns and the days.', statisticsAnswer),
            '502': refusal('Mailjet failed or did not answer in time: `newsletter.errors.mailjet_unavailable`.'),
          }),
        },
      },
    },
    async (request) => {
      authorizeRight(request.user as SignedInUser, 'newsletter-statistics-read');
      const { id_nl_campaign } = request.query;
      return newsletterStatistics(db, services.mailjet, {
        ...period(request.query),
        ...(id_nl_campaign === undefined ? {} : { campaignId: Number(id_nl_campaign) }),
      });
    },
  );
}
