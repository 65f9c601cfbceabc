// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registry } from '../../src/registry/registry.ts';
import { useReferenceOptions } from '../../src/screens/form/hooks/useReferenceOptions.ts';
import { referenceTarget } from '../../src/screens/form/model/referenceTarget.ts';
import { latestSearch } from '../../src/screens/references/latestSearch.ts';

// Spec 1 §9 (issue 17, item 5): a type-ahead's new keystroke cancels the request before it, and no
// stale answer overwrites a newer one, even where the older answer comes last.

interface PendingAnswer {
  url: string;
  signal: AbortSignal | undefined;
  answer: (rows: unknown) => void;
}

/** A server whose answers the test sends when it likes, and which does not stop when a request is aborted. */
function slowServer() {
  const pending: PendingAnswer[] = [];
  vi.stubGlobal(
    'fetch',
    (url: string, init?: RequestInit) =>
      new Promise<Response>((resolve) => {
        pending.push({
          url,
          signal: init?.signal ?? undefined,
          answer: (rows) => resolve(new Response(JSON.stringify(rows), { status: 200 })),
        });
      }),
  );
  return pending;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the reference type-ahead', () => {
  let pending: PendingAnswer[];
  beforeEach(() => {
    pending = slowServer();
  });

  it('shows the answer to the newest text although the older answer arrives later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const journeys = registry.resource('journeys/journeys');
    const target = journeys && referenceTarget(registry, journeys, 'hotels');
    if (!target) throw new Error('the journey refers to hotels');
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result, rerender } = renderHook(({ typed }) => useReferenceOptions(target, typed, undefined), {
      wrapper,
      initialProps: { typed: 'Ost' },
    });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(pending).toHaveLength(1);
    rerender({ typed: 'Ostsee' });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(pending).toHaveLength(2);
    const [older, newer] = pending as [PendingAnswer, PendingAnswer];
    expect(older.url).toContain('q=Ost');
    expect(newer.url).toContain('q=Ostsee');
    expect(older.signal?.aborted).toBe(true);
    expect(newer.signal?.aborted).toBe(false);

    await act(async () => newer.answer([{ id: 2, label: 'Hotel Ostseeblick' }]));
    await waitFor(() => expect(result.current.options).toEqual([{ id: 2, label: 'Hotel Ostseeblick' }]));
    await act(async () => older.answer([{ id: 1, label: 'Hotel Ostwind' }]));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(result.current.options).toEqual([{ id: 2, label: 'Hotel Ostseeblick' }]);
    expect(result.current.isLoading).toBe(false);
    expect(result.current.failed).toBe(false);
  });
});

describe('latestSearch', () => {
  it('hands on only the answer to the newest ask, whatever order the answers come in', async () => {
    const answers = new Map<string, (answer: string) => void>();
    const signals = new Map<string, AbortSignal>();
    const shown: string[] = [];
    const failures: number[] = [];
    const searches = latestSearch(
      (text, signal) => {
        signals.set(text, signal);
        return new Promise<string>((resolve) => answers.set(text, resolve));
      },
      (answer) => shown.push(answer),
      () => failures.push(1),
    );
    const first = searches.ask('a');
    const second = searches.ask('ab');
    const third = searches.ask('abc');
    expect(signals.get('a')?.aborted).toBe(true);
    expect(signals.get('ab')?.aborted).toBe(true);
    expect(signals.get('abc')?.aborted).toBe(false);
    answers.get('abc')?.('abc answer');
    answers.get('a')?.('a answer');
    answers.get('ab')?.('ab answer');
    await Promise.all([first, second, third]);
    expect(shown).toEqual(['abc answer']);
    expect(failures).toEqual([]);
  });

  it('reports the failure of the newest ask only, and nothing once cancelled', async () => {
    const rejects: ((error: Error) => void)[] = [];
    const failures: string[] = [];
    const searches = latestSearch(
      () => new Promise<string>((_resolve, reject) => rejects.push(reject)),
      () => failures.push('answered'),
      () => failures.push('failed'),
    );
    const older = searches.ask('x');
    const newer = searches.ask('xy');
    rejects[0]?.(new Error('aborted'));
    rejects[1]?.(new Error('server down'));
    await Promise.all([older, newer]);
    expect(failures).toEqual(['failed']);
    const cancelled = searches.ask('xyz');
    searches.cancel();
    rejects[2]?.(new Error('aborted'));
    await cancelled;
    expect(failures).toEqual(['failed']);
  });
});
