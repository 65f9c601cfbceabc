/**
 * The console's interface languages (spec 1 §9, in the loader's order), each with its own name
 * for the language switch, its BCP 47 tag (the spec's `dk` is Danish, whose tag is `da`) and its
 * writing direction.
 */
export const languages = [
  { code: 'ar', tag: 'ar', label: 'العربية', direction: 'rtl' },
  { code: 'de', tag: 'de', label: 'Deutsch', direction: 'ltr' },
  { code: 'dk', tag: 'da', label: 'Dansk', direction: 'ltr' },
  { code: 'en', tag: 'en', label: 'English', direction: 'ltr' },
  { code: 'es', tag: 'es', label: 'Español', direction: 'ltr' },
  { code: 'fr', tag: 'fr', label: 'Français', direction: 'ltr' },
  { code: 'ja', tag: 'ja', label: '日本語', direction: 'ltr' },
  { code: 'ko', tag: 'ko', label: '한국어', direction: 'ltr' },
  { code: 'pt', tag: 'pt', label: 'Português', direction: 'ltr' },
  { code: 'ru', tag: 'ru', label: 'Русский', direction: 'ltr' },
  { code: 'zh', tag: 'zh', label: '中文', direction: 'ltr' },
] as const;

export type LanguageCode = (typeof languages)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export const isLanguage = (code: string | undefined): code is LanguageCode =>
  languages.some((language) => language.code === code);

/** The BCP 47 tag of a console language, for `lang` attributes and `Intl` (`dk` → `da`). */
export const languageTag = (code: string): string => languages.find((language) => language.code === code)?.tag ?? code;

/** Arabic is written right to left, the others left to right. */
export const languageDirection = (code: string): 'ltr' | 'rtl' =>
  languages.find((language) => language.code === code)?.direction ?? 'ltr';
