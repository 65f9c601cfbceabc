import type { Components, Theme } from '@mui/material/styles';
import type { TFunction } from 'i18next';

/** The texts MUI's components would show in English, from the console's dictionaries: the type-ahead's buttons and messages. */
export const materialTexts = (t: TFunction): Components<Omit<Theme, 'components'>> => ({
  MuiAutocomplete: {
    defaultProps: {
      openText: t('form.reference.open'),
      closeText: t('form.reference.close'),
      clearText: t('form.reference.clear'),
      loadingText: t('form.reference.loading'),
      noOptionsText: t('form.reference.none'),
    },
  },
});
