import type { FastifyInstance } from 'fastify';
import type { ProcessesContext } from './processes-context.ts';

/** The API paths these calls take, which no resource may. */
export const importApiPaths: readonly string[] = [];

/** Customers and processes imported from Ratio or Kuschick by their id. */
export function importRoutes(app: FastifyInstance, context: ProcessesContext) {
  void app;
  void context;
}
