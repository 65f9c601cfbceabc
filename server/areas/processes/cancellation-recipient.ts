import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import type { RatioSystem } from '../../integrations/ratio/ratio-system.ts';
import { readSetting } from '../../settings/read-setting.ts';

/**
 * Where a cancellation notice goes (spec 2 §7): the cancellation address of the process's agency as we
 * keep it (the agency whose Ratio number is the process's `agentur`), else as Ratio keeps it; else the
 * `cancellation_recipient` setting; else the tenant's email. Null when none is known.
 */
export async function cancellationRecipient(
  db: Kysely<Tables>,
  ratio: RatioSystem,
  agentur: number | null,
  tenantEmail: string | null,
): Promise<string | null> {
  if (agentur !== null) {
    const ours = await db
      .selectFrom('agency')
      .select('cancellation_email')
      .where('ratio_id', '=', agentur)
      .executeTakeFirst();
    if (ours?.cancellation_email) return ours.cancellation_email;
    const stornoEmail = (await ratio.agencies()).find((candidate) => candidate.id === agentur)?.stornoEmail;
    if (stornoEmail) return stornoEmail;
  }
  const setting = await readSetting(db, 'cancellation_recipient');
  return setting || tenantEmail || null;
}
