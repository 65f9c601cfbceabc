import { callJsonApi, parseJson, type JsonApi } from '../http-json.ts';
import {
  PURCHASE_STATES,
  StockSystemError,
  type PurchaseState,
  type StockFile,
  type StockPurchase,
  type StockSearch,
  type StockSystem,
} from './stock-system.ts';

const TIMEOUT_MS = 10_000;
/** Adobe's thumbnail sizes are 110, 160, 220, 240, 500 and 1000 px; the console's grid tiles are about 240. */
const THUMBNAIL_SIZE = 240;
/** Adobe's CDN for thumbnails, which the console's Content-Security-Policy allows unless told otherwise. */
export const ADOBE_THUMBNAIL_ORIGINS = ['https://t3.ftcdn.net', 'https://t4.ftcdn.net', 'https://as1.ftcdn.net'];

export const RESULT_COLUMNS = [
  'id',
  'title',
  'creator_name',
  'width',
  'height',
  'thumbnail_url',
  'media_type_id',
  'category',
  'content_type',
  'is_licensed',
  'nb_results',
] as const;

export interface StockClientOptions {
  /** The API root (`https://stock.adobe.io`); `/Rest/...` is appended. */
  baseUrl: string;
  /** Sent as `x-api-key` on every call. */
  apiKey: string;
  /** The member's OAuth access token, sent as `Authorization: Bearer` on the licensing calls. */
  accessToken: string;
  /** Sent as `x-Product`: the application's name at Adobe. */
  product: string;
  /** The origins thumbnails come from. */
  previewOrigins?: readonly string[];
  timeoutMs?: number;
}

const fail: JsonApi['fail'] = (failure, message, { status }) => new StockSystemError(failure, message, status);

