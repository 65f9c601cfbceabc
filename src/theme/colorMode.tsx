import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, type PaletteMode } from '@mui/material/styles';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { languageDirection } from '../i18n/languages';
import { useTenant } from '../tenant/TenantProvider';
import { DirectionCache } from './directionCache';
import { materialTexts } from './materialTexts';
import { createConsoleTheme } from './theme';

const STORAGE_KEY = 'console.colorMode';

interface ColorModeContextValue {
  mode: PaletteMode;
  toggleMode: () => void;
}

const ColorModeContext = createContext<ColorModeContextValue>({ mode: 'light', toggleMode: () => undefined });

function storedMode(): PaletteMode {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The light or dark theme, remembered in the browser; the direction and MUI's own texts follow the interface language. */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<PaletteMode>(storedMode);
  const toggleMode = useCallback(() => {
    setMode((current) => {
      const next = current === 'light' ? 'dark' : 'light';
      localStorage.setItem(STORAGE_KEY, next);
      return next;
    });
  }, []);
  const themeKey = useTenant()?.theme;
  const { t, i18n } = useTranslation();
  const direction = languageDirection(i18n.language);
  const theme = useMemo(
    () => createConsoleTheme(mode, themeKey, { direction, texts: materialTexts(t) }),
    [mode, themeKey, direction, t],
  );
  const value = useMemo(() => ({ mode, toggleMode }), [mode, toggleMode]);

  return (
    <ColorModeContext.Provider value={value}>
      <DirectionCache direction={direction}>
        <ThemeProvider theme={theme}>
          <CssBaseline enableColorScheme />
          {children}
        </ThemeProvider>
      </DirectionCache>
    </ColorModeContext.Provider>
  );
}

export const useColorMode = () => useContext(ColorModeContext);
