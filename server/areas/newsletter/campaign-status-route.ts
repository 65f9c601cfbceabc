import type { FastifyInstance } from 'fastify';
import { NO_QUERY } from '../../http/no-query.ts';
import { jsonAnswer } from '../../openapi/route-description.ts';
import { refreshCampaign } from './campaign-actions.ts';
import { campaignIdParams, type CampaignCallKit, type CampaignIdParams } from './campaign-route-kit.ts';

/** `GET /newsletter/campaign/{id}/status`: the campaign, a scheduled one as Mailjet has it now. */
export function campaignStatusRoute(app: FastifyInstance, kit: CampaignCallKit) {
  app.get<{ Params: CampaignIdParams }>(
    '/newsletter/campaign/:id/status',
    {
      preHandler: kit.authenticate,
      schema: { params: campaignIdParams, querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'newsletterCampaignStatus',
          summary: "A campaign's status, asked of Mailjet",
          description:
            'The campaign as the generic read answers it; a scheduled one whose time has passed is `sent` once Mailjet ' +
            'has sent it (at its scheduled time, to the subscribed contacts of its list). When Mailjet cannot be ' +
            'reached, the campaign as stored.',
          tags: kit.tags,
          rights: [{ resource: kit.campaigns, action: 'read' }],
          parameters: { id: "The campaign's id." },
          answers: ({ record }) => ({
            '200': jsonAnswer('The campaign.', record(kit.campaigns.entity)),
          }),
          errors: ['NotFound'],
        },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      await refreshCampaign(kit.reader(request), id);
      return kit.record(request, id);
    },
  );
}
