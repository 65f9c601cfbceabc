import { sql, type Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../registry/types.ts';
import { writeAudit } from '../../crud/audit.ts';
import { readableColumns } from '../../crud/readable-columns.ts';
import { dynamic } from '../../crud/crud-context.ts';
import type { Tables } from '../../db/tables.ts';
import type { KuschickProcess } from '../../integrations/kuschick/kuschick-system.ts';
import { processInProcessing } from './booking-errors.ts';
import { inProcessing } from './processing-lock.ts';
import { RATIO_STATUS_NAMES } from './ratio-copy.ts';

type ProcessStatus = '0' | '1' | '2' | '3' | '4' | '5';

/** The process fields an import takes from the booking system; the rest of our copy is ours. */
export interface ImportedProcess {
  title: string;
  status: ProcessStatus;
  price: number;
  journey_start: string;
  journey_end: string;
  participants: number;
  customer_number: string;
  external_status: string;
  invoice_id?: string | null;
  positions?: readonly { label: string; quantity: number; price: number }[];
  seat_number: string | null;
  seat_type?: string | null;
  cabin?: string | null;
  direction: 'H' | 'R' | null;
  boarding_point: string | null;
  boarding_time: string | null;
}

/** Which booking system's process our copy is, and the number a new copy gets. */
export type ProcessKey =
  { backend: 'ratio'; ratio_id: number; number: string } | { backend: 'kuschick'; invoice_id: string; number: string };

const short = (text: string | null | undefined, max: number) => (text ? text.slice(0, max) : null);

/** A Kuschick process as our copy: the first traveller is the booker's seat and boarding point. */
export function processFromKuschick(process: KuschickProcess): ImportedProcess {
  const booker = process.teilnehmer[0];
  return {
    title: process.titel.slice(0, 200),
    status: String(process.status) as ProcessStatus,
    price: process.preis,
    journey_start: process.beginn,
    journey_end: process.ende,
    participants: process.teilnehmer.length,
    customer_number: String(process.kuschick_id),
    external_status: RATIO_STATUS_NAMES[process.status] ?? String(process.status),
    seat_number: short(booker?.sitzplatz, 20),
    direction: booker?.zustieg ? 'H' : null,
    boarding_point: short(booker?.zustieg, 200),
    boarding_time: null,
  };
}

/**
 * Our copy of the booking system's process, in the caller's transaction: matched by Ratio's number
 * (or by Kuschick's invoice id and backend), created or updated, `import_date` now, with an `import`
 * history row. A copy in processing is not overwritten (409).
 */
export async function importProcessRow(
  trx: Kysely<Tables>,
  processes: ResourceDefinition,
  key: ProcessKey,
  fields: ImportedProcess & { vc_card_booker: number },
  { userId, ip }: { userId: number | null; ip: string },
): Promise<{ result: 'created' | 'updated'; record: Record<string, unknown> }> {
  const { entity } = processes;
  const match = key.backend === 'ratio' ? `ratio:${key.ratio_id}` : `kuschick:${key.invoice_id}`;
  await sql`select pg_advisory_xact_lock(hashtext(${`pc_process:${match}`}))`.execute(trx);
  let query = dynamic(trx).selectFrom('pc_process').select(readableColumns(entity)).forUpdate();
  query =
    key.backend === 'ratio'
      ? query.where('ratio_id', '=', key.ratio_id)
      : query.where('invoice_id', '=', key.invoice_id).where('backend', '=', 'kuschick');
  const before = (await query.executeTakeFirst()) as Record<string, unknown> | undefined;
  if (before && inProcessing(before.processing_since as string | null)) throw processInProcessing();
  const { positions, ...copied } = fields;
  const values = {
    ...copied,
    ...(positions === undefined ? {} : { positions: JSON.stringify(positions) }),
    import_date: sql`now()`,
    updated_by: userId,
    updated_at: sql`now()`,
  };
  const columns = readableColumns(entity);
  const record = before
    ? ((await dynamic(trx)
        .updateTable('pc_process')
        .set({ ...values, ...(entity.concurrency ? { version: sql`version + 1` } : {}) })
        .where('id_pc_process', '=', before.id_pc_process)
        .returning(columns)
        .executeTakeFirstOrThrow()) as Record<string, unknown>)
    : ((await dynamic(trx)
        .insertInto('pc_process')
        .values({ ...values, ...key, created_by: userId })
        .returning(columns)
        .executeTakeFirstOrThrow()) as Record<string, unknown>);
  await writeAudit(trx, entity, {
    userId,
    ip,
    resource: processes.name,
    recordId: record.id_pc_process as number,
    action: 'import',
    before,
    after: record,
  });
  return { result: before ? 'updated' : 'created', record };
}
