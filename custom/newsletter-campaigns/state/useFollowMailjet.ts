import { useEffect, useEffectEvent } from 'react';
import { campaignStatus } from './campaignCalls';

type Row = Readonly<Record<string, unknown>>;

/** A scheduled campaign whose time has passed is asked of Mailjet once when it opens, and loaded again when it has changed. */
export function useFollowMailjet(record: Row, id: number, onChange: () => unknown) {
  const scheduledAt =
    record.status === 'scheduled' && typeof record.scheduled_at === 'string' ? record.scheduled_at : null;
  const changed = useEffectEvent(() => void onChange());
  useEffect(() => {
    if (scheduledAt === null || Date.parse(scheduledAt) > Date.now()) return;
    let current = true;
    campaignStatus(id)
      .then((answer) => {
        if (current && answer.status !== 'scheduled') changed();
      })
      // The campaign is shown as stored; the next visit asks again.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [scheduledAt, id]);
}
