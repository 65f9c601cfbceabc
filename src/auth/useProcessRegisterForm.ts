import { registerWithProcess } from './accountCalls';
import { min8, required, sameAs } from './accountRules';
import { useAccountForm } from './useAccountForm';
import { useSignupRedirect } from './useSignupRedirect';

/** `/auth/signup-vorgang`: registration with a booking number; the code goes to the booker's address. */
export function useProcessRegisterForm() {
  const toSignup = useSignupRedirect();
  return useAccountForm({
    initialValues: { processNumber: '', password: '', password_confirmation: '' },
    rules: {
      processNumber: [required],
      password: [required, min8],
      password_confirmation: [required, sameAs('password')],
    },
    submit: (values) => registerWithProcess({ ...values, processNumber: values.processNumber.trim() }),
    onSuccess: toSignup,
  });
}
