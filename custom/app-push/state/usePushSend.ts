import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../src/console-logic';
import { sendPush } from './pushCalls';

/**
 * The send of a saved push message: asked in a dialog (`open`), sent, and the message loaded again
 * (`onChange`); a refusal (409 sent already, 502) is kept as a text until the dialog closes.
 */
export function usePushSend(id: number, onChange: () => unknown) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const send = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      await sendPush(id);
      setAsking(false);
      await onChange();
    } catch (error) {
      setProblem(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  return {
    asking,
    busy,
    problem,
    open: () => {
      setProblem(undefined);
      setAsking(true);
    },
    close: () => {
      setAsking(false);
      setProblem(undefined);
    },
    send: () => void send(),
  };
}
