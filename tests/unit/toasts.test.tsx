// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationProvider } from '../../src/notifications/notificationProvider.tsx';
import { ToastProvider } from '../../src/notifications/ToastProvider.tsx';

beforeEach(() => {
  vi.useFakeTimers();
  render(<ToastProvider>{null}</ToastProvider>);
});
afterEach(() => vi.useRealTimers());

/** Lets time pass in small steps, so React renders between the transition's timers. */
async function pass(ms: number) {
  for (let passed = 0; passed < ms; passed += 100) await act(() => vi.advanceTimersByTimeAsync(100));
}

/** Opens a toast; the first one waits for notistack, which loads with it. */
async function open(params: Parameters<typeof notificationProvider.open>[0]) {
  act(() => notificationProvider.open(params));
  await act(() => vi.dynamicImportSettled());
}

const toastOf = (text: string) => screen.getByText(text).closest('.notistack-MuiContent') as HTMLElement;

describe('toasts', () => {
  it('show bottom right, 320 px wide, and close after 5000 ms', async () => {
    await open({ key: 'saved', type: 'success', message: 'Saved', description: 'Event' });
    expect(screen.getByText('Saved: Event')).toBeTruthy();
    const position = getComputedStyle(document.querySelector('.notistack-SnackbarContainer') as HTMLElement);
    expect([position.top, position.left]).toEqual(['auto', 'auto']);
    expect(position.bottom).not.toBe('auto');
    expect(position.right).not.toBe('auto');
    expect(toastOf('Saved: Event').closest('[style*="width: 320px"]')).not.toBeNull();

    await pass(4900);
    expect(screen.queryByText('Saved: Event')).not.toBeNull();
    // closing starts at 5000 ms; the exit transition takes a moment more
    await pass(4000);
    expect(screen.queryByText('Saved: Event')).toBeNull();
  });

  it('offer Undo on an undoable action, which cancels it', async () => {
    const cancelMutation = vi.fn();
    await open({ key: 'undo', type: 'progress', message: 'Deleting', undoableTimeout: 5, cancelMutation });
    act(() => screen.getByRole('button', { name: 'Undo' }).click());
    expect(cancelMutation).toHaveBeenCalledTimes(1);
  });

  it('close on request', async () => {
    await open({ key: 'error-1', type: 'error', message: 'Failed' });
    expect(screen.queryByText('Failed')).not.toBeNull();
    act(() => notificationProvider.close('error-1'));
    await pass(4000);
    expect(screen.queryByText('Failed')).toBeNull();
  });
});
