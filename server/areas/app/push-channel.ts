import type { FastifyRequest } from 'fastify';
import type { TenantFinder } from '../../tenants/find-tenant.ts';

/** The channel of a tenant without a push channel identifier (spec 1 §1). */
export const DEFAULT_PUSH_CHANNEL = 'alle';

/** The push channel of the request's host's tenant: the FCM topic every install of its app subscribes to. */
export async function pushChannelOf(tenants: TenantFinder, request: FastifyRequest): Promise<string> {
  const channel = (await tenants.forHost(request.hostname))?.tenant.pushChannel;
  return typeof channel === 'string' && channel.trim() !== '' ? channel.trim() : DEFAULT_PUSH_CHANNEL;
}
