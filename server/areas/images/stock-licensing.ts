import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import { notFound } from '../../errors.ts';
import {
  StockSystemError,
  type PurchaseState,
  type StockFile,
  type StockSearch,
  type StockSystem,
} from '../../integrations/stock/stock-system.ts';
import { licenceFailed, licenceProcessing, stockQuota, stockUnavailable } from './stock-errors.ts';
import { claimLicence, recordLicensed, releaseClaim, stockRow, stockRows } from './stock-licences.ts';
import { stockImage, type StockImage } from './stock-image-wire.ts';

export interface StockCalls {
  db: Kysely<Tables>;
  stock: StockSystem;
}

/** A page of a search: `total` is Adobe's count of every match. */
export interface StockPage {
  total: number;
  limit: number;
  skip: number;
  data: StockImage[];
}

/** The licence check: the image, the member's licences left and Adobe's purchase state. */
export type CheckedImage = StockImage & { quota: number; purchase_state: PurchaseState };

/** A failure of Adobe Stock on a call that spends nothing becomes a 502; anything else goes on. */
async function asking<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw error instanceof StockSystemError ? stockUnavailable(error) : error;
  }
}

const PURCHASED: readonly PurchaseState[] = ['purchased', 'just_purchased'];

export async function searchStock({ db, stock }: StockCalls, search: StockSearch): Promise<StockPage> {
  const { total, files } = await asking(stock.search(search));
  const rows = await stockRows(
    db,
    files.map((file) => file.id),
  );
  const data = files.map((file) => stockImage(file, rows.get(file.id)));
  return { total, limit: search.limit, skip: search.offset, data };
}

async function fileOrNotFound(stock: StockSystem, id: number): Promise<StockFile> {
  const file = await asking(stock.file(id));
  if (!file) throw notFound(`Adobe Stock has no image ${id}`);
  return file;
}

/** `GET /adobestock/{id}`: what the licence confirmation shows. Spends nothing. */
export async function checkStockImage({ db, stock }: StockCalls, id: number): Promise<CheckedImage> {
  const file = await fileOrNotFound(stock, id);
  const purchase = await asking(stock.purchase(id));
  return {
    ...stockImage(file, await stockRow(db, id)),
    quota: purchase.quota,
    purchase_state: purchase.state,
  };
}

/**
 * `POST /adobestock`: licenses the image Standard, spending one credit at most once. An image we or
 * Adobe hold licensed already is answered as it is; otherwise the request claims our record
 * atomically (stock-licences.ts), and only the request that got the claim calls the licence: the
 * others are told it is processing (409), or find it licensed. A licence Adobe refuses for want of
 * credits gives the claim back (422); a failure stores `Error` with Adobe's words (502), and the
 * licence may be tried again.
 */
export async function licenseStockImage(
  { db, stock }: StockCalls,
  id: number,
  userId: number,
): Promise<StockImage & { quota: number }> {
  const held = await stockRow(db, id);
  const file = await fileOrNotFound(stock, id);
  if (held?.is_licensed === 'Standard') return { ...stockImage(file, held), quota: await asking(stock.quota()) };
  const info = await asking(stock.purchase(id));
  if (PURCHASED.includes(info.state))
    return { ...stockImage(file, await recordLicensed(db, file, userId)), quota: info.quota };
  if (info.quota < 1) throw stockQuota();

  const claimed = await claimLicence(db, file, userId);
  if (!claimed) {
    const now = await stockRow(db, id);
    if (now?.is_licensed === 'Standard') return { ...stockImage(file, now), quota: info.quota };
    throw licenceProcessing();
  }
  let state: PurchaseState;
  let quota: number;
  try {
    ({ state, quota } = await stock.license(id));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await releaseClaim(db, claimed, 'Error', message);
    throw licenceFailed(message, error);
  }
  if (!PURCHASED.includes(state)) {
    await releaseClaim(db, claimed, '', null);
    throw stockQuota();
  }
  return { ...stockImage(file, await recordLicensed(db, file, userId)), quota };
}
