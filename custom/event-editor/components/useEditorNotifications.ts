import { useCallback } from 'react';
import { withToasts } from '../../../src/console';
import type { EditorPreferences } from '../state/types';

export type NoticeKind = 'success' | 'warning' | 'info';

const SWITCHES: Readonly<Record<NoticeKind, keyof EditorPreferences>> = {
  success: 'notifySuccess',
  warning: 'notifyWarning',
  info: 'notifyInfo',
};

/** The editor's toasts, each kind only while its switch in the preferences is on (spec 2 §2). */
export function useEditorNotifications(preferences: EditorPreferences) {
  return useCallback(
    (kind: NoticeKind, message: string) => {
      if (!preferences[SWITCHES[kind]]) return;
      withToasts(({ enqueueSnackbar }) => enqueueSnackbar(message, { variant: kind }));
    },
    [preferences],
  );
}
