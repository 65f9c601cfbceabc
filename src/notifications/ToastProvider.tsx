import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { isToastHostRequested, subscribeToToastHost } from './toastHost';

const ToastHost = lazy(() => import('./ToastHost'));

/** The console's toasts (see toastHost.ts): the host joins the page with the first toast. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const requested = useSyncExternalStore(subscribeToToastHost, isToastHostRequested);
  return (
    <>
      {children}
      {requested && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </>
  );
}
