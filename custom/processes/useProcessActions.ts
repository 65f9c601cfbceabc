import { useNotification } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../src/console';
import { firmBook, setBookingType } from './processCalls';
import { type BookingType } from './processState';
import type { Row } from './processTypes';

/**
 * The booking actions on a Ratio process (spec 1 §4): set the booking type, firm-book it. Each
 * reloads the process when done (`onDone`); a refusal is shown in the user's language.
 */
export function useProcessActions(process: Row, onDone: () => Promise<unknown>) {
  const { t } = useTranslation();
  const { open } = useNotification();
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string>();
  const id = String(process.id_pc_process);

  async function run(action: () => Promise<unknown>, done: string) {
    setRunning(true);
    setError(undefined);
    try {
      await action();
      await onDone();
      open?.({ type: 'success', message: t(done) });
      return true;
    } catch (caught) {
      setError(errorMessage(caught, t));
      return false;
    } finally {
      setRunning(false);
    }
  }

  return {
    running,
    error,
    dismiss: () => setError(undefined),
    setType: (typ: BookingType) =>
      run(() => setBookingType(String(process.ratio_id), typ), 'processes.screen.actions.typeSet'),
    firmBook: () => run(() => firmBook(id), 'processes.screen.actions.firmBooked'),
  };
}
