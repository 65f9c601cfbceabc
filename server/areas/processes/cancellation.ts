import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { transact } from '../../crud/crud-context.ts';
import type { CompanyData } from '../../integrations/mail/account-mails.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import type { RatioSystem } from '../../integrations/ratio/ratio-system.ts';
import { actionProcess, processRecord, ratioNumberFor, recordAction, type ActionCaller } from './action-process.ts';
import { callBookingSystem } from './booking-errors.ts';
import { cancellationMail } from './cancellation-mail.ts';
import { cancellationRecipient } from './cancellation-recipient.ts';
import { whileInProcessing } from './processing-lock.ts';

/** What cancelling the process would cost now, as Ratio says; nothing changes (spec 1 §4: the inquiry). */
export async function cancellationInquiry(caller: ActionCaller, ratio: RatioSystem, processId: number) {
  const nr = ratioNumberFor(await actionProcess(caller, processId));
  const inquiry = await callBookingSystem(() => ratio.cancellationInquiry(nr));
  return { processId, fee: inquiry.gebuehr, currency: inquiry.waehrung, rules: inquiry.regeln };
}

/** The tenant the notice is sent in the name of: its company data for the foot, its email as the last recipient. */
export interface NoticeSender {
  mailer: Mailer;
  company: CompanyData;
  tenantEmail: string | null;
  log: FastifyBaseLogger;
}

/**
 * Cancels the process (spec 1 §4: the initiation, then the notice): in Ratio, then here (status 5 and
 * the history row `cancellation` with the fee, in one transaction), then the notice to the agency's
 * cancellation address or the default recipient. Ratio cannot take a cancellation back, so a notice
 * that fails leaves the cancellation standing: `notified` is null, and so is it in the history row.
 */
export async function cancelProcess(caller: ActionCaller, ratio: RatioSystem, processId: number, sender: NoticeSender) {
  const { db, processes } = caller;
  const process = await actionProcess(caller, processId);
  const nr = ratioNumberFor(process);
  const outcome = await whileInProcessing(db, processId, async () => {
    const booked = await callBookingSystem(() => ratio.process(nr));
    const cancelled = await callBookingSystem(() => ratio.cancelProcess(nr));
    const historyId = await transact(db, (trx) =>
      recordAction(trx, processes, processId, 'cancellation', {
        values: { status: '5' },
        details: { fee: cancelled.gebuehr, currency: cancelled.waehrung, notified: null },
        userId: caller.user.id_users,
        ip: caller.ip,
      }),
    );
    const notified = await sendNotice(caller, ratio, sender, {
      agency: booked.agentur,
      notice: {
        number: process.number,
        ratioNumber: nr,
        booker: await bookerName(caller, processId),
        journey: booked.titel,
        journeyStart: booked.beginn,
        fee: cancelled.gebuehr,
        currency: cancelled.waehrung,
        cancelledAt: cancelled.storniert,
      },
    });
    if (notified !== null)
      await db
        .updateTable('audit_log')
        .set({ after: sql`after || ${JSON.stringify({ notified })}::jsonb` })
        .where('id_audit_log', '=', historyId)
        .execute();
    return { fee: cancelled.gebuehr, currency: cancelled.waehrung, notified };
  });
  return { process: await processRecord(caller, processId), ...outcome };
}

/** Sends the notice; answers where it went, or null when it could not be sent (logged). */
async function sendNotice(
  { db }: ActionCaller,
  ratio: RatioSystem,
  sender: NoticeSender,
  { agency, notice }: { agency: number | null; notice: Parameters<typeof cancellationMail>[0] },
): Promise<string | null> {
  try {
    const to = await cancellationRecipient(db, ratio, agency, sender.tenantEmail);
    if (to === null) {
      sender.log.warn({ processNumber: notice.number }, 'no recipient for the cancellation notice');
      return null;
    }
    await sender.mailer.send({ to, ...cancellationMail(notice, sender.company) });
    return to;
  } catch (error) {
    sender.log.error({ err: error, processNumber: notice.number }, 'sending the cancellation notice failed');
    return null;
  }
}

/** The booker's name on our customer card, or null for a process without one. */
async function bookerName({ db }: ActionCaller, processId: number): Promise<string | null> {
  const row = await db
    .selectFrom('pc_process')
    .innerJoin('vc_card', 'vc_card.id_vc_card', 'pc_process.vc_card_booker')
    .select('vc_card.name')
    .where('pc_process.id_pc_process', '=', processId)
    .executeTakeFirst();
  return row?.name ?? null;
}
