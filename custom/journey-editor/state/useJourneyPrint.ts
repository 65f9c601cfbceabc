import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../src/console-logic';
import { exportToPrint, fetchPrintState, type PrintState } from './printCalls';

type Row = Readonly<Record<string, unknown>>;

/** The print state a saved journey shows: as loaded, or as the print system last answered. */
export function printStateOf(record: Row, idField: string): PrintState {
  return {
    id_jrn_journey: Number(record[idField]),
    censhare_status: typeof record.censhare_status === 'string' ? record.censhare_status : 'open',
    print_locked: record.print_locked === true,
  };
}

/**
 * A saved journey's print export: exporting it after the user confirmed, and asking the print system
 * for its state; each answer is handed to `onChange` (the page loads the journey again with it).
 * A failure is kept, as a text, until the next call or until dismissed.
 */
export function useJourneyPrint(id: number, onChange: (state: PrintState) => void | Promise<void>) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const run = async (call: () => Promise<PrintState>) => {
    setBusy(true);
    setProblem(undefined);
    try {
      await onChange(await call());
      setConfirming(false);
    } catch (error) {
      setProblem(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  return {
    confirming,
    busy,
    problem,
    askExport: () => setConfirming(true),
    cancelExport: () => {
      setConfirming(false);
      setProblem(undefined);
    },
    confirmExport: () => void run(() => exportToPrint(id)),
    refresh: () => void run(() => fetchPrintState(id)),
    dismiss: () => setProblem(undefined),
  };
}
