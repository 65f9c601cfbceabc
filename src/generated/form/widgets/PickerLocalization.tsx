import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { daDK, deDE, enUS, esES, ruRU } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/da';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import 'dayjs/locale/ru';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The date pickers' language by console language (Danish is `dk` in the console, `da` in dayjs). */
const PICKER_LOCALES = {
  de: { dayjs: 'de', texts: deDE },
  dk: { dayjs: 'da', texts: daDK },
  en: { dayjs: 'en', texts: enUS },
  es: { dayjs: 'es', texts: esES },
  ru: { dayjs: 'ru', texts: ruRU },
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
