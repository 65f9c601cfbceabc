import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageTag } from '../../src/i18n/languages';
import { callEngine } from './logic/engine-client';
import { loadLanguage, saveLanguage } from './logic/draft-storage';
import { chooseLanguage, ENGINE_DEFAULT_LANGUAGE } from './logic/engine-language';

/**
 * Only the `booking` dictionary of a language, from the server (`/api/locales/<language>/booking.json`):
 * the engine loads nothing of the console's texts, and its JavaScript none of its own.
 */
const bookingBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    callEngine<ResourceKey>(`/locales/${encodeURIComponent(language)}/booking.json`).then(
      (dictionary) => callback(null, dictionary),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

export const engineI18n = i18next.createInstance();

export function startEngineI18n() {
  const language = chooseLanguage(window.location.search, navigator.languages ?? [navigator.language], loadLanguage());
  engineI18n.on('languageChanged', (code) => {
    saveLanguage(code);
    document.documentElement.lang = languageTag(code);
    document.documentElement.dir = code === 'ar' ? 'rtl' : 'ltr';
  });
  return engineI18n
    .use(bookingBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: ENGINE_DEFAULT_LANGUAGE,
      ns: ['booking'],
      defaultNS: 'booking',
      // The keys are written whole (`booking.engine.start.title`): the file's top level is `booking`.
      keySeparator: '.',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}
