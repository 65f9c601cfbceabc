import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { TOAST_DURATION_MS } from './notificationProvider';
import { toastHostMounted } from './toastHost';

/** Spec 1 §9: toasts bottom right, 5000 ms, 320 px wide. */
export default function ToastHost() {
  useEffect(() => toastHostMounted({ enqueueSnackbar, closeSnackbar }), []);
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      autoHideDuration={TOAST_DURATION_MS}
      style={{ width: 320 }}
    />
  );
}
