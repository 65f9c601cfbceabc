import type { FastifyInstance } from 'fastify';
import { NO_QUERY } from '../../http/no-query.ts';
import { jsonAnswer } from '../../openapi/route-description.ts';
import { sendCampaign } from './campaign-actions.ts';
import {
  campaignIdParams,
  mailjetUnavailable,
  notReady,
  SEND_RIGHT,
  sentAlready,
  type CampaignCallKit,
  type CampaignIdParams,
} from './campaign-route-kit.ts';

/** `POST /newsletter/campaign/{id}/send`: the campaign to its list, now, once. */
export function campaignSendRoute(app: FastifyInstance, kit: CampaignCallKit) {
  app.post<{ Params: CampaignIdParams }>(
    '/newsletter/campaign/:id/send',
    {
      preHandler: kit.authenticate,
      schema: { params: campaignIdParams, querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'sendNewsletterCampaign',
          summary: 'Send a campaign',
          description:
            "Sends the campaign once, now: Mailjet's list is brought up to date with the list's subscribed, unlocked " +
            'contacts, the draft with the campaign and its template, and Mailjet sends it. The campaign is then ' +
            '`sent` with `sent_at`, `sent_by` and `recipients`, for good. Two sends at once are one send; a retry ' +
            'after a send whose answer was lost only marks it sent.',
          tags: kit.tags,
          rights: [{ resource: kit.campaigns, right: SEND_RIGHT }],
          parameters: { id: "The campaign's id." },
          answers: ({ record }) => ({
            '200': jsonAnswer('The campaign, sent.', record(kit.campaigns.entity)),
            '409': sentAlready,
            '422': notReady,
            '502': mailjetUnavailable,
          }),
          errors: ['NotFound'],
        },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      await sendCampaign(kit.sender(request), id);
      return kit.record(request, id);
    },
  );
}
