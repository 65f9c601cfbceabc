// @vitest-environment jsdom
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../src/i18n/i18n.ts';
import { ColorModeProvider } from '../../src/theme/colorMode.tsx';

afterEach(cleanup);
afterAll(() => i18n.changeLanguage('en'));

function Probe() {
  const theme = useTheme();
  return (
    <Box data-testid="probe" data-direction={theme.direction} sx={{ ml: 2 }}>
      {theme.components?.MuiAutocomplete?.defaultProps?.clearText}
    </Box>
  );
}

const probe = () => screen.getByTestId('probe');

describe('the theme', () => {
  it('mirrors the layout in Arabic and speaks its language, and turns back for the others', async () => {
    await act(() => i18n.changeLanguage('en'));
    render(
      <ColorModeProvider>
        <Probe />
      </ColorModeProvider>,
    );
    expect(probe().dataset.direction).toBe('ltr');
    expect(getComputedStyle(probe()).marginLeft).toBe('16px');

    await act(() => i18n.changeLanguage('ar'));
    expect(probe().dataset.direction).toBe('rtl');
    expect(getComputedStyle(probe()).marginRight).toBe('16px');
    expect(getComputedStyle(probe()).marginLeft).not.toBe('16px');
    expect(probe().textContent).toBe(i18n.t('form.reference.clear'));
    expect(probe().textContent).not.toBe(i18n.t('form.reference.clear', { lng: 'en' }));

    await act(() => i18n.changeLanguage('de'));
    expect(probe().dataset.direction).toBe('ltr');
    expect(getComputedStyle(probe()).marginLeft).toBe('16px');
    expect(probe().textContent).toBe(i18n.t('form.reference.clear'));
  });
});
