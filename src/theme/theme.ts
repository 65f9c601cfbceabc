import { createTheme, type PaletteMode } from '@mui/material/styles';

/** Spec 1 §1: the brand colours and the Quicksand font (shipped with the app). */
export const brandColours = {
  primary: '#004a69',
  error: '#b90000',
  success: '#2f7c00',
  warning: '#f17e00',
} as const;

export function createConsoleTheme(mode: PaletteMode) {
  return createTheme({
    palette: {
      mode,
      primary: { main: mode === 'dark' ? '#4f9cbd' : brandColours.primary },
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
