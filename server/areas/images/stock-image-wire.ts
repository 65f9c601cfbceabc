import type { Selectable } from 'kysely';
import type { ImagesStockImageRow } from '../../db/entity-tables.ts';
import type { StockFile } from '../../integrations/stock/stock-system.ts';

/** Our licence record of an Adobe Stock file (`img_stock`). */
export type StockRow = Selectable<ImagesStockImageRow>;

export type LicenceState = StockRow['is_licensed'];

/** A stock image as the image database's calls answer it (spec 1 §3 "Image (stock)"). */
export interface StockImage {
  id: number;
  title: string;
  width: number;
  height: number;
  content_type: string | null;
  category: { id: number; name: string } | null;
  creator_name: string | null;
  is_licensed: LicenceState;
  database: boolean;
  link: string | null;
  thumbnail: string;
  stocktype: 'adobestock';
}

/**
 * The file as Adobe answers it, with what our record says: our licence state overrides Adobe's (while
 * processing or in error, and once Standard), and only we know whether a copy is in our store.
 */
export function stockImage(file: StockFile, row: StockRow | undefined): StockImage {
  const adobe: LicenceState = file.isLicensed === '' ? '' : 'Standard';
  return {
    id: file.id,
    title: file.title,
    width: file.width,
    height: file.height,
    content_type: file.contentType,
    category: file.category,
    creator_name: file.creatorName,
    is_licensed: row && row.is_licensed !== '' ? row.is_licensed : adobe,
    database: row?.database ?? false,
    link: row?.database ? row.link : null,
    thumbnail: file.thumbnailUrl,
    stocktype: 'adobestock',
  };
}

/** The wire schema of a StockImage, for the OpenAPI document. */
export const stockImageSchema = {
  type: 'object',
  required: ['id', 'title', 'width', 'height', 'is_licensed', 'database', 'link', 'thumbnail', 'stocktype'],
  properties: {
    id: { type: 'integer', description: "Adobe Stock's content id." },
    title: { type: 'string' },
    width: { type: 'integer' },
    height: { type: 'integer' },
    content_type: { type: ['string', 'null'], description: 'A MIME type.' },
    category: {
      type: ['object', 'null'],
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
    },
    creator_name: { type: ['string', 'null'] },
    is_licensed: { type: 'string', enum: ['', 'processing', 'Standard', 'Error'] },
    database: { type: 'boolean', description: 'Whether we hold a downloaded copy.' },
    link: { type: ['string', 'null'], description: "Our stored copy's address, when `database`." },
    thumbnail: { type: 'string', description: 'The preview address; the Content-Security-Policy allows its origin.' },
    stocktype: { type: 'string', enum: ['adobestock'] },
  },
} as const;
