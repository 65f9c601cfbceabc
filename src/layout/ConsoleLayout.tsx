import { usePermissions } from '@refinedev/core';
import { ThemedLayout } from '@refinedev/mui';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullScreenSpinner } from '../components/FullScreenSpinner';
import { LightboxProvider } from '../components/LightboxProvider';
import { RouteErrorBoundary } from '../routing/RouteErrorBoundary';
import { ConsoleHeader } from './ConsoleHeader';
import { ConsoleSider } from './ConsoleSider';
import { ConsoleTitle } from './ConsoleTitle';

/** The main console: drawer, top bar and the current page, shown once the user's permissions are loaded. */
export default function ConsoleLayout() {
  const { isLoading } = usePermissions({});
  if (isLoading) return <FullScreenSpinner />;
  return (
    <LightboxProvider>
      <ThemedLayout Sider={ConsoleSider} Header={ConsoleHeader} Title={ConsoleTitle}>
        <RouteErrorBoundary>
          <Suspense fallback={<FullScreenSpinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </ThemedLayout>
    </LightboxProvider>
  );
}
