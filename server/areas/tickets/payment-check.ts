import { sql, type Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../registry/types.ts';
import { dynamic } from '../../crud/crud-context.ts';
import { updateWithHistory } from '../../crud/operations/update-with-history.ts';
import { notDeleted, withId } from '../../crud/operations/record-conditions.ts';
import { allOf, type Condition } from '../../crud/query/build-where.ts';
import { readableColumns } from '../../crud/readable-columns.ts';
import type { Tables } from '../../db/tables.ts';
import { ApiError, notFound } from '../../errors.ts';
import { PaymentProviderError, type PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import { paymentStatusOf } from '../../integrations/payments/provider-status.ts';
import { markOrderPaid, type Actor } from './payment-order.ts';

type Row = Record<string, unknown>;

export type PaymentCheck =
  | { success: true; payment: Row }
  | { success: false; payment: Row; error: { key: 'tickets.payment.check_failed'; message: string } };

export interface PaymentChecker {
  db: Kysely<Tables>;
  payments: ResourceDefinition;
  orders: ResourceDefinition;
  provider: PaymentProvider;
}

/**
 * Asks the provider for a payment's status and records it: status, provider status and time of the
 * check in one transaction with the payment locked, a history row, and the order moved to paid when
 * the payment has just become paid and the order may go there. The provider is asked before the
 * transaction, so that no lock (and, on PGlite, not the one connection) is held while it answers.
 * When the provider fails, nothing changes and the answer says so.
 */
export async function checkPayment(
  { db, payments, orders, provider }: PaymentChecker,
  paymentId: number,
  { actor, scope }: { actor: Actor; scope?: Condition },
): Promise<PaymentCheck> {
  const { entity } = payments;
  const reachable = allOf([scope, notDeleted(entity), withId(entity, paymentId)]);
  const read = (trx: Kysely<Tables>) =>
    dynamic(trx).selectFrom(entity.table).select(readableColumns(entity)).where(reachable);

  const before = (await read(db).executeTakeFirst()) as Row | undefined;
  if (!before) throw notFound();
  const providerPaymentId = before.provider_payment_id;
  if (typeof providerPaymentId !== 'string' || providerPaymentId === '')
    throw new ApiError('Unprocessable', 'The payment has no payment id at the provider', {
      errors: [{ field: 'provider_payment_id', key: 'tickets.payment.no_provider_id' }],
    });

  let reported: string;
  try {
    reported = (await provider.getPayment(providerPaymentId)).status;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    return { success: false, payment: before, error: { key: 'tickets.payment.check_failed', message: error.message } };
  }

  const payment = await db.transaction().execute(async (trx) => {
    const locked = (await read(trx).forUpdate().executeTakeFirst()) as Row | undefined;
    if (!locked) throw notFound();
    if (locked.provider_payment_id !== providerPaymentId)
      throw new ApiError('Conflict', 'The payment was changed while the provider was asked; check it again', {
        errors: [{ field: 'provider_payment_id', key: 'error.conflict' }],
      });
    const status = paymentStatusOf(reported) ?? locked.status;
    const after = await updateWithHistory(
      trx,
      payments,
      locked,
      { status, provider_status: reported, checked_at: sql`now()` },
      actor,
    );
    if (status === 'paid' && locked.status !== 'paid' && typeof locked.id_tk_order === 'number')
      await markOrderPaid(trx, orders, locked.id_tk_order, actor);
    return after;
  });
  return { success: true, payment };
}
