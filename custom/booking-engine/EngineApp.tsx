import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, Suspense, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes, useSearchParams } from 'react-router';
import { createConsoleTheme } from '../../src/theme/theme';
import { EngineLayout } from './components/EngineLayout';
import { StatusMessage } from './components/StatusMessage';
import { engineI18n } from './engine-i18n';
import { EngineSiteContext } from './hooks/useEngineSite';
import { useSiteLoad } from './hooks/useSiteLoad';
import { ENGINE_BASE, journeyPath } from './logic/booking-steps';
import { messageKeyOf } from './logic/engine-errors';
import { StartPage } from './pages/StartPage';

// The start page comes with the engine; the others load when opened (the first page's budget, issue 21).
const JourneyFlow = lazy(() => import('./pages/JourneyFlow').then((page) => ({ default: page.JourneyFlow })));
const ReturnPage = lazy(() => import('./pages/ReturnPage').then((page) => ({ default: page.ReturnPage })));
const ContactPage = lazy(() => import('./pages/ContactPage').then((page) => ({ default: page.ContactPage })));
const InfoPage = lazy(() => import('./pages/InfoPage').then((page) => ({ default: page.InfoPage })));

/** What the engine needs of a CSS reset (MUI's CssBaseline is heavier than the first page can carry). */
const PAGE_STYLES = {
  '*, *::before, *::after': { boxSizing: 'border-box' },
  body: {
    margin: 0,
    fontFamily: '"Quicksand Variable", "Helvetica Neue", Arial, sans-serif',
    lineHeight: 1.5,
    color: '#1a1a1a',
  },
} as const;

/** `?journey=<id>` (a tenant's website linking one journey) opens it; else the search. */
function Start() {
  const [search] = useSearchParams();
  const journey = Number(search.get('journey'));
  if (Number.isInteger(journey) && journey > 0) return <Navigate to={`${journeyPath(journey)}?${search}`} replace />;
  return <StartPage />;
}

function EngineSite() {
  const site = useSiteLoad();
  const theme = useMemo(
    () => createConsoleTheme('light', site.state === 'done' ? site.data.tenant.theme : 'primary'),
    [site],
  );
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles styles={PAGE_STYLES} />
      {site.state === 'loading' ? null : site.state === 'failed' ? (
        <StatusMessage messageKey={messageKeyOf(site.error)} />
      ) : !site.data.settings.enabled ? (
        <StatusMessage messageKey="booking.errors.disabled" />
      ) : (
        <EngineSiteContext.Provider value={site.data}>
          <EngineLayout>
            <Suspense fallback={null}>
              <Routes>
                <Route path={`${ENGINE_BASE}/booking`} element={<Start />} />
                <Route path={`${ENGINE_BASE}/ibe/journey/:journey/*`} element={<JourneyFlow />} />
                <Route path={`${ENGINE_BASE}/ibe/return/:number`} element={<ReturnPage />} />
                <Route path={`${ENGINE_BASE}/ibe/contact`} element={<ContactPage />} />
                <Route path={`${ENGINE_BASE}/ibe/info/:topic`} element={<InfoPage />} />
                <Route path="*" element={<Navigate to={`${ENGINE_BASE}/booking`} replace />} />
              </Routes>
            </Suspense>
          </EngineLayout>
        </EngineSiteContext.Provider>
      )}
    </ThemeProvider>
  );
}

export function EngineApp() {
  return (
    <I18nextProvider i18n={engineI18n}>
      <Suspense fallback={null}>
        <BrowserRouter>
          <EngineSite />
        </BrowserRouter>
      </Suspense>
    </I18nextProvider>
  );
}
