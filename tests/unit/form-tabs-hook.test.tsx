// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFormTabs } from '../../src/screens/form/hooks/useFormTabs.ts';

afterEach(cleanup);

const TABS = ['general', 'texts', 'dates', 'images', 'map', 'meta'] as const;

describe('the tab a tabbed form shows', () => {
  it('is the first at the start, the one chosen, and the first in tab order of those revealed', () => {
    const { result } = renderHook(() => useFormTabs(TABS));
    expect(result.current.selected).toBe('general');
    act(() => result.current.select('map'));
    expect(result.current.selected).toBe('map');
    // A refused save reveals the panels holding a problem: the first of them in tab order shows.
    act(() => result.current.reveal(['meta', 'dates']));
    expect(result.current.selected).toBe('dates');
    act(() => result.current.reveal(['nowhere']));
    expect(result.current.selected).toBe('dates');
  });

  it('falls back to the first tab when the one shown is gone (an edit screen’s tab in a copy)', () => {
    const { result, rerender } = renderHook(({ tabs }) => useFormTabs(tabs), {
      initialProps: { tabs: [...TABS, 'system'] as readonly string[] },
    });
    act(() => result.current.select('system'));
    rerender({ tabs: TABS });
    expect(result.current.selected).toBe('general');
  });
});
