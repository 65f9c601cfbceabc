import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { registry, useAreaTranslation, type CustomPageProps } from '../../src/console';
import { ImportForm } from './ImportForm';
import { importCustomer, importPreJourneys, importProcess } from './processCalls';
import type { BookingSystem } from './processState';
import type { CustomerImport, PreJourneyImport, ProcessImport, Row } from './processTypes';
import { useImport } from './useImport';
import { useRight } from './useRight';

/** The address of an imported record's screen, by the resource that shows it. */
function recordRoute(resourceName: string, record: Row): string | undefined {
  const resource = registry.resource(resourceName);
  const id = resource && record[resource.entity.idField];
  return resource && id !== undefined && id !== null ? `${resource.route}/${String(id)}` : undefined;
}

function RecordLink({ to, label }: { to: string | undefined; label: string }) {
  return to ? (
    <Link component={RouterLink} to={to} sx={{ ml: 1 }}>
      {label}
    </Link>
  ) : null;
}

/**
 * `/process/import`: a customer or a process brought in from Ratio or Kuschick by its number there, and
 * Kuschick's pre-journeys as journeys (for who may write journeys). A record we have is matched by that
 * number and updated, never doubled; the report says what was created, updated or unchanged and links
 * to the record.
 */
export default function ImportPage({ resource }: CustomPageProps) {
  const { t } = useAreaTranslation(resource);
  const [customerSystem, setCustomerSystem] = useState<BookingSystem>('ratio');
  const [customerId, setCustomerId] = useState('');
  const [force, setForce] = useState(false);
  const [processSystem, setProcessSystem] = useState<BookingSystem>('ratio');
  const [processNumber, setProcessNumber] = useState('');
  const customer = useImport<CustomerImport>();
  const process = useImport<ProcessImport>();
  const preJourneys = useImport<PreJourneyImport>();
  const createsJourneys = useRight('internet-create');
  const updatesJourneys = useRight('internet-update');
  const result = (value: string) => t(`processes.screen.import.result.${value}`);

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        {t('processes.screen.import.title')}
      </Typography>
      <Paper component="section" aria-labelledby="import-customer" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography id="import-customer" variant="h6" component="h2">
            {t('processes.screen.import.customer.title')}
          </Typography>
          <ImportForm
            kind="customer"
            system={customerSystem}
            value={customerId}
            running={customer.running}
            onSystem={setCustomerSystem}
            onValue={setCustomerId}
            onImport={() => void customer.run(() => importCustomer(customerSystem, customerId.trim(), force))}
          >
            <FormControlLabel
              control={<Checkbox checked={force} onChange={(event) => setForce(event.target.checked)} />}
              label={t('processes.screen.import.customer.force')}
            />
          </ImportForm>
          {customer.error && <Alert severity="error">{customer.error}</Alert>}
          {customer.report && (
            <Alert severity="success" role="status">
              {t('processes.screen.import.customer.report', {
                result: result(customer.report.result),
                name: String(customer.report.customer.name ?? ''),
              })}
              <RecordLink
                to={recordRoute('customers/customers', customer.report.customer)}
                label={t('processes.screen.import.open')}
              />
            </Alert>
          )}
        </Stack>
      </Paper>
      <Paper component="section" aria-labelledby="import-process" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography id="import-process" variant="h6" component="h2">
            {t('processes.screen.import.process.title')}
          </Typography>
          <ImportForm
            kind="process"
            system={processSystem}
            value={processNumber}
            running={process.running}
            onSystem={setProcessSystem}
            onValue={setProcessNumber}
            onImport={() => void process.run(() => importProcess(processSystem, processNumber.trim()))}
          />
          {process.error && <Alert severity="error">{process.error}</Alert>}
          {process.report && (
            <Alert severity="success" role="status">
              {t('processes.screen.import.process.report', {
                number: String(process.report.record.number ?? ''),
                result: result(process.report.process),
                customer: result(process.report.customer),
              })}
              <RecordLink
                to={recordRoute(resource.name, process.report.record)}
                label={t('processes.screen.import.open')}
              />
            </Alert>
          )}
        </Stack>
      </Paper>
      {createsJourneys && updatesJourneys && (
        <Paper component="section" aria-labelledby="import-pre-journeys" sx={{ p: 2 }}>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography id="import-pre-journeys" variant="h6" component="h2">
              {t('processes.screen.import.preJourneys.title')}
            </Typography>
            <Typography variant="body2">{t('processes.screen.import.preJourneys.hint')}</Typography>
            <Button
              variant="contained"
              disabled={preJourneys.running}
              onClick={() => void preJourneys.run(importPreJourneys)}
            >
              {t('processes.screen.import.preJourneys.run')}
            </Button>
            {preJourneys.error && <Alert severity="error">{preJourneys.error}</Alert>}
            {preJourneys.report && (
              <Alert severity="success" role="status" sx={{ alignSelf: 'stretch' }}>
                {t('processes.screen.import.preJourneys.report', {
                  created: preJourneys.report.created,
                  updated: preJourneys.report.updated,
                  unchanged: preJourneys.report.unchanged,
                })}
                <List dense>
                  {preJourneys.report.journeys
                    .filter((journey) => journey.result !== 'unchanged')
                    .map((journey) => (
                      <ListItem key={journey.id_jrn_journey} disableGutters>
                        {journey.title} ({journey.kuschick_id}): {result(journey.result)}
                        <RecordLink
                          to={recordRoute('journeys/journeys', journey)}
                          label={t('processes.screen.import.open')}
                        />
                      </ListItem>
                    ))}
                </List>
              </Alert>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
