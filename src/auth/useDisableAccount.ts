import type { FormEvent } from 'react';
import { useParams } from 'react-router';
import { disableAccount } from './accountCalls';
import { useAccountAction } from './useAccountAction';

/** `/auth/disable/:code?`: the link "This was not you?" of reset and activation mails locks the account. */
export function useDisableAccount() {
  const { code = '' } = useParams();
  const action = useAccountAction(() => disableAccount(code));
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    action.run(undefined);
  };
  return { ...action, hasCode: code !== '', handleSubmit };
}
