import { sql, type Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../registry/types.ts';
import { writeAudits } from '../../crud/audit.ts';
import { dynamic } from '../../crud/crud-context.ts';
import { toColumnValues } from '../../crud/operations/column-values.ts';
import { readableColumns } from '../../crud/readable-columns.ts';
import type { Tables } from '../../db/tables.ts';
import type { Actor } from './move-order.ts';
import { randomCode } from './voucher-codes.ts';

const BATCH = 500;

export interface VoucherBatch {
  amount: number;
  prefix: string;
  codeLength: number;
  /** The checked fields every voucher of the batch gets, all but its code. */
  template: Record<string, unknown>;
}

/** `amount` codes no voucher has yet, none twice. */
async function unusedCodes(trx: Kysely<Tables>, table: string, batch: VoucherBatch): Promise<string[]> {
  const codes = new Set<string>();
  for (;;) {
    while (codes.size < batch.amount) codes.add(randomCode(batch.prefix, batch.codeLength));
    const taken: string[] = [];
    const all = [...codes];
    for (let start = 0; start < all.length; start += BATCH) {
      const rows = await dynamic(trx)
        .selectFrom(table)
        .select('code')
        .where('code', 'in', all.slice(start, start + BATCH))
        .execute();
      taken.push(...rows.map((row) => String(row.code)));
    }
    if (taken.length === 0) return all;
    for (const code of taken) codes.delete(code);
  }
}

/**
 * Creates a batch of vouchers with random codes in one transaction: all of them or none. Reports
 * how many are written as it goes, and waits for each report to be sent on; answers the first and
 * last id.
 */
export async function createVoucherBatch(
  db: Kysely<Tables>,
  vouchers: ResourceDefinition,
  batch: VoucherBatch,
  actor: Actor,
  report: (done: number) => Promise<void>,
) {
  const { entity } = vouchers;
  return db.transaction().execute(async (trx) => {
    const codes = await unusedCodes(trx, entity.table, batch);
    const ids: number[] = [];
    for (let start = 0; start < codes.length; start += BATCH) {
      const rows = (await dynamic(trx)
        .insertInto(entity.table)
        .values(
          codes.slice(start, start + BATCH).map((code) => ({
            ...toColumnValues(entity, { ...batch.template, code }),
            created_by: actor.userId,
            updated_by: actor.userId,
            updated_at: sql`now()`,
          })),
        )
        .returning(readableColumns(entity))
        .execute()) as Record<string, unknown>[];
      await writeAudits(
        trx,
        entity,
        rows.map((row) => ({
          userId: actor.userId,
          ip: actor.ip,
          resource: vouchers.name,
          recordId: row[entity.idField] as number,
          action: 'create' as const,
          after: row,
        })),
      );
      ids.push(...rows.map((row) => row[entity.idField] as number));
      await report(ids.length);
    }
    return { created: ids.length, first: Math.min(...ids), last: Math.max(...ids) };
  });
}
