/** A stock image's licence as the server answers it (spec 2 §4). */
export type LicenceState = '' | 'processing' | 'Standard' | 'Error';

/** An image of either database as the grids show it (the wire shapes of `/adobestock` and `/imagedb-customer-stock`). */
export interface DatabaseImage {
  id: number;
  title: string;
  width: number;
  height: number;
  content_type: string;
  category?: { id: number; name: string } | null;
  creator_name: string | null;
  is_licensed: LicenceState;
  /** Whether we hold a copy of our own (always for own images). */
  database: boolean;
  link: string | null;
  thumbnail: string;
  stocktype: 'adobestock' | 'customer';
  id_img_customer?: number;
  id_img_library?: number;
  /** The library item showing the image, in a library's or journey's grid. */
  id_img_library_item?: number;
  description?: string | null;
}

/** `GET /adobestock/{id}`: the licence check, with the member's remaining credits. */
export interface LicenceCheck extends DatabaseImage {
  quota: number;
  purchase_state: string;
}

/** A page of images and how many there are in all. */
export interface ImagePage {
  total: number;
  data: DatabaseImage[];
}

/** `GET /img/library/all`. */
export interface LibraryChoice {
  id_img_library: number;
  name: string;
  mode: string;
  user_id: number | null;
}

/** The two databases the finder searches. */
export type ImageDatabase = 'adobestock' | 'customer';

/** The key of an image in a selection: ids of the two databases may meet. */
export const imageKey = (image: Pick<DatabaseImage, 'stocktype' | 'id'>) => `${image.stocktype}:${image.id}`;

/** What a library item or an images-field entry keeps of an image (spec 1 §3 "Added image entries" `data`). */
export function imageData(image: DatabaseImage): Record<string, unknown> {
  return {
    stocktype: image.stocktype,
    id: image.id,
    title: image.title,
    width: image.width,
    height: image.height,
    content_type: image.content_type,
    creator_name: image.creator_name,
    ...(image.category ? { category_name: image.category.name } : {}),
    ...(image.id_img_customer === undefined ? {} : { id_img_customer: image.id_img_customer }),
  };
}
