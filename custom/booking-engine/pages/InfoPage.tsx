import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useEngineSite } from '../hooks/useEngineSite';
import { startPath } from '../logic/booking-steps';

const TOPICS = ['travel-conditions', 'package-travel'] as const;

/**
 * `/appbooking/ibe/info/<topic>`: what the travel conditions and the package travel information
 * sheet say in short, and whom to ask for the full text, for tenants without pages of their own.
 */
export function InfoPage() {
  const { t } = useTranslation();
  const { company } = useEngineSite().settings;
  const asked = useParams().topic;
  const topic = TOPICS.find((candidate) => candidate === asked);
  if (!topic) return <Navigate to={startPath} replace />;
  return (
    <section>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t(`booking.engine.info.${topic}.title`)}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line' }}>
        {t(`booking.engine.info.${topic}.text`, {
          name: company.name,
          email: company.email ?? '',
          tel: company.tel ?? '',
        })}
      </Typography>
    </section>
  );
}
