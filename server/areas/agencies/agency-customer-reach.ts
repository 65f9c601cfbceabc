import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import { agencyForCall, reachesEveryAgency } from './agency-for-call.ts';

/** Whether a Ratio record of agency `agentur` (Ratio's number; null: of none) is in reach. */
export type AgencyRecordReach = (agentur: number | null) => boolean;

/**
 * Which of Ratio's agency records (addresses, bulk invoices, processes) the user may see: who reaches
 * every agency any, everyone else their own agency's. Null when that is none (no agency, or one Ratio
 * has no number of): the call then need not ask Ratio at all.
 */
export async function agencyRecordReach(db: Kysely<Tables>, user: SignedInUser): Promise<AgencyRecordReach | null> {
  if (reachesEveryAgency(user)) return () => true;
  const ratioId = (await agencyForCall(db, user))?.ratio_id ?? null;
  return ratioId === null ? null : (agentur) => agentur === ratioId;
}
