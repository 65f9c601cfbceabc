import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/**
 * A page-wide message: the engine switched off, data that could not be loaded. Not MUI's Alert,
 * whose icons and close button the start page's budget cannot carry.
 */
export function StatusMessage({ messageKey, severity = 'error' }: { messageKey: string; severity?: 'error' | 'info' }) {
  const { t } = useTranslation();
  return (
    <Box
      role="alert"
      sx={{
        my: 2,
        mx: 'auto',
        maxWidth: 600,
        p: 2,
        borderRadius: 1,
        borderInlineStart: 4,
        borderColor: `${severity}.main`,
        bgcolor: severity === 'error' ? '#fdeded' : '#e5f6fd',
      }}
    >
      {t(messageKey)}
    </Box>
  );
}
