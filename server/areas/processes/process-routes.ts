import type { FastifyInstance } from 'fastify';
import type { ProcessesContext } from './processes-context.ts';

/** The API paths these calls take, which no resource may. */
export const processApiPaths: readonly string[] = [];

/** The process and its participants as the booking system holds them (`/ratio_vorgang`), Ratio's records read through (`/ratio/api/…`), the dashboard's counts. */
export function processRoutes(app: FastifyInstance, context: ProcessesContext) {
  void app;
  void context;
}
