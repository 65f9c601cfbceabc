import { useSearchParams } from 'react-router';
import { activateRegistration, restartRegistration } from './accountCalls';
import { email, required } from './accountRules';
import { useAccountAction } from './useAccountAction';
import { useAccountForm } from './useAccountForm';

/**
 * `/auth/signup?email=…&code=…`: activates a registration with the mailed code, or has a new code
 * sent. A masked address (after a booking-number registration) only says where the code went.
 */
export function useSignupForm() {
  const [searchParams] = useSearchParams();
  const sentTo = searchParams.get('email') ?? '';
  const form = useAccountForm({
    initialValues: { email: sentTo.includes('*') ? '' : sentTo, code: searchParams.get('code') ?? '' },
    rules: { email: [required, email], code: [required] },
    submit: ({ email: address, code }) => activateRegistration(code, { email: address.trim() }),
  });
  const resend = useAccountAction(restartRegistration);
  const sendCodeAgain = () => {
    if (form.check(['email'])) resend.run({ email: form.values.email.trim() });
  };
  return { form, sentTo, sendCodeAgain, resend };
}
