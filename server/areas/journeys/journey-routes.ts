import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../../core/area.ts';
import type { ServicesOf } from '../../core/integration.ts';
import { kuschickIntegration } from '../../integrations/kuschick/kuschick-integration.ts';
import { printIntegration } from '../../integrations/print/print-integration.ts';
import { censhareRoutes, CENSHARE_PATH } from './censhare-route.ts';
import { journeyFeedRoutes } from './journey-feed-routes.ts';
import { PRE_JOURNEYS_PATH, preJourneyRoute } from './pre-journey-route.ts';

/** The resources the journey calls work on. */
export const journeyRouteResources = ['journeys/journeys'] as const;

/** The print/PIM system journeys are exported to, and Kuschick, whose pre-journeys become journeys. */
export const journeyIntegrations = [printIntegration, kuschickIntegration] as const;

/** The paths of the journey calls, which no resource may take. */
export const journeyApiPaths = [
  CENSHARE_PATH,
  PRE_JOURNEYS_PATH,
  '/journey/travel-menu',
  '/journey/menu-invoice',
  '/journey-web-legacy',
];

type JourneyContext = AreaContext<(typeof journeyRouteResources)[number], ServicesOf<typeof journeyIntegrations>>;

/** The journey calls beyond the generic ones: the print export, the lists spec 2 §4 names, Kuschick's pre-journeys. */
export function journeyRoutes(app: FastifyInstance, { db, authenticate, resources, services }: JourneyContext) {
  const journeys = resources['journeys/journeys'];
  censhareRoutes(app, { db, print: services.print }, journeys, authenticate);
  journeyFeedRoutes(app, db, journeys, authenticate);
  preJourneyRoute(app, { db, kuschick: services.kuschick }, journeys, authenticate);
}
