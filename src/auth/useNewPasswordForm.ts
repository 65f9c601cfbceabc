import { useParams } from 'react-router';
import type { NewPassword } from './accountCalls';
import { min8, required, sameAs } from './accountRules';
import { useAccountForm } from './useAccountForm';

/**
 * A new password with its confirmation, sent with the link code of the page's path (`/:code?`):
 * the password reset and the first password of an account staff created.
 */
export function useNewPasswordForm(save: (code: string, body: NewPassword) => Promise<unknown>) {
  const { code = '' } = useParams();
  const form = useAccountForm({
    initialValues: { password: '', password_confirmation: '' },
    rules: { password: [required, min8], password_confirmation: [required, sameAs('password')] },
    submit: (values) => save(code, values),
  });
  return { form, hasCode: code !== '' };
}
