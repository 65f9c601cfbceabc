import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../domain/tickets/order-status.ts';
import { ADMISSION, SCAN_RESULTS, scanMessageKey, scanResultOf } from '../../domain/tickets/scan-result.ts';
import { scanTone } from '../../custom/scan/scanOutcome.ts';

describe('what a scanned ticket comes to', () => {
  it('admits a ticket of a paid, changed or redeemed order once', () => {
    for (const status of ['paid', 'changed', 'redeemed'] as const) {
      expect(scanResultOf(status, false, true)).toBe('checked_in');
      expect(scanResultOf(status, true, true)).toBe('already_checked_in');
    }
  });

  it('turns away an unused ticket of another day, and says a used one was checked in before', () => {
    expect(scanResultOf('paid', false, false)).toBe('invalid_time');
    expect(scanResultOf('paid', true, false)).toBe('already_checked_in');
    expect(scanResultOf('cancelled', false, false)).toBe('cancelled');
  });

  it('turns away a ticket of any other order, checked in before or not, and says why', () => {
    const refused = ORDER_STATUSES.filter((status) => !['paid', 'changed', 'redeemed'].includes(status));
    for (const status of refused) {
      expect(scanResultOf(status, false, true)).toBe(ADMISSION[status]);
      expect(scanResultOf(status, true, true)).toBe(ADMISSION[status]);
    }
    expect(scanResultOf('pending_payment', false, true)).toBe('not_paid');
    expect(scanResultOf('cancelled', false, true)).toBe('cancelled');
    expect(scanResultOf('expired', false, true)).toBe('expired');
    expect(scanResultOf('refunded', true, true)).toBe('refunded');
    expect(scanResultOf('pending_chargeback', false, true)).toBe('refund_pending');
  });

  it('has a message key for every result, and only the check-in is green', () => {
    expect(SCAN_RESULTS.map(scanMessageKey)).toContain('tickets.scan.already_checked_in');
    expect(SCAN_RESULTS.filter((result) => scanTone(result) === 'success')).toEqual(['checked_in']);
    expect(scanTone('already_checked_in')).toBe('warning');
    expect(scanTone('unknown_code')).toBe('error');
    expect(scanTone('invalid_time')).toBe('info');
  });
});
