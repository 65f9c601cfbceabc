import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { AccountFieldProps } from '../../../auth/useAccountForm';

interface PasswordFieldsProps {
  field: (name: 'password' | 'password_confirmation') => AccountFieldProps;
  /** Labels the first field "New password" (reset, first password) instead of "Password". */
  isNew?: boolean;
  autoFocus?: boolean;
}

/** A password to choose and its confirmation. */
export function PasswordFields({ field, isNew = false, autoFocus = false }: PasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        {...field('password')}
        label={t(isNew ? 'auth.new_password' : 'login.password')}
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        required
      />
      <TextField
        {...field('password_confirmation')}
        label={t('auth.password_confirmation')}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
