import TranslateIcon from '@mui/icons-material/Translate';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import { useTranslation } from 'react-i18next';
import { languages } from '../i18n/languages';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('header.language')}
      value={i18n.resolvedLanguage ?? i18n.language}
      onChange={(event) => void i18n.changeLanguage(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <TranslateIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ minWidth: 150 }}
    >
      {/* Each language names itself, in its own language and script. */}
      {languages.map((language) => (
        <MenuItem key={language.code} value={language.code} lang={language.tag}>
          {language.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
