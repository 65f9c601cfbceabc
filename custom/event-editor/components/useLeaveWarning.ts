import { useWarnAboutChange } from '@refinedev/core';
import { useEffect } from 'react';

/**
 * Arms the console's leave-page warning (UnsavedChangesNotifier: links in the console and the
 * browser's own prompt) while the editor has unsaved changes; `arm(false)` before leaving on purpose.
 */
export function useLeaveWarning(unsaved: boolean) {
  const { setWarnWhen } = useWarnAboutChange();
  useEffect(() => {
    setWarnWhen(unsaved);
    return () => setWarnWhen(false);
  }, [unsaved, setWarnWhen]);
  return { arm: setWarnWhen };
}