/** The query of a search: Adobe's `search_parameters[...]`, its filters, and the columns wanted. */
export function searchQuery(search: StockSearch & { mediaId?: number }): URLSearchParams {
  const query = new URLSearchParams();
  const parameter = (name: string, value: string | number) => query.append(`search_parameters[${name}]`, String(value));
  if (search.words) parameter('words', search.words);
  if (search.mediaId !== undefined) parameter('media_id', search.mediaId);
  parameter('limit', search.limit);
  parameter('offset', search.offset);
  parameter('order', search.order);
  parameter('thumbnail_size', THUMBNAIL_SIZE);
  if (search.orientation === 'panoramic') parameter('filters][panoramic', 1);
  else parameter('filters][orientation', search.orientation);
  if (search.color) parameter('filters][colors', search.color);
  if (search.contentType) {
    parameter('filters][content_type:photo', search.contentType === 'photo' ? 1 : 0);
    parameter('filters][content_type:illustration', search.contentType === 'illustration' ? 1 : 0);
  }
  parameter('filters][has_releases', { all: 'all', include: 'true', exclude: 'false' }[search.people]);
  // Without it Adobe counts premium files it does not page through.
  parameter('filters][premium', 'false');
  for (const column of RESULT_COLUMNS) query.append('result_columns[]', column);
  return query;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const badAnswer = (what: string) => new StockSystemError('bad-answer', `Adobe Stock answered ${what}`);

function parseFile(value: unknown): StockFile {
  if (!isObject(value)) throw badAnswer('a file that is not an object');
  const { id, title, creator_name, width, height, thumbnail_url, media_type_id, category, content_type, is_licensed } =
    value;
  if (
    !Number.isInteger(id) ||
    !Number.isInteger(width) ||
    !Number.isInteger(height) ||
    typeof thumbnail_url !== 'string'
  )
    throw badAnswer('a file without id, size or thumbnail');
  const named = isObject(category) && Number.isInteger(category.id) && typeof category.name === 'string';
  return {
    id: id as number,
    title: typeof title === 'string' ? title : '',
    creatorName: typeof creator_name === 'string' ? creator_name : null,
    width: width as number,
    height: height as number,
    thumbnailUrl: thumbnail_url,
    mediaTypeId: Number.isInteger(media_type_id) ? (media_type_id as number) : 1,
    category: named ? { id: category.id as number, name: category.name as string } : null,
    contentType: typeof content_type === 'string' ? content_type : null,
    isLicensed: typeof is_licensed === 'string' ? is_licensed : '',
  };
}

function parseSearch(text: string) {
  const body = parseJson(text);
  if (!isObject(body) || !Number.isInteger(body.nb_results) || !Array.isArray(body.files))
    throw badAnswer('a search without nb_results and files');
  return { total: body.nb_results as number, files: body.files.map(parseFile) };
}

const quotaOf = (body: Record<string, unknown>): number => {
  const quota = isObject(body.available_entitlement) ? body.available_entitlement.quota : undefined;
  if (!Number.isInteger(quota)) throw badAnswer('no available_entitlement.quota');
  return quota as number;
};

function parsePurchase(text: string, id: number): StockPurchase {
  const body = parseJson(text);
  if (!isObject(body)) throw badAnswer('something that is not JSON');
  const content = isObject(body.contents) ? body.contents[String(id)] : undefined;
  const details = isObject(content) ? content.purchase_details : undefined;
  if (!isObject(details) || !(PURCHASE_STATES as readonly unknown[]).includes(details.state))
    throw badAnswer(`no purchase_details for content ${id}`);
  return {
    state: details.state as PurchaseState,
    license: typeof details.license === 'string' && details.license !== '' ? details.license : null,
    url: typeof details.url === 'string' && details.url !== '' ? details.url : null,
    quota: quotaOf(body),
  };
}

/**
 * Adobe Stock's API over `fetch`: the search (`GET /Rest/Media/1/Search/Files`) with the API key,
 * the licensing calls (`/Rest/Libraries/1/...`, all GET) with the member's token as well, and the
 * download of a licensed file. Every call ends within `timeoutMs`.
 */
export function createStockClient({
  baseUrl,
  apiKey,
  accessToken,
  product,
  previewOrigins = ADOBE_THUMBNAIL_ORIGINS,
  timeoutMs = TIMEOUT_MS,
}: StockClientOptions): StockSystem {
  const keys = { 'x-api-key': apiKey, 'x-product': product };
  const search: JsonApi = { system: 'Adobe Stock', baseUrl, headers: keys, timeoutMs, fail };
  const licensing: JsonApi = { ...search, apiKey: accessToken };

  return {
    previewOrigins,
    async search(asked) {
      return parseSearch(await callJsonApi(search, 'GET', `/Rest/Media/1/Search/Files?${searchQuery(asked)}`));
    },
    async file(id) {
      const query = searchQuery({
        mediaId: id,
        limit: 1,
        offset: 0,
        order: 'relevance',
        orientation: 'all',
        people: 'all',
      });
      const { files } = parseSearch(await callJsonApi(search, 'GET', `/Rest/Media/1/Search/Files?${query}`));
      return files.find((file) => file.id === id) ?? null;
    },
    async quota() {
      const body = parseJson(await callJsonApi(licensing, 'GET', '/Rest/Libraries/1/Member/Profile'));
      if (!isObject(body)) throw badAnswer('a profile that is not JSON');
      return quotaOf(body);
    },
    async purchase(id) {
      return parsePurchase(await callJsonApi(licensing, 'GET', `/Rest/Libraries/1/Content/Info?content_id=${id}`), id);
    },
    async license(id) {
      const path = `/Rest/Libraries/1/Content/License?content_id=${id}&license=Standard`;
      return parsePurchase(await callJsonApi(licensing, 'GET', path), id);
    },
    async download(url) {
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { ...keys, authorization: `Bearer ${accessToken}` },
          redirect: 'follow',
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok)
          throw new StockSystemError(
            'http-status',
            `Adobe Stock answered the download with HTTP ${response.status}`,
            response.status,
          );
        const contentType = response.headers.get('content-type') ?? '';
        const content = Buffer.from(await response.arrayBuffer());
        if (!contentType.startsWith('image/')) throw badAnswer(`a download that is not an image (${contentType})`);
        return { content, contentType };
      } catch (error) {
        if (error instanceof StockSystemError) throw error;
        if (error instanceof Error && error.name === 'TimeoutError')
          throw new StockSystemError('timeout', `Adobe Stock did not answer the download within ${timeoutMs} ms`);
        throw new StockSystemError('unreachable', 'Adobe Stock cannot be reached (download)', undefined, {
          cause: error,
        });
      }
    },
  };
}
