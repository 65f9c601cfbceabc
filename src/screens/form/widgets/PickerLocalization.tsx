import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { daDK, deDE, enUS, esES, frFR, jaJP, koKR, ptPT, ruRU, zhCN } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/ar';
import 'dayjs/locale/da';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/ja';
import 'dayjs/locale/ko';
import 'dayjs/locale/pt';
import 'dayjs/locale/ru';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The date pickers' language by console language (Danish is `dk` in the console, `da` in dayjs).
 * The pickers have no Arabic texts: Arabic gets the Arabic calendar with English button texts.
 */
const PICKER_LOCALES = {
  ar: { dayjs: 'ar', texts: enUS },
  de: { dayjs: 'de', texts: deDE },
  dk: { dayjs: 'da', texts: daDK },
  en: { dayjs: 'en', texts: enUS },
  es: { dayjs: 'es', texts: esES },
  fr: { dayjs: 'fr', texts: frFR },
  ja: { dayjs: 'ja', texts: jaJP },
  ko: { dayjs: 'ko', texts: koKR },
  pt: { dayjs: 'pt', texts: ptPT },
  ru: { dayjs: 'ru', texts: ruRU },
  zh: { dayjs: 'zh-cn', texts: zhCN },
} as const;

/** The date pickers' adapter, language and texts, in the console's language. */
export function PickerLocalization({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = PICKER_LOCALES[i18n.language as keyof typeof PICKER_LOCALES] ?? PICKER_LOCALES.en;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={locale.dayjs}
      localeText={locale.texts.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}
