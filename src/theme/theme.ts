import {
  createTheme,
  lighten,
  type Components,
  type Direction,
  type PaletteMode,
  type Theme,
} from '@mui/material/styles';

/** Spec 1 §1: the brand colours and the Quicksand font (shipped with the app). */
export const brandColours = {
  primary: '#004a69',
  error: '#b90000',
  success: '#2f7c00',
  warning: '#f17e00',
} as const;

/** A tenant's theme key names the colour its console is built on: primary for all, error for one. */
export type ThemeKey = 'primary' | 'error';

/** The interface language's writing direction, and MUI's own texts in it. */
export interface ThemeLanguage {
  direction: Direction;
  texts: Components<Omit<Theme, 'components'>>;
}

export function createConsoleTheme(mode: PaletteMode, key: ThemeKey = 'primary', language?: ThemeLanguage) {
  // On the dark background the brand red is too dark to read (2.7:1): a tint of it keeps WCAG AA.
  const error = mode === 'dark' ? lighten(brandColours.error, 0.5) : brandColours.error;
  const main = key === 'error' ? error : mode === 'dark' ? '#4f9cbd' : brandColours.primary;
  return createTheme({
    direction: language?.direction ?? 'ltr',
    components: language?.texts,
    palette: {
      mode,
      // WCAG AA for normal text: MUI's default of 3 puts white on the dark theme's light blue.
      contrastThreshold: 4.5,
      primary: { main },
      error: { main: error },
      success: { main: brandColours.success },
      warning: { main: brandColours.warning },
    },
    typography: {
      fontFamily: '"Quicksand Variable", "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 8 },
  });
}
