// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDialogActions } from '../../src/data/useDialogActions.ts';

describe("a record's actions asked in a dialog", () => {
  it('closes the dialog of an action that succeeds, then loads the record again', async () => {
    const reloads: string[] = [];
    const { result } = renderHook(() => useDialogActions<'send' | 'schedule'>(() => reloads.push('again')));
    act(() => result.current.open('send'));
    expect(result.current.dialog).toBe('send');

    let succeeded: boolean | undefined;
    await act(async () => {
      succeeded = await result.current.run(async () => undefined);
    });
    expect(succeeded).toBe(true);
    expect(result.current).toMatchObject({ dialog: undefined, busy: false, problem: undefined });
    expect(reloads).toEqual(['again']);
  });

  it('keeps the dialog of an action that fails open, with its failure in words, until it closes', async () => {
    const reloads: string[] = [];
    const { result } = renderHook(() => useDialogActions<'send'>(() => reloads.push('again')));
    act(() => result.current.open('send'));
    let succeeded: boolean | undefined;
    await act(async () => {
      succeeded = await result.current.run(() => Promise.reject(new Error('Mailjet is busy')));
    });
    expect(succeeded).toBe(false);
    expect(result.current).toMatchObject({ dialog: 'send', busy: false, problem: 'Mailjet is busy' });
    expect(reloads).toEqual([]);

    act(() => result.current.close());
    expect(result.current).toMatchObject({ dialog: undefined, problem: undefined });
  });

  it('is busy while the call runs, and a new try forgets the last failure', async () => {
    let finish!: () => void;
    const { result } = renderHook(() => useDialogActions<'send'>(() => undefined));
    await act(async () => {
      await result.current.run(() => Promise.reject(new Error('first')));
    });
    expect(result.current.problem).toBe('first');
    let running: Promise<boolean> | undefined;
    act(() => {
      running = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current).toMatchObject({ busy: true, problem: undefined });
    await act(async () => {
      finish();
      await running;
    });
    expect(result.current.busy).toBe(false);
  });
});
