import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 2 §9: the editor's api error shows for 10 seconds. */
export const API_ERROR_MS = 10_000;

/** The api error bucket: a message that clears itself after 10 seconds (a new one starts the time again). */
export function useApiError() {
  const [message, setMessage] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = useCallback((text: string) => {
    clearTimeout(timer.current);
    setMessage(text);
    timer.current = setTimeout(() => setMessage(undefined), API_ERROR_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { message, show };
}
