import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Registry } from '../../registry/types.ts';
import type { Tables } from '../db/tables.ts';
import { orderStatusRoute } from './order-status-route.ts';

/** The ticket calls beyond the generic ones, each where the registry has its resource. */
export function ticketRoutes(
  app: FastifyInstance,
  db: Kysely<Tables>,
  registry: Registry,
  authenticate: preHandlerAsyncHookHandler,
) {
  const orders = registry.resource('tickets/orders');
  if (orders) orderStatusRoute(app, db, orders, authenticate);
}
