import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mintToken, tokenWithRights } from './support/mintedTokens.ts';
import { agencyStaff, customerCard, lastHistory, processState } from './support/process-actions.ts';
import { ratioProcessRow } from './support/process-rows.ts';
import { superadminApp } from './support/superadminApp.ts';

// The cancellation (spec 1 §4, spec 2 §7): the inquiry shows Ratio's fee and changes nothing; the
// execution cancels in Ratio and here and mails the notice, found in the mail catcher, to the
// agency's cancellation address, else the setting's recipient, else the tenant's email.

type Answer = Awaited<ReturnType<ReturnType<typeof superadminApp>['call']>>;
const api = superadminApp();
const { call } = api;
const db = () => api.app.database.db;

/** Emulator processes in firm booking: of agency 3 (a cancellation address), agency 2 (none), no agency. */
const OF_AGENCY_WITH_ADDRESS = 500028;
const OF_AGENCY_WITHOUT = 500398;
const WITHOUT_AGENCY = 500390;
const TENANT_EMAIL = 'office@tenant.test';

const inquiry = (id: number, bearer?: string) =>
  call({ method: 'GET', url: `/api/ratio/api/cancellation?getProcessCancellation=1&processId=${id}` }, bearer);
const execute = (id: number, payload: object = { confirmed: true }, bearer?: string) =>
  call(
    { method: 'POST', url: `/api/ratio/api/cancellation?initProcessCancellation=1&processId=${id}`, payload },
    bearer,
  );
const ratioProcess = (nr: number) => api.app.ratio.state().processes.get(nr);
const mailsTo = (address: string) => api.app.mails.messages().filter((mail) => mail.to.includes(address));
async function setRecipient(value: string) {
  await db().deleteFrom('sys_settings').where('key', '=', 'cancellation_recipient').execute();
  await db().insertInto('sys_settings').values({ key: 'cancellation_recipient', value }).execute();
}
const refusal = (answer: Answer) => ({
  status: answer.statusCode,
  key: answer.json<{ errors?: { key: string }[] }>().errors?.[0]?.key,
});

beforeAll(async () => {
  await db().updateTable('tenant').set({ email: TENANT_EMAIL }).where('host', '=', 'localhost').execute();
});
afterEach(async () => {
  api.app.ratio.reset();
  api.app.ratio.reseed();
  api.app.mails.clear();
  await fetch(`${api.app.mails.httpUrl}/fail`, { method: 'DELETE' });
  await setRecipient('');
});

describe('inquiry', () => {
  it("shows Ratio's fee and rules and changes nothing, in Ratio or here", async () => {
    const id = await ratioProcessRow(db(), OF_AGENCY_WITH_ADDRESS, { status: '4' });
    const before = await processState(db(), id);
    const answer = await inquiry(id);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json<{ processId: number; fee: number; currency: string; rules: string }>();
    expect(body).toMatchObject({ processId: id, currency: 'EUR' });
    expect(body.fee).toBeGreaterThan(0);
    expect(body.rules).toContain('Rücktritt');
    expect(ratioProcess(OF_AGENCY_WITH_ADDRESS)?.status).toBe(4);
    expect(await processState(db(), id)).toEqual(before);
  });

  it('needs one of the flags (400) and takes no other query key', async () => {
    const id = await ratioProcessRow(db(), OF_AGENCY_WITH_ADDRESS, { status: '4' });
    const bare = await call({ method: 'GET', url: `/api/ratio/api/cancellation?processId=${id}` });
    expect(refusal(bare)).toEqual({ status: 400, key: 'error.empty' });
    const extra = await call({
      method: 'GET',
      url: `/api/ratio/api/cancellation?getProcessCancellation=1&processId=${id}&force=1`,
    });
    expect(extra.statusCode).toBe(400);
  });

  it("agency staff ask only about their agency's processes (404 for others)", async () => {
    const agencyId = await agencyStaff(db(), ['bookingcancellation-read']);
    const own = await ratioProcessRow(db(), OF_AGENCY_WITH_ADDRESS, {
      status: '4',
      booker: await customerCard(db(), 'C agency', agencyId),
    });
    const other = await ratioProcessRow(db(), OF_AGENCY_WITHOUT, {
      status: '4',
      booker: await customerCard(db(), 'C other', null),
    });
    const token = await mintToken(db(), 'agency@demo.local');
    expect((await inquiry(own, token)).statusCode).toBe(200);
    expect((await inquiry(other, token)).statusCode).toBe(404);
  });

  it('by GET the execution answers 405 and cancels nothing', async () => {
    const id = await ratioProcessRow(db(), OF_AGENCY_WITH_ADDRESS, { status: '4' });
    const answer = await call({
      method: 'GET',
      url: `/api/ratio/api/cancellation?initProcessCancellation=1&processId=${id}`,
    });
    expect(answer.statusCode).toBe(405);
    expect(ratioProcess(OF_AGENCY_WITH_ADDRESS)?.status).toBe(4);
  });
});

