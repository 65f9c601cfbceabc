import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.ts';
import { DEVICES_PATH, deviceRoutes } from './device-routes.ts';
import { SEND_PATH, pushSendRoute } from './push-send-route.ts';

export const pushApiPaths: readonly string[] = [DEVICES_PATH, SEND_PATH];

/** Push messages: the app installs that receive them, and their sending. */
export function pushRoutes(app: FastifyInstance, context: AppContext): void {
  deviceRoutes(app, context);
  pushSendRoute(app, context);
}
