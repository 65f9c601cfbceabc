import type { FastifyInstance } from 'fastify';
import type { ProcessesContext } from './processes-context.ts';

/** The API paths these calls take, which no resource may. */
export const actionApiPaths: readonly string[] = [];

/** The actions on a process that go through the booking system: booking type, firm booking, cancellation. */
export function actionRoutes(app: FastifyInstance, context: ProcessesContext) {
  void app;
  void context;
}
