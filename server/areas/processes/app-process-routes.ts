import type { FastifyInstance } from 'fastify';
import type { ProcessesContext } from './processes-context.ts';

/** The API paths these calls take, which no resource may. */
export const appProcessApiPaths: readonly string[] = [];

/** An app user's own processes: the links to their account and the processes behind them. */
export function appProcessRoutes(app: FastifyInstance, context: ProcessesContext) {
  void app;
  void context;
}
