import { describe, expect, it } from 'vitest';
import { superadminApp } from './support/superadminApp.ts';
import { mintToken } from './support/mintedTokens.ts';

// An update that changes nothing (decisions: "What the history keeps") answers the record as it
// is: no history row, the same version, the same last change and its author. Values count as the
// columns hold them, whatever their spelling in the request.

const api = superadminApp();
const { call } = api;

const history = async (resource: string, id: number) =>
  (await call({ method: 'GET', url: `/api/audit?resource=${resource}&id=${id}` })).json() as {
    action: string;
    after: Record<string, unknown> | null;
  }[];

const VOUCHER = {
  type: 'fixed',
  value: 25,
  remaining_value: null,
  expires_at: '2027-12-31T23:59:00+01:00',
  usage_limit: 1,
  is_active: true,
  source: 'manual',
  minimum_order_value: 12.5,
  metadata: { campaign: { name: 'Winter', channel: 'mail' }, batch: 7 },
};
/** The voucher's values again, spelt otherwise: the same instant in UTC, the JSON keys in another order. */
const SAME_VOUCHER = {
  ...VOUCHER,
  expires_at: '2027-12-31T22:59:00.000Z',
  metadata: { batch: 7, campaign: { channel: 'mail', name: 'Winter' } },
};

let counter = 0;
async function createVoucher() {
  const created = await call({
    method: 'POST',
    url: '/api/ticket/voucher',
    payload: { code: `SAME-${++counter}`, ...VOUCHER },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as Record<string, unknown> & { id_tk_voucher: number; code: string; version: number };
}

describe('an update that changes nothing', () => {
  it('PATCH: answers the record as it is, keeps its version and last change, and writes no history', async () => {
    const voucher = await createVoucher();
    const staff = await mintToken(api.app.database.db, 'tickets@demo.local');
    const url = `/api/ticket/voucher/${voucher.id_tk_voucher}`;

    const same = await call(
      { method: 'PATCH', url, payload: { ...SAME_VOUCHER, code: voucher.code, version: 1 } },
      staff,
    );
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toEqual(voucher);
    const empty = await call({ method: 'PATCH', url, payload: { version: 1 } }, staff);
    expect(empty.json()).toEqual(voucher);
    expect((await history('tickets/vouchers', voucher.id_tk_voucher)).map((row) => row.action)).toEqual(['create']);

    const changed = await call({ method: 'PATCH', url, payload: { ...SAME_VOUCHER, value: 30, version: 1 } }, staff);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ value: 30, version: 2 });
    expect(changed.json().updated_by).not.toBe(voucher.updated_by);
    const [latest, ...older] = await history('tickets/vouchers', voucher.id_tk_voucher);
    expect(older).toHaveLength(1);
    expect(latest).toMatchObject({ action: 'update', after: { value: 30 } });
  });

  it('PUT: a record sent back as it is is no change either, and a stale version is still refused', async () => {
    const voucher = await createVoucher();
    const url = `/api/ticket/voucher/${voucher.id_tk_voucher}`;
    const whole = { ...SAME_VOUCHER, code: voucher.code, version: 1 };

    const same = await call({ method: 'PUT', url, payload: whole });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toEqual(voucher);
    expect(await history('tickets/vouchers', voucher.id_tk_voucher)).toHaveLength(1);
    expect((await call({ method: 'PUT', url, payload: { ...whole, version: 2 } })).statusCode).toBe(409);

    // A PUT that leaves a field out empties it: that is a change.
    const { minimum_order_value: _left, ...withoutMinimum } = whole;
    const emptied = await call({ method: 'PUT', url, payload: withoutMinimum });
    expect(emptied.json()).toMatchObject({ minimum_order_value: null, version: 2 });
    expect(await history('tickets/vouchers', voucher.id_tk_voucher)).toHaveLength(2);
  });

  it('a password in the body is always a change: its hash is new', async () => {
    const created = await call({
      method: 'POST',
      url: '/api/users-lit',
      payload: {
        email: 'unchanged@example.org',
        ratio_id: 'R-unchanged',
        password: 'Start1234!',
        password_confirmation: 'Start1234!',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const user = created.json() as { id_users: number; email: string; updated_at: string };
    const url = `/api/users-lit/${user.id_users}`;

    const same = await call({ method: 'PATCH', url, payload: { email: user.email } });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().updated_at).toBe(user.updated_at);
    expect(await history('users/users', user.id_users)).toHaveLength(1);

    const password = { password: 'Start1234!', password_confirmation: 'Start1234!' };
    expect((await call({ method: 'PATCH', url, payload: { email: user.email, ...password } })).statusCode).toBe(200);
    expect((await history('users/users', user.id_users)).map((row) => row.action)).toEqual(['update', 'create']);
  });
});
