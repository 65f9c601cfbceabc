import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './errorMessage';

/**
 * A saved record's actions a bespoke page asks for in a dialog (send, schedule, …): which dialog is
 * open, whether an action runs, and its failure in words, kept until the dialog closes or the action
 * is tried again. An action that succeeds closes its dialog, then `onDone` runs (the page loads the
 * record again).
 */
export function useDialogActions<Dialog extends string>(onDone: () => unknown) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  /** Runs the action's call; answers whether it and the reload succeeded. */
  const run = async (call: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setProblem(undefined);
    try {
      await call();
      setDialog(undefined);
      await onDone();
      return true;
    } catch (error) {
      setProblem(errorMessage(error, t));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return {
    dialog,
    busy,
    problem,
    open: (which: Dialog) => {
      setProblem(undefined);
      setDialog(which);
    },
    close: () => {
      setDialog(undefined);
      setProblem(undefined);
    },
    run,
  };
}
