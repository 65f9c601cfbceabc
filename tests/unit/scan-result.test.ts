import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../domain/tickets/order-status.ts';
import { ADMISSION, SCAN_RESULTS, scanMessageKey, scanResultOf } from '../../domain/tickets/scan-result.ts';
import { scanTone } from '../../custom/scan/scanOutcome.ts';

describe('what a scanned ticket comes to', () => {
  it('admits a ticket of a paid, changed or redeemed order once', () => {
    for (const status of ['paid', 'changed', 'redeemed'] as const) {
      expect(scanResultOf(status, false)).toBe('checked_in');
      expect(scanResultOf(status, true)).toBe('already_checked_in');
    }
  });

  it('turns away a ticket of any other order, checked in before or not, and says why', () => {
    const refused = ORDER_STATUSES.filter((status) => !['paid', 'changed', 'redeemed'].includes(status));
    for (const status of refused) {
      expect(scanResultOf(status, false)).toBe(ADMISSION[status]);
      expect(scanResultOf(status, true)).toBe(ADMISSION[status]);
    }
    expect(scanResultOf('pending_payment', false)).toBe('not_paid');
    expect(scanResultOf('cancelled', false)).toBe('cancelled');
    expect(scanResultOf('expired', false)).toBe('expired');
    expect(scanResultOf('refunded', true)).toBe('refunded');
    expect(scanResultOf('pending_chargeback', false)).toBe('refund_pending');
  });

  it('has a message key for every result, and only the check-in is green', () => {
    expect(SCAN_RESULTS.map(scanMessageKey)).toContain('tickets.scan.already_checked_in');
    expect(SCAN_RESULTS.filter((result) => scanTone(result) === 'success')).toEqual(['checked_in']);
    expect(scanTone('already_checked_in')).toBe('warning');
    expect(scanTone('unknown_code')).toBe('error');
  });
});
