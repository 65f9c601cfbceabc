import {
  TRANSLATABLE_FIELDS,
  translatedFieldCount,
  type TranslationTexts,
  type TranslationType,
} from '../../domain/app/translatable-fields';

/** A record's translations as `GET /translations` answers them. */
export interface RecordTranslation {
  type: TranslationType;
  type_id: number;
  label: string;
  source: Record<string, string | null>;
  texts: TranslationTexts;
}

/** A record offered by `GET /translations_type/{type}?q=`. */
export interface TranslatableRecord {
  type_id: number;
  label: string;
  texts: TranslationTexts;
}

/** The texts typed into the target language's fields, by field; fields not touched are absent. */
export type Draft = Record<string, string>;

export const storedText = (record: RecordTranslation, field: string, language: string) =>
  record.texts[field]?.[language] ?? '';

/** The fields whose typed text differs from the stored one. */
export const changedFields = (record: RecordTranslation | undefined, draft: Draft, language: string) =>
  record ? Object.keys(draft).filter((field) => draft[field] !== storedText(record, field, language)) : [];

/** The PATCH body of the changes: the typed texts of the target language; an emptied field removes it. */
export const changesBody = (record: RecordTranslation, draft: Draft, language: string) => ({
  texts: Object.fromEntries(
    changedFields(record, draft, language).map((field) => [field, { [language]: draft[field]?.trim() ?? '' }]),
  ),
});

/** How many of the record's fields each language has, counting what is typed but not saved yet. */
export function completeness(record: RecordTranslation, draft: Draft, target: string, language: string) {
  const texts =
    language === target
      ? Object.fromEntries(
          TRANSLATABLE_FIELDS[record.type].map((field) => [
            field,
            { [language]: draft[field] ?? storedText(record, field, language) },
          ]),
        )
      : record.texts;
  return { done: translatedFieldCount(record.type, texts, language), total: TRANSLATABLE_FIELDS[record.type].length };
}
