import type { Kysely } from 'kysely';
import { mayUse } from '../../../registry/permission-check.ts';
import type { Tables } from '../../db/tables.ts';
import { ApiError } from '../../errors.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';

/** The agency row an agency call works for, as stored. */
export interface CallAgency {
  id_agency: number;
  name: string;
  /** The agency's number in Ratio; null: Ratio holds nothing of it. */
  ratio_id: number | null;
  commission_rate: number;
}

/** Whether the user may name the agency of an agency call: an admin, or a holder of `agencyadmin-read`. */
export const reachesEveryAgency = (user: SignedInUser) =>
  user.permissions.admin || mayUse(user.permissions, ['agencyadmin-read']);

/**
 * The agency an agency call (spec 2 §7) works for. Agency staff work for their card's agency: an
 * agency named in the query, body or path is overruled, never trusted. Who reaches every agency
 * works for the one they name, else for their own. Null when there is none: the call then answers
 * nothing (an empty list, no record), never another agency's data.
 */
export async function agencyForCall(
  db: Kysely<Tables>,
  user: SignedInUser,
  named?: number | null,
): Promise<CallAgency | null> {
  const id = reachesEveryAgency(user) && named != null ? named : (user.vc_card?.agencyId ?? null);
  if (id === null) return null;
  const row = await db
    .selectFrom('agency')
    .select(['id_agency', 'name', 'ratio_id', 'commission_rate'])
    .where('id_agency', '=', id)
    .executeTakeFirst();
  return row ? { ...row, commission_rate: Number(row.commission_rate) } : null;
}

/** 403 for a change an agency call cannot make without an agency (a booking, the profile). */
export const agencyRequired = () =>
  new ApiError('Forbidden', 'Your account belongs to no agency', { errors: [{ key: 'error.agency_required' }] });
