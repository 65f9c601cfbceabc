import Luggage from '@mui/icons-material/Luggage';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The drawer's title: one link (Refine's default title nests a link in a link). */
export function ConsoleTitle({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack
      component={Link}
      to="/"
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', color: 'text.primary', textDecoration: 'none' }}
    >
      <Luggage color="primary" />
      {!collapsed && (
        <Typography variant="h6" component="span" sx={{ fontWeight: 700, fontSize: '1rem' }}>
          {t('shell.title')}
        </Typography>
      )}
    </Stack>
  );
}
