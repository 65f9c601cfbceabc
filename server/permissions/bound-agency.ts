import { mayUse } from '../../registry/permission-check.ts';
import type { SignedInUser } from '../users/signed-in-user.ts';

/**
 * The agency whose rows alone the user reaches: their card's (spec 1 §2). Null for a user bound to no
 * agency, an admin, and a holder of `agencyadmin-read`, which reaches every agency (spec 1 §6).
 */
export function boundAgency(user: SignedInUser): number | null {
  const agencyId = user.vc_card?.agencyId ?? null;
  if (agencyId === null || user.permissions.admin || mayUse(user.permissions, ['agencyadmin-read'])) return null;
  return agencyId;
}
