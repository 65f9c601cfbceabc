import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../src/console-logic';
import { cancelSchedule, scheduleCampaign, sendCampaign, testCampaign } from './campaignCalls';

export type CampaignDialog = 'test' | 'schedule' | 'send';

/**
 * A saved campaign's actions: each asked in a dialog (`open`), run, and the campaign loaded again
 * (`onChange`); a failure is kept as a text in the dialog until it is closed or the call is tried again.
 */
export function useCampaignActions(id: number, onChange: () => unknown) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<CampaignDialog>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();

  const run = async (call: () => Promise<unknown>, doneText?: string) => {
    setBusy(true);
    setProblem(undefined);
    try {
      await call();
      setDialog(undefined);
      setDone(doneText);
      await onChange();
    } catch (error) {
      setProblem(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  return {
    dialog,
    busy,
    problem,
    done,
    open: (which: CampaignDialog) => {
      setProblem(undefined);
      setDone(undefined);
      setDialog(which);
    },
    close: () => {
      setDialog(undefined);
      setProblem(undefined);
    },
    dismissDone: () => setDone(undefined),
    test: (recipients: string[]) => void run(() => testCampaign(id, recipients), t('newsletter.campaigns.testSent')),
    schedule: (date: string) => void run(() => scheduleCampaign(id, date)),
    cancelSchedule: () => void run(() => cancelSchedule(id)),
    send: () => void run(() => sendCampaign(id)),
  };
}
