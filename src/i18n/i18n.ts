import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { dictionaryBackend } from './dictionaryBackend';
import { readLanguageCookie, writeLanguageCookie } from './languageCookie';
import { DEFAULT_LANGUAGE, isLanguage, languageDirection, languages, languageTag } from './languages';
import { AREAS, COMMON } from './namespaces';

export const i18n = i18next.createInstance();

/** The page's language, writing direction (Arabic right to left) and title follow the interface language. */
function markDocument(language: string) {
  document.documentElement.lang = languageTag(language);
  document.documentElement.dir = languageDirection(language);
  document.title = i18n.t('shell.title', { lng: language });
}

i18n.on('languageChanged', (language) => {
  writeLanguageCookie(language);
  markDocument(language);
});

const stored = readLanguageCookie();

// The chosen language's common dictionary (and English, the fallback) is loaded before anything renders a text;
// an area's dictionary comes with its screens (useAreaTranslation), and a key not in common is looked up in those loaded.
await i18n
  .use(dictionaryBackend)
  .use(initReactI18next)
  .init({
    lng: isLanguage(stored) ? stored : DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: languages.map((language) => language.code),
    load: 'currentOnly',
    ns: [COMMON],
    defaultNS: COMMON,
    fallbackNS: [...AREAS],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
