import { useLogout, useWarnAboutChange } from '@refinedev/core';
import { useTranslation } from 'react-i18next';

/** Signs out, asking first when a form has unsaved changes. */
export function useSignOut() {
  const { t } = useTranslation();
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  const { mutate: logout } = useLogout();
  return () => {
    if (warnWhen && !window.confirm(t('header.unsavedChanges'))) return;
    setWarnWhen(false);
    logout();
  };
}
