import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../registry/types.ts';
import { writeAudit } from '../../crud/audit.ts';
import type { Tables } from '../../db/tables.ts';

interface CardAgencyOptions {
  /** Who gives it: null for the public booking engine. */
  userId: number | null;
  ip: string;
  /** A card of another agency becomes this one's too (an agency's own booking); else it stays theirs. */
  overrule: boolean;
}

/** The booker's card belongs to the agency a booking was made for, audited as a change of the card. */
export async function giveCardAgency(
  trx: Kysely<Tables>,
  customers: ResourceDefinition,
  cardId: number,
  agencyId: number,
  { userId, ip, overrule }: CardAgencyOptions,
) {
  const before = await trx.selectFrom('vc_card').selectAll().where('id_vc_card', '=', cardId).executeTakeFirstOrThrow();
  if (before.agencyId === agencyId || (before.agencyId !== null && !overrule)) return;
  const after = await trx
    .updateTable('vc_card')
    .set({ agencyId, updated_by: userId })
    .where('id_vc_card', '=', cardId)
    .returningAll()
    .executeTakeFirstOrThrow();
  await writeAudit(trx, customers.entity, {
    userId,
    ip,
    resource: customers.name,
    recordId: cardId,
    action: 'update',
    before,
    after,
  });
}