describe('execution', () => {
  it("cancels in Ratio and here, with the fee in the history, and mails the agency's cancellation address", async () => {
    const id = await ratioProcessRow(db(), OF_AGENCY_WITH_ADDRESS, { status: '4' });
    const fee = (await inquiry(id)).json<{ fee: number }>().fee;
    const answer = await execute(id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      process: { id_pc_process: id, status: '5', processing_since: null },
      fee,
      currency: 'EUR',
      notified: 'storno@rheinfall-reisen.example',
    });
    expect(ratioProcess(OF_AGENCY_WITH_ADDRESS)?.status).toBe(5);
    const history = await lastHistory(db(), id);
    expect(history.action).toBe('cancellation');
    expect(history.after).toMatchObject({ status: '5', fee, notified: 'storno@rheinfall-reisen.example' });
    const [mail] = mailsTo('storno@rheinfall-reisen.example');
    expect(mail?.subject).toContain('Stornierung');
    expect(mail?.text).toContain(String(OF_AGENCY_WITH_ADDRESS));
    expect(mail?.text).toContain('Stornogebühr');
  });

  it("goes to our agency's cancellation address before Ratio's", async () => {
    const { id_agency } = await db()
      .insertInto('agency')
      .values({ name: 'Reisebüro Rheinfall', ratio_id: 3, cancellation_email: 'storno@rheinfall.test' })
      .returning('id_agency')
      .executeTakeFirstOrThrow();
    try {
      const id = await ratioProcessRow(db(), OF_AGENCY_WITH_ADDRESS, { status: '4' });
      expect((await execute(id)).json()).toMatchObject({ notified: 'storno@rheinfall.test' });
      expect(mailsTo('storno@rheinfall-reisen.example')).toHaveLength(0);
    } finally {
      await db().deleteFrom('agency').where('id_agency', '=', id_agency).execute();
    }
  });

  it('goes to the setting’s recipient when the agency has no cancellation address', async () => {
    await setRecipient('storno@backoffice.test');
    const id = await ratioProcessRow(db(), OF_AGENCY_WITHOUT, { status: '4' });
    const answer = await execute(id);
    expect(answer.json()).toMatchObject({ notified: 'storno@backoffice.test' });
    expect(mailsTo('storno@backoffice.test')).toHaveLength(1);
  });

  it("goes to the tenant's email when the setting is empty too", async () => {
    const id = await ratioProcessRow(db(), WITHOUT_AGENCY, { status: '4' });
    const answer = await execute(id);
    expect(answer.json()).toMatchObject({ notified: TENANT_EMAIL });
    expect(mailsTo(TENANT_EMAIL)).toHaveLength(1);
  });

  it('a failed mail leaves the cancellation done and answers notified null, as the history says', async () => {
    await fetch(`${api.app.mails.httpUrl}/fail`, {
      method: 'POST',
      body: JSON.stringify({ to: 'storno@rheinfall-reisen.example' }),
    });
    const id = await ratioProcessRow(db(), OF_AGENCY_WITH_ADDRESS, { status: '4' });
    const answer = await execute(id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ process: { status: '5' }, notified: null });
    expect(ratioProcess(OF_AGENCY_WITH_ADDRESS)?.status).toBe(5);
    expect((await lastHistory(db(), id)).after).toMatchObject({ status: '5', notified: null });
  });

  it.each(['error', 'hang', 'malformed'] as const)(
    'Ratio failing (%s): 502, nothing changes here and no mail goes',
    async (mode) => {
      const id = await ratioProcessRow(db(), OF_AGENCY_WITH_ADDRESS, { status: '4' });
      const before = await processState(db(), id);
      api.app.ratio.failNext(1, mode);
      expect(refusal(await execute(id))).toEqual({ status: 502, key: 'error.booking_unavailable' });
      expect(await processState(db(), id)).toEqual({ ...before, processing_since: null });
      expect(api.app.mails.messages()).toHaveLength(0);
    },
  );

  it('needs the confirmation, refuses a cancelled process, and needs the cancellation right', async () => {
    const id = await ratioProcessRow(db(), OF_AGENCY_WITH_ADDRESS, { status: '4' });
    expect((await execute(id, { confirmed: false })).statusCode).toBe(400);
    expect((await execute(id, {})).statusCode).toBe(400);
    const reader = await tokenWithRights(db(), 'cancellation reader', ['process-read', 'bookingcancellation-read']);
    expect((await inquiry(id, reader)).statusCode).toBe(200);
    expect((await execute(id, { confirmed: true }, reader)).statusCode).toBe(403);
    const none = await tokenWithRights(db(), 'process updater only', ['process-read', 'process-update']);
    expect((await inquiry(id, none)).statusCode).toBe(403);
    expect(ratioProcess(OF_AGENCY_WITH_ADDRESS)?.status).toBe(4);
    const cancelled = await ratioProcessRow(db(), 500006, { status: '5' });
    expect(refusal(await execute(cancelled))).toEqual({ status: 409, key: 'error.process_cancelled' });
  });
});
