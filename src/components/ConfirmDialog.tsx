import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialogBox';

const ConfirmDialogBox = lazy(() => import('./ConfirmDialogBox'));

/**
 * Asks before an action that cannot simply be taken back (deleting, disabling, mailing). The
 * dialog's code loads when it first opens, not with the page: most visits confirm nothing.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogBox {...props} />
    </Suspense>
  );
}
