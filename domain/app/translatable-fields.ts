import { LANGUAGE_CODES } from '../language-codes.ts';

/** The records the app shows translated (spec 2 §7 translations), each with the fields it translates. */
export const TRANSLATABLE_FIELDS = {
  journey: ['title', 'subtitle', 'teaser'],
  departure: ['title'],
  pushnotification: ['title', 'short', 'message'],
  topic: ['title', 'description'],
  travelbagtemplate: ['short', 'description'],
  emergencycall: ['label', 'text'],
} as const;

export type TranslationType = keyof typeof TRANSLATABLE_FIELDS;
export const TRANSLATION_TYPES = Object.keys(TRANSLATABLE_FIELDS) as TranslationType[];

/** The languages a text is translated into: the console's eleven. */
export const TRANSLATION_LANGUAGES = LANGUAGE_CODES;
export type TranslationLanguage = (typeof LANGUAGE_CODES)[number];

/** Each translated field's text per language: `{ title: { fr: '…', en: '…' } }`. */
export type TranslationTexts = Record<string, Partial<Record<string, string>>>;

export const isTranslationType = (type: string): type is TranslationType => type in TRANSLATABLE_FIELDS;

/**
 * The stored texts with the changes laid over them: a text replaces the language's, an empty one
 * removes it; a field without languages left disappears.
 */
export function mergeTexts(stored: TranslationTexts, changes: TranslationTexts): TranslationTexts {
  const merged: TranslationTexts = {};
  for (const field of new Set([...Object.keys(stored), ...Object.keys(changes)])) {
    const languages = { ...stored[field], ...changes[field] };
    const kept = Object.entries(languages).filter((entry): entry is [string, string] => Boolean(entry[1]));
    if (kept.length > 0) merged[field] = Object.fromEntries(kept);
  }
  return merged;
}

/** The rights of which one reads (or writes) a type's translations: push texts are the push team's too. */
export const translationRights = (type: TranslationType, action: 'read' | 'update'): readonly string[] =>
  type === 'pushnotification'
    ? [`appusermanagement-${action}`, `pushmessages-${action}`]
    : [`appusermanagement-${action}`];

/** How many of the type's fields have a text in the language. */
export const translatedFieldCount = (type: TranslationType, texts: TranslationTexts, language: string): number =>
  TRANSLATABLE_FIELDS[type].filter((field) => Boolean(texts[field]?.[language])).length;
