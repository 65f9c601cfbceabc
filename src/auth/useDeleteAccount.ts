import { useState, type FormEvent } from 'react';
import { deleteAccount, requestAccountDeletion } from './accountCalls';
import { email, required } from './accountRules';
import { authProvider } from './authProvider';
import { useAccountForm } from './useAccountForm';

/**
 * `/auth/delete-account`: the address gets a deletion code; the code, once confirmed, deletes the
 * account. The server ends the account's sessions; this browser forgets its stored one.
 */
export function useDeleteAccount() {
  const [confirming, setConfirming] = useState(false);
  const request = useAccountForm({
    initialValues: { email: '' },
    rules: { email: [required, email] },
    submit: (values) => requestAccountDeletion({ email: values.email.trim() }),
  });
  const address = request.values.email.trim();
  const deletion = useAccountForm({
    initialValues: { code: '' },
    rules: { code: [required] },
    submit: ({ code }) => deleteAccount(code, { email: address }),
    onSuccess: () => authProvider.logout({}),
  });

  const askConfirmation = (event?: FormEvent) => {
    event?.preventDefault();
    if (deletion.check()) setConfirming(true);
  };
  const confirm = () => {
    setConfirming(false);
    deletion.send();
  };

  return {
    step: deletion.isSuccess ? 'done' : request.isSuccess ? 'code' : 'email',
    address,
    request,
    deletion,
    confirming,
    askConfirmation,
    confirm,
    cancel: () => setConfirming(false),
  } as const;
}
