// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAsyncAction } from '../../src/auth/useAsyncAction.ts';

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('an async action', () => {
  it('runs with its variables, is pending until its follow-up has run, then has succeeded', async () => {
    const call = deferred<string>();
    const followUp = deferred<void>();
    const seen: unknown[] = [];
    const { result } = renderHook(() =>
      useAsyncAction(
        (name: string) => {
          seen.push(name);
          return call.promise;
        },
        (answer, name) => {
          seen.push(`${answer} for ${name}`);
          return followUp.promise;
        },
      ),
    );
    expect(result.current).toMatchObject({ isPending: false, isSuccess: false, error: undefined });

    act(() => result.current.run('Ada'));
    expect(result.current.isPending).toBe(true);
    await act(async () => call.resolve('hello'));
    expect(seen).toEqual(['Ada', 'hello for Ada']);
    expect(result.current.isPending).toBe(true);

    await act(async () => followUp.resolve());
    expect(result.current).toMatchObject({ isPending: false, isSuccess: true, error: undefined });
  });

  it('keeps the error of a failed run, and forgets it when run again', async () => {
    const failure = new Error('refused');
    let attempt = 0;
    const { result } = renderHook(() =>
      useAsyncAction(async () => {
        attempt += 1;
        if (attempt === 1) throw failure;
      }),
    );
    act(() => result.current.run(undefined));
    await waitFor(() => expect(result.current.error).toBe(failure));
    expect(result.current).toMatchObject({ isPending: false, isSuccess: false });

    act(() => result.current.run(undefined));
    expect(result.current).toMatchObject({ isPending: true, error: undefined });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
  });

  it('fails when its follow-up fails', async () => {
    const failure = new Error('navigation failed');
    const { result } = renderHook(() =>
      useAsyncAction(
        async () => 'done',
        () => Promise.reject(failure),
      ),
    );
    act(() => result.current.run(undefined));
    await waitFor(() => expect(result.current.error).toBe(failure));
    expect(result.current.isSuccess).toBe(false);
  });

  it('counts only its last run: an earlier one ending later changes nothing', async () => {
    const first = deferred<void>();
    const second = deferred<void>();
    const calls = [first.promise, second.promise];
    const { result } = renderHook(() => useAsyncAction(() => calls.shift() as Promise<void>));
    act(() => result.current.run(undefined));
    act(() => result.current.run(undefined));

    await act(async () => second.reject(new Error('second failed')));
    expect(result.current.error).toEqual(new Error('second failed'));
    await act(async () => first.resolve());
    expect(result.current).toMatchObject({ isSuccess: false, error: new Error('second failed') });
  });
});
