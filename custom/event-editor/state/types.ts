/**
 * The event editor's data (spec 2 §2-§5, issue 7). Saved rows carry their database id; items made in the
 * editor carry a temporary id `temp_<counter>_<timestamp>` until the batch save maps it to a real one.
 */

/** A saved row's id, or a temporary id of an item made in the editor. */
export type ItemId = number | TempId;
export type TempId = `temp_${number}_${number}`;

/** What the editor knows of an item besides its fields (spec 2 §3: flags of locally created items). */
export interface ItemFlags {
  isNew?: boolean;
  isModified?: boolean;
  isDeleted?: boolean;
}

export interface EditorPriceCategory extends ItemFlags {
  id_tk_price_category: ItemId;
  title: string;
  description: string | null;
  price: number;
  vat_rate: number;
  available_quantity: number | null;
  is_active: boolean;
  requires_personalization: boolean;
  version?: number;
}

export interface EditorDatePrice extends ItemFlags {
  id_tk_event_date_price_category: ItemId;
  id_tk_event_date: ItemId;
  id_tk_price_category: ItemId;
  price: number;
  contingent: number | null;
  requires_personalization: boolean;
  version?: number;
}

export interface EditorDate extends ItemFlags {
  id_tk_event_date: ItemId;
  /** `YYYY-MM-DDTHH:mm` (16 characters, spec 2 §9), in the tenant's time zone as the generic widgets show it. */
  starts_at: string;
  ends_at: string | null;
  entry_starts_at: string | null;
  visible_from: string | null;
  visible_until: string | null;
  status: 'active' | 'hidden';
  note: string | null;
  sort: number;
  /** Saved prices (`date_prices` as loaded) and prices added in the editor, one list. */
  date_prices: EditorDatePrice[];
  version?: number;
}

/** A genre, artist or location made in the editor (spec 2 §2 dialogs); saved ones are referenced by id only. */
export interface EditorNamedItem extends ItemFlags {
  id: TempId;
  name: string;
  slug: string;
  [field: string]: unknown;
}

export type Visibility = 'private' | 'public' | 'app' | 'website';

/** The event's own fields (schemas/tickets/event.json) as the editor holds them. */
export interface EditorEventFields {
  id_tk_event?: number;
  version?: number;
  title: string;
  slug: string;
  name: string | null;
  status: boolean;
  visibility: Visibility;
  id_tk_location: ItemId | null;
  id_tk_invoice_config: number | null;
  vat_rate: number;
  genres: ItemId[];
  artists: ItemId[];
  short_description: string | null;
  description: string | null;
  additional_info: string | null;
  images: { link: string; thumbnail?: string; main?: boolean; order?: number }[];
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  meta_canonical_link: string | null;
  website: string | null;
  facebook_link: string | null;
  instagram_link: string | null;
  youtube_link: string | null;
}

export interface EditorEvent extends EditorEventFields {
  dates: EditorDate[];
  price_categories: EditorPriceCategory[];
}

/** The dialogs of spec 2 §2. */
export type DialogName = 'date' | 'priceCategory' | 'genre' | 'artist' | 'location' | 'datePrice' | 'newDatePrice';

/** Spec 2 §2 preferences, kept in the browser (localStorage). */
export interface EditorPreferences {
  autoSave: boolean;
  showAdvancedOptions: boolean;
  compactView: boolean;
  showValidationHints: boolean;
  notifySuccess: boolean;
  notifyWarning: boolean;
  notifyInfo: boolean;
  /**
   * The checklist shows its items, not only its counts. Off at first: its thirteen items would push the
   * tabs and the first panel below the first screen, and the counts and the bookable state say enough.
   */
  checklistOpen: boolean;
}

export const defaultPreferences: EditorPreferences = {
  autoSave: false,
  showAdvancedOptions: false,
  compactView: false,
  showValidationHints: true,
  notifySuccess: true,
  notifyWarning: true,
  notifyInfo: true,
  checklistOpen: false,
};

/** The counts the save shows (spec 2 §7, keys `common.dates_created` …). */
export interface BatchOperations {
  dates_created: number;
  categories_created: number;
  prices_created: number;
  dates_updated: number;
  dates_deleted: number;
}

export type EditorTab = 'basic' | 'dates' | 'prices' | 'content' | 'meta' | 'advanced';
