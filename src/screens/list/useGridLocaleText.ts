import type { GridLocaleText } from '@mui/x-data-grid';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../format';
import { gridTextsOf, loadGridTexts, subscribeToGridTexts } from './gridTexts';

/**
 * The grid's texts in the user's language, with the list's own: the footer's row count, which
 * says "about N" when the server estimated the total, and the empty list. After a language
 * switch the grid speaks English for the moment its texts take to load.
 */
export function useGridLocaleText(totalIsEstimate: boolean): Partial<GridLocaleText> {
  const { t, i18n } = useTranslation();
  const gridTexts = useSyncExternalStore(subscribeToGridTexts, () => gridTextsOf(i18n.language));
  useEffect(() => void loadGridTexts(i18n.language), [i18n.language]);
  return {
    ...gridTexts,
    noRowsLabel: t('list.empty'),
    paginationDisplayedRows: ({ from, to, count }) =>
      t(totalIsEstimate ? 'list.rowsAbout' : 'list.rows', { from, to, total: formatCount(count, i18n.language) }),
  };
}
