import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import { readLanguageCookie, writeLanguageCookie } from './languageCookie';

/** The console's interface languages so far, with their own names for the language switch. */
export const languages = [
  { code: 'en', label: 'English' },
  { code: 'de', label: 'Deutsch' },
] as const;

export const DEFAULT_LANGUAGE = 'en';

function initialLanguage(): string {
  const stored = readLanguageCookie();
  return languages.some((language) => language.code === stored) ? (stored as string) : DEFAULT_LANGUAGE;
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, de: { translation: de } },
  lng: initialLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  returnNull: false,
});

i18n.on('languageChanged', (language) => {
  writeLanguageCookie(language);
  document.documentElement.lang = language;
});
document.documentElement.lang = i18n.language;
