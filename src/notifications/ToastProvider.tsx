import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { TOAST_DURATION_MS } from './notificationProvider';

/** Spec 1 §9: toasts bottom right, 5000 ms, 320 px wide. */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      autoHideDuration={TOAST_DURATION_MS}
      style={{ width: 320 }}
    >
      {children}
    </SnackbarProvider>
  );
}
