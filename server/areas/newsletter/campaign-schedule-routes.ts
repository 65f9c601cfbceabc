import type { FastifyInstance } from 'fastify';
import type { CampaignScheduleRequest } from '../../../domain/newsletter/campaign-calls.ts';
import { NO_QUERY } from '../../http/no-query.ts';
import { jsonAnswer, refusal } from '../../openapi/route-description.ts';
import { cancelSchedule, scheduleCampaign } from './campaign-actions.ts';
import {
  campaignIdParams,
  mailjetUnavailable,
  notReady,
  SEND_RIGHT,
  sentAlready,
  type CampaignCallKit,
  type CampaignIdParams,
} from './campaign-route-kit.ts';

export const campaignScheduleBody = {
  type: 'object',
  additionalProperties: false,
  required: ['date'],
  properties: { date: { type: 'string', format: 'date-time', description: 'When Mailjet sends it; in the future.' } },
} as const;

/** `POST` and `DELETE /newsletter/campaign/{id}/schedule`: Mailjet sends the campaign at a time, or not. */
export function campaignScheduleRoutes(app: FastifyInstance, kit: CampaignCallKit) {
  const path = '/newsletter/campaign/:id/schedule';
  const parameters = { id: "The campaign's id." };
  const rights = [{ resource: kit.campaigns, right: SEND_RIGHT }];

  app.post<{ Params: CampaignIdParams; Body: CampaignScheduleRequest }>(
    path,
    {
      preHandler: kit.authenticate,
      schema: { params: campaignIdParams, querystring: NO_QUERY, body: campaignScheduleBody },
      config: {
        openapi: {
          operationId: 'scheduleNewsletterCampaign',
          summary: 'Schedule a campaign',
          description:
            "Mailjet's list is brought up to date with the list's subscribed contacts, the draft with the campaign " +
            'and its template, and Mailjet sends it at `date`; the campaign is `scheduled` until then and cannot be ' +
            'changed. A scheduled one is scheduled anew.',
          tags: kit.tags,
          rights,
          parameters,
          answers: ({ record }) => ({
            '200': jsonAnswer('The campaign, scheduled.', record(kit.campaigns.entity)),
            '409': sentAlready,
            '422': refusal(`${notReady.description} Or \`date\` has passed: \`newsletter.errors.schedule_past\`.`),
            '502': mailjetUnavailable,
          }),
          errors: ['NotFound'],
        },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      await scheduleCampaign(kit.sender(request), id, new Date(request.body.date));
      return kit.record(request, id);
    },
  );

  app.delete<{ Params: CampaignIdParams }>(
    path,
    {
      preHandler: kit.authenticate,
      schema: { params: campaignIdParams, querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'cancelNewsletterCampaignSchedule',
          summary: "Cancel a campaign's schedule",
          description: 'Mailjet no longer sends it; the campaign is a draft again (one that is a draft stays one).',
          tags: kit.tags,
          rights,
          parameters,
          answers: ({ record }) => ({
            '200': jsonAnswer('The campaign, a draft.', record(kit.campaigns.entity)),
            '409': sentAlready,
            '502': mailjetUnavailable,
          }),
          errors: ['NotFound'],
        },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      await cancelSchedule(kit.sender(request), id);
      return kit.record(request, id);
    },
  );
}
