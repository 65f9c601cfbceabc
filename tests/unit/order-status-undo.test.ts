import { describe, expect, it } from 'vitest';
import { mayMoveOrder, mayUndoMove, ORDER_TRANSITIONS, type OrderStatus } from '../../domain/tickets/order-status.ts';

const moves = (Object.keys(ORDER_TRANSITIONS) as OrderStatus[]).flatMap((from) =>
  ORDER_TRANSITIONS[from].map((to) => [from, to] as const),
);

describe('which order moves staff can undo (and so need no confirmation)', () => {
  it.each([
    ['paid', 'pending_refund', true],
    ['pending_refund', 'paid', true],
    ['paid', 'changed', true],
    ['changed', 'paid', true],
    ['paid', 'redeemed', false],
    ['created', 'paid', false],
    ['created', 'reserved', false],
    ['pending_payment', 'failed', true],
    ['redeemed', 'pending_chargeback', false],
  ] as const)('%s → %s: %s', (from, to, undoable) => {
    expect(mayMoveOrder(from, to)).toBe(true);
    expect(mayUndoMove(from, to)).toBe(undoable);
  });

  it.each(moves)('%s → %s can be undone only when the order may go straight back', (from, to) => {
    expect(mayUndoMove(from, to)).toBe(mayMoveOrder(to, from));
  });

  it.each(moves.filter(([, to]) => ORDER_TRANSITIONS[to].length === 0))(
    '%s → %s, a final status, can never be undone',
    (from, to) => expect(mayUndoMove(from, to)).toBe(false),
  );
});
