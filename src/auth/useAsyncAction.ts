import { useRef, useState } from 'react';

type State = { status: 'idle' | 'pending' | 'success' } | { status: 'error'; error: unknown };

/**
 * An async action a page starts (send a form, sign in): whether it runs, has succeeded or failed.
 * `onSuccess` runs before the action counts as done, and its failure is the action's. Only the last
 * run counts: an earlier one that ends later changes nothing. The auth pages have no query client,
 * so this stands in for react-query's useMutation there.
 */
export function useAsyncAction<Variables, Result>(
  action: (variables: Variables) => Promise<Result>,
  onSuccess?: (result: Result, variables: Variables) => unknown,
) {
  const [state, setState] = useState<State>({ status: 'idle' });
  const lastRun = useRef(0);

  const run = (variables: Variables) => {
    const thisRun = ++lastRun.current;
    const settle = (next: State) => {
      if (thisRun === lastRun.current) setState(next);
    };
    setState({ status: 'pending' });
    void (async () => {
      try {
        const result = await action(variables);
        await onSuccess?.(result, variables);
        settle({ status: 'success' });
      } catch (error) {
        settle({ status: 'error', error });
      }
    })();
  };

  return {
    run,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    error: state.status === 'error' ? state.error : undefined,
  };
}
