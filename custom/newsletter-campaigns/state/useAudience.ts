import { useEffect, useState } from 'react';
import { campaignAudience } from './campaignCalls';

/** The list a send reaches and its subscribed contacts, read when the send is asked for. */
export function useAudience(listId: number, asked: boolean) {
  const [audience, setAudience] = useState<{ name?: string; subscribed?: number }>();
  useEffect(() => {
    if (!asked) return;
    let current = true;
    void campaignAudience(listId).then((answer) => current && setAudience(answer));
    return () => {
      current = false;
    };
  }, [listId, asked]);
  return asked ? audience : undefined;
}
