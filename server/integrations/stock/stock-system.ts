/** The orders Adobe Stock sorts a search by. */
export const STOCK_ORDERS = ['relevance', 'creation', 'nb_downloads', 'undiscovered'] as const;
export type StockOrder = (typeof STOCK_ORDERS)[number];

/** The orientations a search may ask for; `panoramic` is Adobe's own filter (at least 2:1 either way). */
export const STOCK_ORIENTATIONS = ['all', 'horizontal', 'vertical', 'square', 'panoramic'] as const;
export type StockOrientation = (typeof STOCK_ORIENTATIONS)[number];

/** Whether pictures with people (model releases) are wanted: Adobe's `has_releases` is the nearest it has. */
export const STOCK_PEOPLE = ['all', 'include', 'exclude'] as const;
export type StockPeople = (typeof STOCK_PEOPLE)[number];

export const STOCK_CONTENT_TYPES = ['photo', 'illustration'] as const;
export type StockContentType = (typeof STOCK_CONTENT_TYPES)[number];

/** What a search asks for, in the product's words; the client writes Adobe's `search_parameters[...]`. */
export interface StockSearch {
  words?: string;
  /** 1–100. */
  limit: number;
  offset: number;
  order: StockOrder;
  orientation: StockOrientation;
  /** Hex `rrggbb`, without `#`. */
  color?: string;
  /** Absent: photos and illustrations. */
  contentType?: StockContentType;
  people: StockPeople;
}

/** A file of a search or a licence check, as Adobe answers it. */
export interface StockFile {
  id: number;
  title: string;
  creatorName: string | null;
  width: number;
  height: number;
  thumbnailUrl: string;
  /** 1 photo, 2 illustration, 3 vector, 4 video. */
  mediaTypeId: number;
  category: { id: number; name: string } | null;
  /** A MIME type. */
  contentType: string | null;
  /** The licence the member holds (`Standard`), or ''. */
  isLicensed: string;
}

export interface StockSearchResult {
  /** Adobe's `nb_results`: every file the search matches, not only this page. */
  total: number;
  files: StockFile[];
}

/** Adobe's `purchase_details.state`. */
export const PURCHASE_STATES = [
  'not_purchased',
  'purchased',
  'cancelled',
  'not_possible',
  'just_purchased',
  'overage',
] as const;
export type PurchaseState = (typeof PURCHASE_STATES)[number];

/** A file's purchase as `Content/Info` and `Content/License` answer it, with the member's credits left. */
export interface StockPurchase {
  state: PurchaseState;
  /** The licence held (`Standard`), or null. */
  license: string | null;
  /** Where the licensed file is downloaded from (a redirect to a signed URL); null until purchased. */
  url: string | null;
  /** The member's `available_entitlement.quota` after the call. */
  quota: number;
}

/** A licensed file, as downloaded. */
export interface StockDownload {
  content: Buffer;
  contentType: string;
}

/** Adobe Stock as the images area uses it; rejects with a `StockSystemError`. */
export interface StockSystem {
  search(search: StockSearch): Promise<StockSearchResult>;
  /** One file by its id (a search by `media_id`); null when Adobe knows none. */
  file(id: number): Promise<StockFile | null>;
  /** The member's licences left (`Member/Profile`). */
  quota(): Promise<number>;
  /** The file's purchase state (`Content/Info`): spends nothing. */
  purchase(id: number): Promise<StockPurchase>;
  /** Licenses the file, Standard (`Content/License`): one credit, unless it is purchased already. */
  license(id: number): Promise<StockPurchase>;
  /** Downloads a licensed file from its `purchase_details.url`, following the redirect to the signed file. */
  download(url: string): Promise<StockDownload>;
  /** The origins thumbnails are served from, which the console's Content-Security-Policy allows. */
  readonly previewOrigins: readonly string[];
}

/**
 * Why a call to Adobe Stock failed: it could not be reached, did not answer in time, answered with
 * an HTTP error (`status` holds it; Adobe's `{error, code}` words the message), or answered something that is not what was asked.
 */
export type StockFailure = 'unreachable' | 'timeout' | 'http-status' | 'bad-answer';

export class StockSystemError extends Error {
  override readonly name = 'StockSystemError';
  constructor(
    readonly failure: StockFailure,
    message: string,
    readonly status?: number,
    options: { cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
  }
}
