import Box from '@mui/material/Box';
import { usePermissions } from '@refinedev/core';
import { Suspense, useEffect } from 'react';
import type { PermissionHolder } from '../../registry/permission-check';
import { Outlet } from 'react-router';
import { FullScreenSpinner } from '../components/FullScreenSpinner';
import { LightboxProvider } from '../components/LightboxProvider';
import { RouteErrorBoundary } from '../routing/RouteErrorBoundary';
import { forgetStartupData, loadStartupData } from '../startup/startupStore';
import { ConsoleHeader } from './ConsoleHeader';
import { ConsoleSider } from './ConsoleSider';
import { ConsoleTitle } from './ConsoleTitle';
import { DrawerStateProvider } from './drawerState';
import { mainContentProps, mainContentSx, SkipLink } from './SkipLink';

/**
 * The main console: drawer, top bar and the current page, shown once the user's permissions are
 * loaded; it starts the start-up loads then.
 */
export default function ConsoleLayout() {
  const { data: permissions, isLoading } = usePermissions<PermissionHolder>({});
  // The start-up loads live as long as the signed-in console: signing out unmounts it.
  useEffect(() => {
    if (!permissions) return undefined;
    loadStartupData(permissions);
    return forgetStartupData;
  }, [permissions]);
  if (isLoading) return <FullScreenSpinner />;
  return (
    <LightboxProvider>
      <SkipLink />
      {/* Refine's ThemedLayout did this much; @refinedev/mui, which has it, would bring dayjs,
          notistack 2 and 15 kB of gzipped JavaScript to every page. */}
      <DrawerStateProvider>
        <Box sx={{ display: 'flex', flexDirection: 'row' }}>
          <ConsoleSider Title={ConsoleTitle} />
          <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: '1px', minHeight: '1px' }}>
            <ConsoleHeader />
            <Box
              component="main"
              {...mainContentProps}
              sx={{ p: { xs: 1, md: 2, lg: 3 }, flexGrow: 1, bgcolor: 'background.default', ...mainContentSx }}
            >
              <RouteErrorBoundary>
                <Suspense fallback={<FullScreenSpinner />}>
                  <Outlet />
                </Suspense>
              </RouteErrorBoundary>
            </Box>
          </Box>
        </Box>
      </DrawerStateProvider>
    </LightboxProvider>
  );
}
