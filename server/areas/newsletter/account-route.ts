import type { FastifyInstance } from 'fastify';
import { ACCOUNT_PATH } from '../../../domain/newsletter/account.ts';
import { mayDo } from '../../../registry/permission-check.ts';
import { NO_QUERY } from '../../http/no-query.ts';
import { jsonAnswer } from '../../openapi/route-description.ts';
import { authorizeRight } from '../../permissions/authorize.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import { mailjetAccount } from './mailjet-account.ts';
import type { NewsletterContext } from './newsletter-context.ts';

export const accountApiPaths: readonly string[] = [ACCOUNT_PATH];

const campaign = {
  type: 'object',
  required: ['id_nl_campaign', 'title', 'status', 'scheduled_at', 'sent_at'],
  properties: {
    id_nl_campaign: { type: 'integer' },
    title: { type: 'string' },
    status: { type: 'string', enum: ['draft', 'scheduled', 'sent'] },
    scheduled_at: { type: ['string', 'null'], format: 'date-time' },
    sent_at: { type: ['string', 'null'], format: 'date-time' },
  },
};
const campaignsOrNull = (description: string) => ({
  type: ['array', 'null'],
  items: campaign,
  description: `${description}; null for a user without newsletter-campaigns-read.`,
});

const accountAnswer = {
  type: 'object',
  required: ['reachable', 'lists', 'contacts', 'subscribed', 'mailjet', 'lastCampaigns', 'scheduledCampaigns'],
  properties: {
    reachable: { type: 'boolean', description: 'Whether Mailjet answered.' },
    lists: { type: 'integer', description: 'Our contact lists.' },
    contacts: { type: 'integer', description: 'Our contacts.' },
    subscribed: { type: 'integer', description: 'Our subscribed contacts.' },
    mailjet: {
      type: ['object', 'null'],
      required: ['lists', 'contacts'],
      properties: { lists: { type: 'integer' }, contacts: { type: 'integer' } },
      description: "Mailjet's totals of lists and contacts; null when it is not reachable.",
    },
    lastCampaigns: campaignsOrNull('The last five campaigns, newest first'),
    scheduledCampaigns: campaignsOrNull('The scheduled campaigns, the next first'),
  },
};

/** The `/mailjet` page's overview: answers even when Mailjet does not, with what our database knows. */
export function accountRoutes(app: FastifyInstance, { db, authenticate, resources, services }: NewsletterContext) {
  const campaigns = resources['newsletter/campaigns'];
  app.get(
    ACCOUNT_PATH,
    {
      preHandler: authenticate,
      schema: { querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'mailjetAccount',
          summary: 'The newsletter account at a glance',
          description:
            'Whether Mailjet is reachable, our contact lists, contacts and subscribed contacts, Mailjet’s totals of ' +
            'lists and contacts, and the last and the scheduled campaigns. Mailjet failing is no error: the answer ' +
            'says `reachable: false` and holds what our database knows.',
          tags: [campaigns.name],
          rights: [
            { resource: campaigns, right: 'newsletter-read' },
            { resource: campaigns, action: 'list', when: 'for the campaigns' },
          ],
          answers: () => ({ '200': jsonAnswer('The overview.', accountAnswer) }),
        },
      },
    },
    async (request) => {
      const user = request.user as SignedInUser;
      authorizeRight(user, 'newsletter-read');
      return mailjetAccount(db, services.mailjet, mayDo(user.permissions, campaigns.permission, 'list'));
    },
  );
}
