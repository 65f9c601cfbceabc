import { auditRow } from '../../crud/audit.ts';
import { dynamic, transact } from '../../crud/crud-context.ts';
import { allOf } from '../../crud/query/build-where.ts';
import { readableColumns } from '../../crud/readable-columns.ts';
import { notFound } from '../../errors.ts';
import type { KuschickPayment, KuschickSystem } from '../../integrations/kuschick/kuschick-system.ts';
import { actionProcess, recordAction, type ActionCaller, type ActionProcess } from './action-process.ts';
import { callBookingSystem, processCancelled } from './booking-errors.ts';
import { whileInProcessing } from './processing-lock.ts';

/** Our copy of the Kuschick process with this invoice id, in the user's scope; null when we have none. */
async function ourCopy(caller: ActionCaller, invoiceId: number): Promise<ActionProcess | null> {
  const { entity } = caller.processes;
  const row = await dynamic(caller.db)
    .selectFrom(entity.table)
    .select(entity.idField)
    .where(allOf([caller.scope.where]))
    .where('backend', '=', 'kuschick')
    .where('invoice_id', '=', String(invoiceId))
    .executeTakeFirst();
  return row ? actionProcess(caller, row[entity.idField] as number) : null;
}

/** Our copy, which a write needs (for its history and claim): 404 without one in the user's scope. */
async function requiredCopy(caller: ActionCaller, invoiceId: number) {
  const copy = await ourCopy(caller, invoiceId);
  if (!copy) throw notFound();
  return copy;
}

/**
 * Kuschick's process with this invoice id. A user bound to an agency reads only processes we hold a
 * copy of in their agency; others read any Kuschick has.
 */
export async function kuschickProcess(caller: ActionCaller, kuschick: KuschickSystem, invoiceId: number) {
  if (caller.scope.where && !(await ourCopy(caller, invoiceId))) throw notFound();
  return callBookingSystem(() => kuschick.process(invoiceId));
}

/** Deletes the process in Kuschick, then our copy with app users' links to it (and its history row); Kuschick failing leaves our copy. */
export async function deleteKuschickProcess(caller: ActionCaller, kuschick: KuschickSystem, invoiceId: number) {
  const { db, processes } = caller;
  const { entity } = processes;
  const copy = await requiredCopy(caller, invoiceId);
  await whileInProcessing(db, copy.id_pc_process, async () => {
    await callBookingSystem(() => kuschick.deleteProcess(invoiceId));
    await transact(db, async (trx) => {
      // Kuschick has deleted it already: nothing may stop our delete now, so app users' links to it go too.
      await trx.deleteFrom('users_vorgaenge').where('id_pc_process', '=', copy.id_pc_process).execute();
      const before = (await dynamic(trx)
        .deleteFrom(entity.table)
        .where(entity.idField, '=', copy.id_pc_process)
        .returning(readableColumns(entity))
        .executeTakeFirstOrThrow()) as Record<string, unknown>;
      await trx
        .insertInto('audit_log')
        .values(
          auditRow(entity, {
            userId: caller.user.id_users,
            ip: caller.ip,
            resource: processes.name,
            recordId: copy.id_pc_process,
            action: 'delete',
            before,
          }),
        )
        .execute();
    });
  });
  return { invoice_id: invoiceId, id_pc_process: copy.id_pc_process };
}

/** Books payments to the process in Kuschick (and its booking mail where asked); the history row `payment` here. */
export async function addKuschickPayments(
  caller: ActionCaller,
  kuschick: KuschickSystem,
  invoiceId: number,
  request: { payments: readonly KuschickPayment[]; sendBookingMail?: boolean },
) {
  const { db, processes } = caller;
  const copy = await requiredCopy(caller, invoiceId);
  if (copy.status === '5') throw processCancelled();
  return whileInProcessing(db, copy.id_pc_process, async () => {
    const result = await callBookingSystem(() => kuschick.addPayments(invoiceId, request));
    await transact(db, (trx) =>
      recordAction(trx, processes, copy.id_pc_process, 'payment', {
        values: {},
        details: {
          payments: request.payments,
          paid: result.bezahlt,
          open: result.offen,
          bookingMail: result.buchungsmail,
        },
        userId: caller.user.id_users,
        ip: caller.ip,
      }),
    );
    return result;
  });
}
