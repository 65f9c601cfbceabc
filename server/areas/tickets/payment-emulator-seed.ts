import type { Kysely } from 'kysely';
import { isPaymentStatus } from '../../../domain/tickets/payment-status.ts';
import type { EntityDefinition } from '../../../registry/types.ts';
import { dynamic } from '../../crud/crud-context.ts';
import type { Tables } from '../../db/tables.ts';
import type { PaymentEmulator, SeedPayment } from '../../integrations/payments/payment-emulator.ts';
import { providerStatusFor } from '../../integrations/payments/provider-status.ts';

/**
 * Registers every payment of the database that has a provider id in the emulator, in the provider's
 * status for its current one. The emulator keeps nothing across restarts, and the seed that writes
 * demo payments runs in another process or before it starts: this is how their checks find them.
 */
export async function mirrorPaymentsInEmulator(
  db: Kysely<Tables>,
  payments: EntityDefinition,
  emulator: PaymentEmulator,
): Promise<number> {
  const rows = (await dynamic(db)
    .selectFrom(payments.table)
    .select(['provider_payment_id', 'status', 'amount', 'method'])
    .where('provider_payment_id', 'is not', null)
    .where('provider_payment_id', '<>', '')
    .execute()) as { provider_payment_id: string; status: unknown; amount: number; method: string | null }[];
  const seeds: SeedPayment[] = rows.map((row) => ({
    id: row.provider_payment_id,
    amount: Math.round(row.amount * 100),
    status: providerStatusFor(isPaymentStatus(row.status) ? row.status : 'created'),
    method: row.method,
  }));
  emulator.seed(seeds);
  return seeds.length;
}
