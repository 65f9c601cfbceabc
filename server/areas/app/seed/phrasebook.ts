import type { TranslationLanguage } from '../../../../domain/app/translatable-fields.ts';

/** The order of each phrase's translations below. */
const ORDER = ['en', 'dk', 'es', 'fr', 'pt', 'ru', 'ar', 'ja', 'ko', 'zh'] as const;

export type Translations = Readonly<Record<TranslationLanguage, string>>;

/** A German text with its translations in the order above; German is its own text. */
export function phrases(entries: readonly (readonly [german: string, translations: readonly string[]])[]) {
  return new Map<string, Translations>(
    entries.map(([german, translations]) => {
      if (translations.length !== ORDER.length) throw new Error(`"${german}" needs ${ORDER.length} translations`);
      const texts = Object.fromEntries(ORDER.map((language, index) => [language, translations[index]]));
      return [german, { de: german, ...texts } as Translations];
    }),
  );
}
