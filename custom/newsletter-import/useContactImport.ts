import { useInvalidate } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportReport, ImportRequest } from '../../domain/newsletter/import';
import { errorMessage } from '../../src/console';
import { runImport } from './importCalls';

/** The import's run: the server's progress as it comes, then its report or why nothing was kept. */
export function useContactImport(contactsResource: string) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const [report, setReport] = useState<ImportReport>();
  const [error, setError] = useState<string>();
  const [running, setRunning] = useState(false);

  async function start(request: ImportRequest) {
    setRunning(true);
    setError(undefined);
    setReport(undefined);
    setProgress({ done: 0, total: request.customers?.length ?? 0 });
    try {
      const last = await runImport(request, (line) => {
        if ('done' in line) setProgress(line);
      });
      if (last && 'added' in last) {
        setReport(last);
        await invalidate({ resource: contactsResource, invalidates: ['list'] });
      } else setError(t(last && 'error' in last ? last.error.key : 'newsletter.errors.mailjet_unavailable'));
    } catch (caught) {
      setError(errorMessage(caught, t));
    } finally {
      setRunning(false);
    }
  }

  return { start, running, progress, report, error };
}
