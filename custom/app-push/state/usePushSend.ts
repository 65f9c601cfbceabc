import { useDialogActions } from '../../../src/console';
import { sendPush } from './pushCalls';

/**
 * The send of a saved push message: asked in a dialog (`open`), sent, and the message loaded again
 * (`onChange`); a refusal (409 sent already, 502) is kept as a text until the dialog closes.
 */
export function usePushSend(id: number, onChange: () => unknown) {
  const actions = useDialogActions<'send'>(onChange);
  return {
    asking: actions.dialog === 'send',
    busy: actions.busy,
    problem: actions.problem,
    open: () => actions.open('send'),
    close: actions.close,
    send: () => void actions.run(() => sendPush(id)),
  };
}
