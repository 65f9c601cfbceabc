import type { FastifyInstance } from 'fastify';
import { TEST_RECIPIENTS_MAX, type CampaignTestRequest } from '../../../domain/newsletter/campaign-calls.ts';
import { NO_QUERY } from '../../http/no-query.ts';
import {
  campaignIdParams,
  mailjetUnavailable,
  notReady,
  SEND_RIGHT,
  sentAlready,
  type CampaignCallKit,
  type CampaignIdParams,
} from './campaign-route-kit.ts';
import { testCampaign } from './campaign-actions.ts';

export const campaignTestBody = {
  type: 'object',
  additionalProperties: false,
  required: ['recipients'],
  properties: {
    recipients: {
      type: 'array',
      minItems: 1,
      maxItems: TEST_RECIPIENTS_MAX,
      uniqueItems: true,
      items: { type: 'string', format: 'email', maxLength: 254 },
    },
  },
} as const;

/** `POST /newsletter/campaign/{id}/test`: a test send of the campaign as it is now. */
export function campaignTestRoute(app: FastifyInstance, kit: CampaignCallKit) {
  app.post<{ Params: CampaignIdParams; Body: CampaignTestRequest }>(
    '/newsletter/campaign/:id/test',
    {
      preHandler: kit.authenticate,
      schema: { params: campaignIdParams, querystring: NO_QUERY, body: campaignTestBody },
      config: {
        openapi: {
          operationId: 'testNewsletterCampaign',
          summary: 'Send a campaign as a test',
          description:
            `Mailjet sends the campaign as it is now (its draft created or brought up to date, with the template's ` +
            `content) to these 1–${TEST_RECIPIENTS_MAX} addresses only, not to the list. The campaign stays as it is.`,
          tags: kit.tags,
          rights: [{ resource: kit.campaigns, right: SEND_RIGHT }],
          parameters: { id: "The campaign's id." },
          answers: () => ({
            '204': { description: 'Mailjet has taken the test send.' },
            '409': sentAlready,
            '422': notReady,
            '502': mailjetUnavailable,
          }),
          errors: ['NotFound'],
        },
      },
    },
    async (request, reply) => {
      await testCampaign(kit.sender(request), Number(request.params.id), request.body.recipients);
      return reply.code(204).send();
    },
  );
}
