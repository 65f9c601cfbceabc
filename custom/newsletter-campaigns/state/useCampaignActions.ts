import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogActions } from '../../../src/console';
import { cancelSchedule, scheduleCampaign, sendCampaign, testCampaign } from './campaignCalls';

export type CampaignDialog = 'test' | 'schedule' | 'send';

/**
 * A saved campaign's actions: each asked in a dialog (`open`), run, and the campaign loaded again
 * (`onChange`); a failure is kept as a text in the dialog until it is closed or the call is tried
 * again, a test mail's success as a text until it is dismissed.
 */
export function useCampaignActions(id: number, onChange: () => unknown) {
  const { t } = useTranslation();
  const actions = useDialogActions<CampaignDialog>(onChange);
  const [done, setDone] = useState<string>();

  const run = (call: () => Promise<unknown>, doneText?: string) =>
    void actions.run(call).then((succeeded) => {
      if (succeeded) setDone(doneText);
    });

  return {
    dialog: actions.dialog,
    busy: actions.busy,
    problem: actions.problem,
    done,
    open: (which: CampaignDialog) => {
      setDone(undefined);
      actions.open(which);
    },
    close: actions.close,
    dismissDone: () => setDone(undefined),
    test: (recipients: string[]) => run(() => testCampaign(id, recipients), t('newsletter.campaigns.testSent')),
    schedule: (date: string) => run(() => scheduleCampaign(id, date)),
    cancelSchedule: () => run(() => cancelSchedule(id)),
    send: () => run(() => sendCampaign(id)),
  };
}
