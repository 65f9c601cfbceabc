// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { useGridLocaleText } from '../../src/screens/list/useGridLocaleText.ts';
import { i18n } from '../../src/i18n/i18n.ts';

afterAll(() => i18n.changeLanguage('en'));

const footer = (estimate: boolean) => {
  const { result } = renderHook(() => useGridLocaleText(estimate));
  return result.current.paginationDisplayedRows?.({ from: 21, to: 40, count: 12345, estimated: undefined });
};

describe('the grid’s footer', () => {
  it('counts in the user’s language, and says "about" for an estimated total', async () => {
    await act(() => i18n.changeLanguage('en'));
    expect(footer(false)).toBe('21–40 of 12,345');
    expect(footer(true)).toBe('21–40 of about 12,345');
    await act(() => i18n.changeLanguage('de'));
    expect(footer(true)).toBe('21–40 von etwa 12.345');
  });

  it('has the grid’s own texts in the user’s language, once they have loaded', async () => {
    await act(() => i18n.changeLanguage('de'));
    const { result } = renderHook(() => useGridLocaleText(false));
    await act(() => vi.dynamicImportSettled());
    expect(result.current.paginationRowsPerPage).toBe('Zeilen pro Seite:');
    expect(result.current.noRowsLabel).toBe('Keine Einträge');
  });
});
