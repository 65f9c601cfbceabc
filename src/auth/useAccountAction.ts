import { useTranslation } from 'react-i18next';
import { describeAccountError } from './accountErrors';
import { useAsyncAction } from './useAsyncAction';

interface Options<Variables, Result> {
  /** The form's fields: server errors naming one of them are shown next to it. */
  fields?: readonly string[];
  onSuccess?: (result: Result, variables: Variables) => unknown;
}

/** One account call of docs/accounts.md, with its server errors translated for the page. */
export function useAccountAction<Variables, Result>(
  call: (variables: Variables) => Promise<Result>,
  { fields = [], onSuccess }: Options<Variables, Result> = {},
) {
  const { t } = useTranslation();
  const action = useAsyncAction(call, onSuccess);
  const problem = action.error ? describeAccountError(action.error, fields, t) : undefined;
  return {
    run: action.run,
    isPending: action.isPending,
    isSuccess: action.isSuccess,
    errorKey: problem?.key,
    alert: problem?.alert,
    fieldErrors: problem?.fields ?? {},
  };
}
