import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from './TenantProvider';

/**
 * The browser tab bears the tenant's name once it is known (white label, spec 1 §1); until then the
 * product's translated title that src/i18n/i18n.ts sets, again on each language change, which this follows.
 */
export function TenantTabTitle() {
  const name = useTenant()?.name;
  const { i18n } = useTranslation();
  useEffect(() => {
    if (name) document.title = name;
  }, [name, i18n.language]);
  return null;
}
