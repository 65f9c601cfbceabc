import { useEffect, useRef, useState } from 'react';

/** Typing settles this long before a list asks the server again. */
export const TYPING_DELAY_MS = 300;

/**
 * What an input shows while the user types, applied once typing pauses. `apply` answers what it
 * applied, which may be less than the draft (an invalid filter is kept back). When the applied
 * value changes otherwise (the back button, "clear filters"), the input shows it and typing
 * still pending is dropped. `key` tells two values apart.
 */
export function useDebouncedDraft<Value>(
  applied: Value,
  apply: (draft: Value) => Value,
  key: (value: Value) => string,
) {
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState<{ key: string; sent?: string; resets: number }>({ key: key(applied), resets: 0 });
  const appliedKey = key(applied);
  if (seen.key !== appliedKey) {
    const fromElsewhere = appliedKey !== seen.sent;
    setSeen({ key: appliedKey, resets: seen.resets + (fromElsewhere ? 1 : 0) });
    if (fromElsewhere) setDraft(applied);
  }

  // The timer applies through the newest `apply`, which knows the list's current state.
  const latestApply = useRef(apply);
  useEffect(() => {
    latestApply.current = apply;
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), [seen.resets]);

  const change = (next: Value) => {
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const sent = key(latestApply.current(next));
      setSeen((current) => ({ ...current, sent }));
    }, TYPING_DELAY_MS);
  };
  return [draft, change] as const;
}
