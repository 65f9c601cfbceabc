import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../registry/types';
import { errorMessage, formatDateTime, useResourceLabels } from '../../src/console';
import { loadHistory } from './processCalls';
import { historyChanges } from './processState';
import type { HistoryEntry } from './processTypes';

/** A value in a history row: an enum's label, a text as it is, anything else as JSON. */
function shown(value: unknown, enumLabel: (value: unknown) => string | undefined): string {
  if (value === null || value === undefined || value === '') return '–';
  return enumLabel(value) ?? (typeof value === 'object' ? JSON.stringify(value) : String(value));
}

/**
 * The process's history (`GET /process-history/{id}`), newest first: the generic changes and the
 * booking actions (booking type, firm booking, cancellation, participants, payment, import), by whom.
 */
export function HistoryTab({ resource, id }: { resource: ResourceDefinition; id: string }) {
  const { t } = useTranslation();
  const labels = useResourceLabels(resource);
  const [entries, setEntries] = useState<HistoryEntry[]>();
  const [error, setError] = useState<unknown>();

  useEffect(() => {
    const controller = new AbortController();
    loadHistory(id, controller.signal).then(setEntries, (caught: unknown) => {
      if (!controller.signal.aborted) setError(caught);
    });
    return () => controller.abort();
  }, [id]);

  if (error) return <Alert severity="error">{errorMessage(error, t)}</Alert>;
  if (!entries) return <LinearProgress aria-label={t('processes.screen.history.loading')} />;
  if (entries.length === 0) return <Alert severity="info">{t('form.history.empty')}</Alert>;
  const fields = resource.entity.fields;
  return (
    <Table size="small" aria-label={t('processes.screen.tabs.history')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('processes.screen.history.at')}</TableCell>
          <TableCell>{t('processes.screen.history.action')}</TableCell>
          <TableCell>{t('processes.screen.history.user')}</TableCell>
          <TableCell>{t('form.history.changes')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry, index) => (
          <TableRow key={`${entry.at}-${index}`}>
            <TableCell>{formatDateTime(entry.at)}</TableCell>
            <TableCell>
              {t([`processes.screen.history.actions.${entry.action}`, `history.actions.${entry.action}`], {
                defaultValue: entry.action,
              })}
            </TableCell>
            <TableCell>{entry.user?.name ?? t('form.history.system')}</TableCell>
            <TableCell>
              {historyChanges(entry.before, entry.after).map(({ field, before, after }) => {
                const enumLabel = (value: unknown) =>
                  fields[field]?.enum ? labels.enumValue(field, value) : undefined;
                return (
                  <div key={field}>
                    {fields[field] ? labels.field(field) : field}:{' '}
                    {t('form.history.change', { before: shown(before, enumLabel), after: shown(after, enumLabel) })}
                  </div>
                );
              })}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
