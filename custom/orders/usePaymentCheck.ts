import { useCan } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../registry/types';
import { apiRequest, errorMessage } from '../../src/console';

type Row = Record<string, unknown>;

/** `PUT {payments api}/status/{id}` answers this; a failed check answers 502 with the same fields. */
interface PaymentCheckAnswer {
  success: boolean;
  payment: Row;
  error?: { key: string; message: string };
}

/** What the last check of a payment came to: the status the provider reported, or why it could not be asked. */
export type CheckOutcome =
  { paymentId: number; success: true; providerStatus: string } | { paymentId: number; success: false; message: string };

/**
 * Checking payments with the provider (spec 2 §7), for users who may update payments. A check that
 * fails (`success` false, or an error answer) shows the server's message, as spec 2 §8 asks of the
 * store. `onChecked` runs after a check that recorded something: the order may have become paid.
 */
export function usePaymentCheck(payments: ResourceDefinition, onChecked: () => Promise<void>) {
  const { t } = useTranslation();
  const mayCheck = useCan({ resource: payments.name, action: 'edit' }).data?.can === true;
  const [checking, setChecking] = useState<number>();
  const [outcome, setOutcome] = useState<CheckOutcome>();

  async function check(paymentId: number) {
    setChecking(paymentId);
    setOutcome(undefined);
    try {
      const answer = await apiRequest<PaymentCheckAnswer>(`${payments.api}/status/${paymentId}`, {
        method: 'PUT',
        body: { action: 'check' },
      });
      if (!answer.success) throw new Error(answer.error?.message ?? t('tickets.payment.check_failed'));
      await onChecked();
      setOutcome({ paymentId, success: true, providerStatus: String(answer.payment.provider_status ?? '') });
    } catch (caught) {
      setOutcome({ paymentId, success: false, message: errorMessage(caught, t) });
    } finally {
      setChecking(undefined);
    }
  }

  return { mayCheck, checking, outcome, check: (paymentId: number) => void check(paymentId) };
}

export type PaymentCheckState = ReturnType<typeof usePaymentCheck>;
