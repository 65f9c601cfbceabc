import { Authenticated, Refine } from '@refinedev/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { accessControlProvider } from '../access/accessControlProvider';
import { authProvider, LOGIN_PATH } from '../auth/authProvider';
import { FullScreenSpinner } from '../components/FullScreenSpinner';
import { dataProvider } from '../data/dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import ConsoleLayout from '../layout/ConsoleLayout';
import { notificationProvider } from '../notifications/notificationProvider';
import { useLoadedRegistry } from '../registry/loadRegistry';
import { refineResources } from '../registry/refineResources';
import { CatchAllNavigate } from './CatchAllNavigate';
import { routerProvider } from './routerProvider';

/**
 * The console behind sign-in: Refine with its providers, the session check and the layout whose
 * outlet shows the console's pages. Loaded on demand, so the auth pages load neither Refine nor its
 * query client; each sign-in mounts it anew, with a state of the session of its own.
 */
export default function ConsoleRoot() {
  const { t } = useTranslation();
  // Refine learns the resources with the first console page, which loads the registry.
  const registry = useLoadedRegistry();
  const resources = useMemo(() => (registry ? refineResources(registry, t) : []), [registry, t]);
  return (
    <Refine
      routerProvider={routerProvider}
      dataProvider={dataProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      i18nProvider={i18nProvider}
      notificationProvider={notificationProvider}
      resources={resources}
      options={{
        disableTelemetry: true,
        reactQuery: { clientConfig: { defaultOptions: { queries: { retry: 1 } } } },
      }}
    >
      <Authenticated key="console" fallback={<CatchAllNavigate to={LOGIN_PATH} />} loading={<FullScreenSpinner />}>
        <ConsoleLayout />
      </Authenticated>
    </Refine>
  );
}
