import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../src/console-logic';

/** One import at a time: its report when done, the refusal in the user's language when not. */
export function useImport<Report>() {
  const { t } = useTranslation();
  const [report, setReport] = useState<Report>();
  const [error, setError] = useState<string>();
  const [running, setRunning] = useState(false);

  async function run(call: () => Promise<Report>) {
    setRunning(true);
    setError(undefined);
    setReport(undefined);
    try {
      setReport(await call());
    } catch (caught) {
      setError(errorMessage(caught, t));
    } finally {
      setRunning(false);
    }
  }

  return { report, error, running, run };
}
