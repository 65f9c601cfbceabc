import Button from '@mui/material/Button';
import type { NotificationProvider, OpenNotificationParams } from '@refinedev/core';
import { i18n } from '../i18n/i18n';
import { withShownToasts, withToasts } from './toastHost';

/** Spec 1 §9: toasts stay 5000 ms. */
export const TOAST_DURATION_MS = 5000;

const variantOf = (type: OpenNotificationParams['type']) =>
  type === 'progress' ? 'info' : type === 'error' ? 'error' : 'success';

/**
 * Refine's notifications as notistack toasts. An undoable action shows an Undo button for its
 * timeout; the other kinds close by themselves after TOAST_DURATION_MS.
 */
export const notificationProvider: NotificationProvider = {
  open({ key, message, description, type, undoableTimeout, cancelMutation }) {
    const text = description ? `${message}: ${description}` : message;
    withToasts(({ enqueueSnackbar, closeSnackbar }) =>
      enqueueSnackbar(text, {
        key,
        variant: variantOf(type),
        preventDuplicate: key !== undefined,
        autoHideDuration: type === 'progress' ? (undoableTimeout ?? 5) * 1000 : TOAST_DURATION_MS,
        action:
          type === 'progress' && cancelMutation
            ? (snackbarKey) => (
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    cancelMutation();
                    closeSnackbar(snackbarKey);
                  }}
                >
                  {i18n.t('buttons.undo')}
                </Button>
              )
            : undefined,
      }),
    );
  },
  close(key) {
    withShownToasts(({ closeSnackbar }) => closeSnackbar(key));
  },
};
