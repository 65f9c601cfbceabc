import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import type { StockFile } from '../../integrations/stock/stock-system.ts';
import type { StockRow } from './stock-image-wire.ts';

/**
 * How long a licence claim holds: a request that claimed an image and then died (a crash, a restart)
 * leaves it `processing`; after this another request may take the claim over. Far longer than a
 * licence call may take (the client gives up after 10 s).
 */
export const CLAIM_TIMEOUT_MS = 60_000;

/** What our record keeps of Adobe's file. */
const described = (file: StockFile) => ({
  stock_id: file.id,
  title: file.title.slice(0, 500) || `Adobe Stock ${file.id}`,
  width: file.width,
  height: file.height,
  content_type: file.contentType?.slice(0, 100) ?? null,
  category_name: file.category?.name.slice(0, 200) ?? null,
  creator_name: file.creatorName?.slice(0, 200) ?? null,
  thumbnail: file.thumbnailUrl.slice(0, 1000),
});

/** Our records of these Adobe files, by Adobe id. */
export async function stockRows(db: Kysely<Tables>, ids: readonly number[]): Promise<Map<number, StockRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('img_stock').selectAll().where('stock_id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.stock_id, row]));
}

export async function stockRow(db: Kysely<Tables>, id: number): Promise<StockRow | undefined> {
  return db.selectFrom('img_stock').selectAll().where('stock_id', '=', id).executeTakeFirst();
}

/**
 * Claims the file for licensing, in one statement: the record is created `processing`, or an existing
 * one set `processing` when it is not licensed ('' or 'Error') or its claim is older than
 * CLAIM_TIMEOUT_MS. Of requests licensing the same file at once exactly one gets the row: only it asks
 * Adobe, so one credit is spent. Undefined: another request holds it, or it is licensed.
 */
export async function claimLicence(db: Kysely<Tables>, file: StockFile, userId: number): Promise<StockRow | undefined> {
  const now = new Date();
  const stale = new Date(now.getTime() - CLAIM_TIMEOUT_MS);
  const claim = {
    is_licensed: 'processing' as const,
    licensed_by: userId,
    message: null,
    updated_at: now,
    updated_by: userId,
  };
  return db
    .insertInto('img_stock')
    .values({ ...described(file), ...claim, created_by: userId })
    .onConflict((conflict) =>
      conflict
        .column('stock_id')
        .doUpdateSet({ ...described(file), ...claim })
        .where((eb) =>
          eb.or([
            eb('img_stock.is_licensed', 'in', ['', 'Error']),
            eb.and([eb('img_stock.is_licensed', '=', 'processing'), eb('img_stock.updated_at', '<', stale)]),
          ]),
        ),
    )
    .returningAll()
    .executeTakeFirst();
}

/** The file is licensed Standard (by us now, or already at Adobe): the record says so, whoever claimed it. */
export async function recordLicensed(db: Kysely<Tables>, file: StockFile, userId: number): Promise<StockRow> {
  const now = new Date();
  const licensed = {
    is_licensed: 'Standard' as const,
    licensed_at: now,
    licensed_by: userId,
    message: null,
    updated_at: now,
    updated_by: userId,
  };
  return db
    .insertInto('img_stock')
    .values({ ...described(file), ...licensed, created_by: userId })
    .onConflict((conflict) =>
      conflict.column('stock_id').doUpdateSet(licensed).where('img_stock.is_licensed', '<>', 'Standard'),
    )
    .returningAll()
    .executeTakeFirst()
    .then(async (row) => row ?? (await stockRow(db, file.id))!);
}

/** The licence call did not license: the claim is given back, as `Error` with Adobe's words or as not licensed. */
export async function releaseClaim(
  db: Kysely<Tables>,
  claimed: StockRow,
  state: 'Error' | '',
  message: string | null,
): Promise<void> {
  await db
    .updateTable('img_stock')
    .set({ is_licensed: state, message: message?.slice(0, 1000) ?? null, updated_at: new Date() })
    .where('id_img_stock', '=', claimed.id_img_stock)
    .where('is_licensed', '=', 'processing')
    // Its own claim only: not one that took it over after CLAIM_TIMEOUT_MS.
    .where('updated_at', '=', claimed.updated_at)
    .execute();
}

/** Our copy of the licensed file is stored: the first download to finish keeps its copy; false for a later one. */
export async function recordDownload(db: Kysely<Tables>, row: StockRow, link: string): Promise<boolean> {
  const now = new Date();
  const stored = await db
    .updateTable('img_stock')
    .set({ database: true, link, downloaded_at: now, updated_at: now })
    .where('id_img_stock', '=', row.id_img_stock)
    .where('database', '=', false)
    .executeTakeFirst();
  return stored.numUpdatedRows > 0n;
}
