import { useNotification } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { useDialogActions } from '../../src/console';
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
  // No dialog asks for these: the shared hook's run, busy state and problem serve them as they are.
  const actions = useDialogActions<never>(onDone);
  const id = String(process.id_pc_process);

  async function run(action: () => Promise<unknown>, done: string) {
    const succeeded = await actions.run(action);
    if (succeeded) open?.({ type: 'success', message: t(done) });
    return succeeded;
  }

  return {
    running: actions.busy,
    error: actions.problem,
    dismiss: actions.close,
    setType: (typ: BookingType) =>
      run(() => setBookingType(String(process.ratio_id), typ), 'processes.screen.actions.typeSet'),
    firmBook: () => run(() => firmBook(id), 'processes.screen.actions.firmBooked'),
  };
}
