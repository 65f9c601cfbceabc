import { createTheme, type PaletteMode } from '@mui/material/styles';

/** Spec 1 §1: the brand colours and the Quicksand font (shipped with the app). */
export const brandColours = {
  primary: '#004a69',
  error: '#b90000',
  success: '#2f7c00',
  warning: '#f17e00',
} as const;

/** A tenant's theme key names the colour its console is built on: primary for all, error for one. */
export type ThemeKey = 'primary' | 'error';

export function createConsoleTheme(mode: PaletteMode, key: ThemeKey = 'primary') {
  const main = key === 'error' ? brandColours.error : mode === 'dark' ? '#4f9cbd' : brandColours.primary;
  return createTheme({
    palette: {
      mode,
      primary: { main },
      error: { main: brandColours.error },
      success: { main: brandColours.success },
      warning: { main: brandColours.warning },
    },
    typography: {
      fontFamily: '"Quicksand", "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 8 },
  });
}
