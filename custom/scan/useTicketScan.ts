import { useInvalidate } from '@refinedev/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../registry/types';
import { apiRequest, errorMessage } from '../../src/console';
import type { ScanOutcome } from './scanOutcome';

/**
 * Scanning codes (`POST {scans api}` with `{code}`): one after the other in the order they came,
 * however fast a hand scanner sends them; the last outcome, or why the call failed; the list of
 * recent scans refreshed after each. A ticket of another day is let in with `force`.
 */
export function useTicketScan(scans: ResourceDefinition) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const queue = useRef<Promise<void>>(Promise.resolve());
  const [waiting, setWaiting] = useState(0);
  const [outcome, setOutcome] = useState<ScanOutcome>();
  const [error, setError] = useState<string>();

  async function scanOne(code: string, force: boolean) {
    try {
      const answer = await apiRequest<ScanOutcome>(scans.api, {
        method: 'POST',
        body: force ? { code, force } : { code },
      });
      setOutcome(answer);
      setError(undefined);
    } catch (caught) {
      setOutcome(undefined);
      setError(errorMessage(caught, t));
    } finally {
      setWaiting((count) => count - 1);
      await invalidate({ resource: scans.name, invalidates: ['list'] });
    }
  }

  /** Queues a code; blank input is ignored. Answers when its scan is over. */
  function enqueue(input: string, force: boolean) {
    const code = input.trim();
    if (!code) return Promise.resolve();
    setWaiting((count) => count + 1);
    queue.current = queue.current.then(() => scanOne(code, force));
    return queue.current;
  }

  return {
    outcome,
    error,
    scanning: waiting > 0,
    scan: (input: string) => void enqueue(input, false),
    /** Scans `code` again, letting its ticket in although it is for another day. */
    letIn: (code: string) => enqueue(code, true),
  };
}
