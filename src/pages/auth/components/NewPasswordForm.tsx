import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { NewPassword } from '../../../auth/accountCalls';
import { useNewPasswordForm } from '../../../auth/useNewPasswordForm';
import { AuthDone } from './AuthDone';
import { AuthForm } from './AuthForm';
import { PasswordFields } from './PasswordFields';
import { SignInButton } from './SignInButton';

interface NewPasswordFormProps {
  /** The page's texts: `<texts>.title`, `.info`, `.submit`, `.done`. */
  texts: 'auth.reset' | 'auth.set_password';
  save: (code: string, body: NewPassword) => Promise<unknown>;
}

/** A new password for the account a mailed link names; without a link code, the link is invalid. */
export function NewPasswordForm({ texts, save }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const { form, hasCode } = useNewPasswordForm(save);
  const title = t(`${texts}.title`);

  if (!hasCode) return <AuthDone title={title} message={t('login.link_invalid')} severity="error" />;
  if (form.isSuccess) return <AuthDone title={title} message={t(`${texts}.done`)} action={<SignInButton />} />;
  return (
    <AuthForm title={title} info={t(`${texts}.info`)} alert={form.alert} onSubmit={form.handleSubmit}>
      <PasswordFields field={form.field} isNew autoFocus />
      <Button type="submit" variant="contained" size="large" disabled={form.isPending}>
        {t(`${texts}.submit`)}
      </Button>
    </AuthForm>
  );
}
