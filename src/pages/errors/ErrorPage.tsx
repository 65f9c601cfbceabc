import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface ErrorPageProps {
  status: 403 | 404 | 500;
  /** Raw details for unexpected errors. */
  details?: string;
}

/** Spec 1 §2 error pages: 403 forbidden, 404 not found, anything else the not-found text plus details. */
export function ErrorPage({ status, details }: ErrorPageProps) {
  const { t } = useTranslation();
  const title =
    status === 403 ? t('pages.error.403') : status === 404 ? t('pages.error.404') : t('pages.error.generic');
  const text = status === 403 ? t('pages.error.forbiddenInfo') : t('pages.error.info');
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', textAlign: 'center', p: 3 }}>
      <Box>
        <Typography variant="h1" color="primary" sx={{ fontWeight: 700 }}>
          {status}
        </Typography>
        <Typography variant="h5" component="h2" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
        {details && (
          <Typography component="pre" variant="body2" sx={{ mt: 2, whiteSpace: 'pre-wrap', textAlign: 'left' }}>
            {details}
          </Typography>
        )}
        <Button component={Link} to="/" variant="contained" sx={{ mt: 3 }}>
          {t('pages.error.backHome')}
        </Button>
      </Box>
    </Box>
  );
}
