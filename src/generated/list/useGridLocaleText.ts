import type { GridLocaleText } from '@mui/x-data-grid';
import { arSD, daDK, deDE, esES, frFR, jaJP, koKR, ptPT, ruRU, zhCN } from '@mui/x-data-grid/locales';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../format';

/** The grid's own texts in the console's languages; English is the grid's default. */
const GRID_TEXTS: Readonly<Record<string, Partial<GridLocaleText>>> = {
  ar: arSD.components.MuiDataGrid.defaultProps.localeText,
  de: deDE.components.MuiDataGrid.defaultProps.localeText,
  dk: daDK.components.MuiDataGrid.defaultProps.localeText,
  es: esES.components.MuiDataGrid.defaultProps.localeText,
  fr: frFR.components.MuiDataGrid.defaultProps.localeText,
  ja: jaJP.components.MuiDataGrid.defaultProps.localeText,
  ko: koKR.components.MuiDataGrid.defaultProps.localeText,
  pt: ptPT.components.MuiDataGrid.defaultProps.localeText,
  ru: ruRU.components.MuiDataGrid.defaultProps.localeText,
  zh: zhCN.components.MuiDataGrid.defaultProps.localeText,
};

/**
 * The grid's texts in the user's language, with the list's own: the footer's row count, which
 * says "about N" when the server estimated the total, and the empty list.
 */
export function useGridLocaleText(totalIsEstimate: boolean): Partial<GridLocaleText> {
  const { t, i18n } = useTranslation();
  return {
    ...GRID_TEXTS[i18n.language],
    noRowsLabel: t('list.empty'),
    paginationDisplayedRows: ({ from, to, count }) =>
      t(totalIsEstimate ? 'list.rowsAbout' : 'list.rows', { from, to, total: formatCount(count, i18n.language) }),
  };
}
