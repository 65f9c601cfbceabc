import { useTranslation } from 'react-i18next';
import { register } from './accountCalls';
import { email, min8, required, sameAs } from './accountRules';
import { useAccountForm } from './useAccountForm';
import { useSignupRedirect } from './useSignupRedirect';

/** `/auth/register`: name, email and password; the server mails a code to activate the account. */
export function useRegisterForm() {
  const { i18n } = useTranslation();
  const toSignup = useSignupRedirect();
  return useAccountForm({
    initialValues: { firstname: '', lastname: '', email: '', password: '', password_confirmation: '' },
    rules: {
      firstname: [required],
      lastname: [required],
      email: [required, email],
      password: [required, min8],
      password_confirmation: [required, sameAs('password')],
    },
    submit: (values) =>
      register({
        ...values,
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        email: values.email.trim(),
        language: i18n.resolvedLanguage,
      }),
    onSuccess: toSignup,
  });
}
