import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.ts';
import { JOURNEYS_PATH, journeyRoutes } from './app-user-journey-routes.ts';
import { PROFILE_PATH, profileRoutes } from './app-user-profile-routes.ts';
import { FILL_SUITCASE_PATH, suitcaseRoutes, TEMPLATE_CHOICES_PATH } from './suitcase-routes.ts';

export const appUserApiPaths: readonly string[] = [
  PROFILE_PATH,
  JOURNEYS_PATH,
  TEMPLATE_CHOICES_PATH,
  FILL_SUITCASE_PATH,
];

/** The app user's own calls beside the generic ones of their resources (spec 1 §2 App user). */
export function appUserRoutes(app: FastifyInstance, context: AppContext): void {
  profileRoutes(app, context);
  journeyRoutes(app, context);
  suitcaseRoutes(app, context);
}
