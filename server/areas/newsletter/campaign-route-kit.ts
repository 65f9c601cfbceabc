import type { FastifyRequest } from 'fastify';
import type { ResourceDefinition } from '../../../registry/types.ts';
import { getRecord } from '../../crud/operations/get-record.ts';
import { allOf } from '../../crud/query/build-where.ts';
import { RECORD_ID_PARAM } from '../../http/record-id-params.ts';
import { refusal } from '../../openapi/route-description.ts';
import { authorize, authorizeRight, rowScope } from '../../permissions/authorize.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import type { CampaignCaller } from './campaign-actions.ts';
import type { NewsletterContext } from './newsletter-context.ts';

/** The right of every action that makes Mailjet mail: test sends, scheduling, sending. */
export const SEND_RIGHT = 'newsletter-send';

export const campaignIdParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: RECORD_ID_PARAM },
} as const;

export interface CampaignIdParams {
  id: string;
}

export const mailjetUnavailable = refusal(
  'Mailjet failed, did not answer in time or refused the change: `newsletter.errors.mailjet_unavailable`; nothing was changed.',
);
export const notReady = refusal(
  "The campaign's template has no unsubscribe link (`newsletter.errors.unsubscribe_link_missing`) or its list is " +
    'locked (`newsletter.errors.list_locked`).',
);
export const sentAlready = refusal('The campaign has been sent: `newsletter.errors.campaign_sent`.');

/** What the campaign calls are made of: the campaigns resource, and the caller after the right check. */
export function campaignCallKit({ db, authenticate, resources, services }: NewsletterContext) {
  const campaigns: ResourceDefinition = resources['newsletter/campaigns'];
  return {
    authenticate,
    campaigns,
    tags: [campaigns.name],
    /** The caller of an action that needs `newsletter-send` (403 otherwise), with the campaigns' row scope. */
    sender(request: FastifyRequest): CampaignCaller {
      const user = request.user as SignedInUser;
      authorizeRight(user, SEND_RIGHT);
      return { db, mailjet: services.mailjet, userId: user.id_users, scope: rowScope(user, campaigns).where };
    },
    /** The caller of a read of the campaigns (their read right, 403 otherwise). */
    reader(request: FastifyRequest): CampaignCaller {
      const user = request.user as SignedInUser;
      const { where } = authorize({ user, resource: campaigns, action: 'read' });
      return { db, mailjet: services.mailjet, userId: user.id_users, scope: where };
    },
    /** The campaign as the generic read answers it. */
    record(request: FastifyRequest, id: number) {
      const user = request.user as SignedInUser;
      return getRecord(
        { db, resource: campaigns, user, ip: request.ip, scope: allOf([rowScope(user, campaigns).where]), assign: {} },
        id,
      );
    },
  };
}

export type CampaignCallKit = ReturnType<typeof campaignCallKit>;
