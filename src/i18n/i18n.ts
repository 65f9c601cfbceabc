import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from '../../locales/de.json';
import dk from '../../locales/dk.json';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import ru from '../../locales/ru.json';
import { readLanguageCookie, writeLanguageCookie } from './languageCookie';

/** The console's interface languages (spec 1 §9), with their own names for the language switch. */
export const languages = [
  { code: 'de', label: 'Deutsch' },
  { code: 'dk', label: 'Dansk' },
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
  { code: 'ru', label: 'Русский' },
] as const;

export const DEFAULT_LANGUAGE = 'en';

function initialLanguage(): string {
  const stored = readLanguageCookie();
  return languages.some((language) => language.code === stored) ? (stored as string) : DEFAULT_LANGUAGE;
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    de: { translation: de },
    dk: { translation: dk },
    en: { translation: en },
    es: { translation: es },
    ru: { translation: ru },
  },
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
