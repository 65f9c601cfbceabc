import type { FastifyInstance } from 'fastify';
import { campaignCallKit } from './campaign-route-kit.ts';
import { campaignScheduleRoutes } from './campaign-schedule-routes.ts';
import { campaignSendRoute } from './campaign-send-route.ts';
import { campaignStatusRoute } from './campaign-status-route.ts';
import { campaignTestRoute } from './campaign-test-route.ts';
import type { NewsletterContext } from './newsletter-context.ts';

/** The campaign calls live below the resource's own path, `/newsletter/campaign`, which they do not reserve. */
export const campaignApiPaths: readonly string[] = [];

/** A campaign's test send, schedule, send and status (issue 22), beside the generic calls of the resource. */
export function campaignRoutes(app: FastifyInstance, context: NewsletterContext): void {
  const kit = campaignCallKit(context);
  campaignTestRoute(app, kit);
  campaignScheduleRoutes(app, kit);
  campaignSendRoute(app, kit);
  campaignStatusRoute(app, kit);
}
