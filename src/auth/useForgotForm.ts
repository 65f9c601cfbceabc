import { requestPasswordReset } from './accountCalls';
import { email, required } from './accountRules';
import { useAccountForm } from './useAccountForm';

/** `/auth/forgot`: the server mails a link to set a new password. */
export function useForgotForm() {
  return useAccountForm({
    initialValues: { email: '' },
    rules: { email: [required, email] },
    submit: (values) => requestPasswordReset({ email: values.email.trim() }),
  });
}
