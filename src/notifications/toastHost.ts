import type { ProviderContext } from 'notistack';

export type Toasts = Pick<ProviderContext, 'enqueueSnackbar' | 'closeSnackbar'>;

/**
 * notistack and its toast container load with the first toast, not with the console: most
 * pages show none, and the login page could not afford them. ToastProvider mounts the host
 * (ToastHost) once a toast is asked for; the toast shows as soon as the host is there.
 */
let requested = false;
let mounted: Toasts | undefined;
const listeners = new Set<() => void>();
let announceMounted: (toasts: Toasts) => void = () => undefined;
const whenMounted = new Promise<Toasts>((resolve) => {
  announceMounted = resolve;
});

export function withToasts(act: (toasts: Toasts) => void) {
  if (mounted) {
    act(mounted);
    return;
  }
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void whenMounted.then(act);
}

/** Toasts to close exist only once the host is there. */
export function withShownToasts(act: (toasts: Toasts) => void) {
  if (requested) withToasts(act);
}

export function toastHostMounted(toasts: Toasts) {
  mounted = toasts;
  announceMounted(toasts);
}

export const isToastHostRequested = () => requested;

export function subscribeToToastHost(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
