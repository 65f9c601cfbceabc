import type { EditorDate, EditorDatePrice, EditorEventFields, EditorPriceCategory } from './types';

/** The event's writable fields the editor holds (schemas/tickets/event.json), id and version aside. */
export const EVENT_FIELDS = [
  'title',
  'slug',
  'name',
  'status',
  'visibility',
  'id_tk_location',
  'id_tk_invoice_config',
  'vat_rate',
  'genres',
  'artists',
  'short_description',
  'description',
  'additional_info',
  'images',
  'meta_title',
  'meta_description',
  'meta_keywords',
  'meta_canonical_link',
  'website',
  'facebook_link',
  'instagram_link',
  'youtube_link',
] as const satisfies readonly (keyof EditorEventFields)[];

export type EventField = (typeof EVENT_FIELDS)[number];

export const DATE_TIME_FIELDS = ['starts_at', 'ends_at', 'entry_starts_at', 'visible_from', 'visible_until'] as const;

export const DATE_FIELDS = [
  ...DATE_TIME_FIELDS,
  'status',
  'note',
  'sort',
] as const satisfies readonly (keyof EditorDate)[];

export const CATEGORY_FIELDS = [
  'title',
  'description',
  'price',
  'vat_rate',
  'available_quantity',
  'is_active',
  'requires_personalization',
] as const satisfies readonly (keyof EditorPriceCategory)[];

/** What a date price's own form changes; its date and category are what it joins. */
export const DATE_PRICE_FIELDS = [
  'price',
  'contingent',
  'requires_personalization',
] as const satisfies readonly (keyof EditorDatePrice)[];

/** The values of `fields` that `values` names, nothing else (no ids, flags or nested lists). */
export function pick<T extends object, K extends keyof T>(
  values: Partial<T>,
  fields: readonly K[],
): Partial<Pick<T, K>> {
  const picked: Partial<Pick<T, K>> = {};
  for (const field of fields) if (field in values) picked[field] = values[field];
  return picked;
}
