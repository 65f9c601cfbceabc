import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useBookingFlow } from '../hooks/useBookingFlow';
import { nextStep, previousStep, STEPS, stepComplete, stepPath, type Step } from '../logic/booking-steps';
import { formatPeriod } from '../logic/format';

interface StepFrameProps {
  step: Step;
  title: string;
  children: ReactNode;
  /** A message above the page's content. */
  notice?: ReactNode;
  /** The summary's own button replaces "Next". */
  action?: ReactNode;
  /** Something the page shows keeps the traveller from going on (too few places left). */
  blocked?: boolean;
}

/** A page of the booking: the journey and date, the step's number, its content, and back and next. */
export function StepFrame({ step, title, children, notice, action, blocked = false }: StepFrameProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { journey, draft } = useBookingFlow();
  const index = STEPS.indexOf(step);
  const previous = previousStep(step);
  const date = journey.dates.find((candidate) => candidate.from === draft.date);
  const complete = stepComplete(step, draft, journey);
  // A booking the server refused sends the traveller back here with the reason.
  const refused = (useLocation().state as { refused?: string } | null)?.refused;
  return (
    <Box component="section" sx={{ display: 'grid', gap: 2 }}>
      <div>
        {step !== 'journey' && (
          <Typography component="p" variant="overline">
            {step === 'summary' ? journey.title : t('booking.engine.steps.progress', { step: index, steps: 3 })}
          </Typography>
        )}
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        {step !== 'journey' && date && (
          <Typography color="text.secondary">
            {journey.title} · {formatPeriod(date.from, date.till, i18n.language)}
          </Typography>
        )}
      </div>
      {refused && (
        <Alert severity="error" role="alert">
          {t(refused)}
        </Alert>
      )}
      {notice}
      {children}
      {!complete && step !== 'summary' && <Alert severity="info">{t('booking.engine.steps.incomplete')}</Alert>}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap-reverse' }}>
        {previous ? (
          <Button component={RouterLink} to={stepPath(journey.id_jrn_journey, previous)}>
            {t('booking.engine.steps.back')}
          </Button>
        ) : (
          <span />
        )}
        {action ?? (
          <Button
            variant="contained"
            disabled={!complete || blocked}
            onClick={() => navigate(stepPath(journey.id_jrn_journey, nextStep(step)))}
          >
            {t('booking.engine.steps.next')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
