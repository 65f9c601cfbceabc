import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { FullScreenSpinner } from '../components/FullScreenSpinner';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { COMMON } from '../i18n/namespaces';
import { AuthCopyright } from './AuthCopyright';
import { AuthLayoutContext, type AuthLayoutVariant } from './authLayoutContext';
import { AuthSidePanel } from './AuthSidePanel';
import { AuthTenantName } from './AuthTenantName';

/** The authentication layout of spec 1 §2 around the current auth page, in the variant its route names. */
export default function AuthLayout({ layout }: { layout: AuthLayoutVariant }) {
  // The sign-in pages' texts have dictionaries of their own, which the console's pages never need.
  useTranslation([COMMON, 'auth', 'login']);
  const page = (
    <Suspense fallback={<FullScreenSpinner />}>
      <Outlet />
    </Suspense>
  );
  return (
    <AuthLayoutContext.Provider value={layout}>
      {layout === 'light' ? (
        <LightLayout>{page}</LightLayout>
      ) : layout === 'iframe' ? (
        <IframeLayout>{page}</IframeLayout>
      ) : (
        <PanelLayout panelRight={layout === 'vg'}>{page}</PanelLayout>
      )}
    </AuthLayoutContext.Provider>
  );
}

/** `default`: panel left, card on the page background; `vg`: panel right, card on a primary tint. */
function PanelLayout({ panelRight, children }: { panelRight: boolean; children: ReactNode }) {
  const main = (
    <Box
      component="main"
      sx={{
        display: 'grid',
        placeItems: 'center',
        p: 3,
        bgcolor: panelRight
          ? (theme) => alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.24 : 0.12)
          : undefined,
      }}
    >
      <Paper elevation={2} sx={{ p: 4, width: '100%', maxWidth: 420 }}>
        {children}
      </Paper>
    </Box>
  );
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: panelRight ? '1fr 380px' : '380px 1fr' },
      }}
    >
      {panelRight ? main : <AuthSidePanel />}
      {panelRight ? <AuthSidePanel /> : main}
    </Box>
  );
}

function LightLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        p: 3,
      }}
    >
      <AuthTenantName variant="h5" color="primary" />
      <Paper elevation={1} sx={{ p: 3, width: '100%', maxWidth: 360 }}>
        {children}
      </Paper>
      <Stack component="footer" direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <LanguageSwitch />
        <AuthCopyright sx={{ color: 'text.secondary' }} />
      </Stack>
    </Box>
  );
}

/** Bare, on a transparent page, so that the embedding site shows through. */
function IframeLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <GlobalStyles styles={{ body: { backgroundColor: 'transparent' } }} />
      <Box component="main" sx={{ p: 2, width: '100%', maxWidth: 480, mx: 'auto' }}>
        {children}
      </Box>
    </>
  );
}
