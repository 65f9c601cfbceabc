import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { keptByImport, type ImportCandidate } from '../../domain/newsletter/import';
import { useAreaTranslation, type CustomPageProps, useApiGet } from '../../src/console';
import { CandidateTable } from './CandidateTable';
import { candidatesPath, type ChosenList } from './importCalls';
import { ListChooser } from './ListChooser';
import { useContactImport } from './useContactImport';

const STEPS = ['list', 'consent', 'preview', 'import'] as const;

/**
 * `/newsletter/contacts/import` (spec 1 §2): customers who agreed to the newsletter within the last 24
 * hours into a contact list, in four steps: the list, the user's confirmation of their consent, the
 * customers to take, and the import with its progress and report.
 */
export default function ContactImportPage({ resource }: CustomPageProps) {
  const { t } = useAreaTranslation(resource);
  const [step, setStep] = useState(0);
  const [list, setList] = useState<ChosenList | null>(null);
  const [consent, setConsent] = useState(false);
  const [chosen, setChosen] = useState<Set<number>>();
  const run = useContactImport(resource.name);
  const found = useApiGet<ImportCandidate[]>(step === 2 && list ? candidatesPath(list.id_nl_contactslist) : undefined);
  const candidates = found.answer;
  // Every candidate the list does not keep as it is, until the user chooses.
  const selected =
    chosen ??
    new Set((candidates ?? []).filter((one) => !keptByImport(one.membership, false)).map((one) => one.id_vc_card));

  const startImport = () => {
    if (!list) return;
    setStep(3);
    void run.start({ id_nl_contactslist: list.id_nl_contactslist, consent, customers: [...selected] });
  };
  const again = () => {
    setStep(0);
    setConsent(false);
    setChosen(undefined);
  };
  const canGoOn = [list !== null && !list.locked, consent, selected.size > 0][step] ?? false;

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        {t('newsletter.import.title')}
      </Typography>
      <Stepper activeStep={step} alternativeLabel>
        {STEPS.map((name) => (
          <Step key={name}>
            <StepLabel>{t(`newsletter.import.steps.${name}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Paper variant="outlined" sx={{ p: 3 }}>
        {step === 0 && (
          <Stack spacing={2}>
            <Typography>{t('newsletter.import.chooseList')}</Typography>
            <ListChooser
              value={list}
              onChange={(next) => {
                setList(next);
                setChosen(undefined);
              }}
            />
          </Stack>
        )}
        {step === 1 && (
          <Stack spacing={2}>
            <Typography>{t('newsletter.import.consentText', { list: list?.name })}</Typography>
            <FormControlLabel
              control={<Checkbox checked={consent} onChange={(event) => setConsent(event.target.checked)} />}
              label={t('newsletter.import.consentLabel')}
            />
          </Stack>
        )}
        {step === 2 && (
          <Stack spacing={2}>
            {found.error && <Alert severity="error">{found.error}</Alert>}
            {found.loading && <LinearProgress aria-label={t('form.reference.loading')} />}
            {candidates?.length === 0 && <Alert severity="info">{t('newsletter.import.noCandidates')}</Alert>}
            {candidates && candidates.length > 0 && (
              <>
                <Typography>
                  {t('newsletter.import.chosen', { count: selected.size, total: candidates.length })}
                </Typography>
                <CandidateTable candidates={candidates} selected={selected} onSelect={setChosen} />
              </>
            )}
          </Stack>
        )}
        {step === 3 && (
          <Stack spacing={2}>
            {run.progress && run.running && (
              <Box>
                <Typography>{t('newsletter.import.running', { ...run.progress })}</Typography>
                <LinearProgress
                  variant="determinate"
                  value={run.progress.total > 0 ? (100 * run.progress.done) / run.progress.total : 0}
                  aria-label={t('newsletter.import.steps.import')}
                />
              </Box>
            )}
            {run.error && <Alert severity="error">{run.error}</Alert>}
            {run.report && (
              <Alert severity="success" role="status">
                {t('newsletter.import.report', { ...run.report })}
              </Alert>
            )}
          </Stack>
        )}
      </Paper>
      <Stack direction="row" spacing={1}>
        {step > 0 && step < 3 && <Button onClick={() => setStep(step - 1)}>{t('newsletter.import.back')}</Button>}
        {step < 2 && (
          <Button variant="contained" disabled={!canGoOn} onClick={() => setStep(step + 1)}>
            {t('newsletter.import.next')}
          </Button>
        )}
        {step === 2 && (
          <Button variant="contained" disabled={!canGoOn} onClick={startImport}>
            {t('newsletter.import.start')}
          </Button>
        )}
        {step === 3 && !run.running && (
          <>
            <Button component={RouterLink} to={resource.route} variant="contained">
              {t('newsletter.import.toContacts')}
            </Button>
            <Button onClick={again}>{t('newsletter.import.again')}</Button>
          </>
        )}
      </Stack>
    </Stack>
  );
}
