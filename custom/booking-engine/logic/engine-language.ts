import { isLanguage, languages, type LanguageCode } from '../../../src/i18n/languages';

/** German is the business language: what the engine speaks when neither the link nor the browser names a language it has. */
export const ENGINE_DEFAULT_LANGUAGE: LanguageCode = 'de';

export const engineLanguages = languages;

/** A browser language tag (`da-DK`, `en-GB`) as one of the engine's language codes, or undefined. */
function fromTag(tag: string): LanguageCode | undefined {
  const base = tag.toLowerCase().split('-')[0];
  const code = languages.find((language) => language.tag === base)?.code ?? base;
  return isLanguage(code) ? code : undefined;
}

/**
 * The language of `?lang=` (as a website links the engine), else the one this tab chose before (the
 * link's or the switch's: the steps' addresses do not carry it), else the browser's first known one,
 * else German.
 */
export function chooseLanguage(
  search: string,
  browserLanguages: readonly string[],
  chosenBefore: string | null = null,
): LanguageCode {
  const asked = new URLSearchParams(search).get('lang') ?? '';
  if (isLanguage(asked)) return asked;
  if (isLanguage(chosenBefore ?? '')) return chosenBefore as LanguageCode;
  for (const tag of browserLanguages) {
    const code = fromTag(tag);
    if (code) return code;
  }
  return ENGINE_DEFAULT_LANGUAGE;
}
