import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import type { RatioSystem } from '../../integrations/ratio/ratio-system.ts';
import { readSetting } from '../../settings/read-setting.ts';

/**
 * Where a cancellation notice goes (spec 2 §7): the cancellation address of the process's agency in
 * Ratio; else the `cancellation_recipient` setting; else the tenant's email. Null when none is known.
 */
export async function cancellationRecipient(
  db: Kysely<Tables>,
  ratio: RatioSystem,
  agency: number | null,
  tenantEmail: string | null,
): Promise<string | null> {
  if (agency !== null) {
    const stornoEmail = (await ratio.agencies()).find((candidate) => candidate.id === agency)?.stornoEmail;
    if (stornoEmail) return stornoEmail;
  }
  const setting = await readSetting(db, 'cancellation_recipient');
  return setting || tenantEmail || null;
}
