import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** Spec 2 §2: the events list (menu.events), then the event's title, or events.title while it has none. */
export function EditorBreadcrumbs({ listRoute, title }: { listRoute: string; title: string }) {
  const { t } = useTranslation();
  return (
    <Breadcrumbs aria-label={t('eventEditor.breadcrumbs')}>
      <Link component={RouterLink} to={listRoute} underline="hover" color="inherit">
        {t('menu.events')}
      </Link>
      <Typography color="text.primary" aria-current="page">
        {title || t('eventEditor.title')}
      </Typography>
    </Breadcrumbs>
  );
}
