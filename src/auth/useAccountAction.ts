import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeAccountError } from './accountErrors';

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
  const mutation = useMutation({
    mutationFn: call,
    onSuccess: (result, variables) => onSuccess?.(result, variables),
  });
  const problem = mutation.error ? describeAccountError(mutation.error, fields, t) : undefined;
  return {
    run: mutation.mutate,
    isPending: mutation.isPending,
    isSuccess: mutation.isSuccess,
    errorKey: problem?.key,
    alert: problem?.alert,
    fieldErrors: problem?.fields ?? {},
  };
}
