import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useColorMode } from '../theme/colorMode';

/** The top bar's switch between the light and the dark theme. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { mode, toggleMode } = useColorMode();
  return (
    <Tooltip title={t('header.toggleTheme')}>
      <IconButton aria-label={t('header.toggleTheme')} onClick={toggleMode}>
        {mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
      </IconButton>
    </Tooltip>
  );
}
