import type { FastifyRequest } from 'fastify';
import type { ResourceDefinition } from '../../../registry/types.ts';
import { getRecord } from '../../crud/operations/get-record.ts';
import { allOf } from '../../crud/query/build-where.ts';
import { ApiError, notFound } from '../../errors.ts';
import { authorize } from '../../permissions/authorize.ts';
import { boundAgency } from '../../permissions/bound-agency.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import type { ProcessesContext } from './processes-context.ts';

type Row = Record<string, unknown>;

/** An id in a path as the generic calls read it: one that is no positive integer names no record (404). */
export const idParams = { type: 'object', properties: { id: { type: 'string' } } } as const;
export const recordId = (id: string) => {
  if (!/^[1-9]\d{0,8}$/.test(id)) throw notFound();
  return Number(id);
};

/**
 * Our process `id` as `GET /process-lit/{id}` answers it, after the right for `action` on processes:
 * one outside the user's scope (an agency's staff reach their agency's bookers' processes) is 404.
 */
export async function processInScope(
  { db, resources }: Pick<ProcessesContext, 'db' | 'resources'>,
  request: FastifyRequest,
  action: 'read' | 'update',
  id: number,
): Promise<Row> {
  const user = request.user as SignedInUser;
  const resource: ResourceDefinition = resources['processes/processes'];
  const scope = authorize({ user, resource, action });
  return getRecord({ db, resource, user, ip: request.ip, scope: allOf([scope.where]), assign: {} }, id);
}

/** Whether the user works for an agency: bound to one by their card (`boundAgency`). */
export const agencyStaff = (user: SignedInUser) => boundAgency(user) !== null;

/** 403 for an agency's staff: Ratio's records read through are the tour operator's staff's. */
export function refuseAgencyStaff(user: SignedInUser) {
  if (agencyStaff(user))
    throw new ApiError('Forbidden', "Ratio's records are for the tour operator's staff", {
      errors: [{ key: 'error.forbidden', params: { permission: 'staff' } }],
    });
}
