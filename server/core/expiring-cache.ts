export interface ExpiringCacheOptions {
  /** How long an entry is answered after it was set. */
  ttlMs: number;
  /** The most entries kept; setting one more drops the oldest. */
  maxEntries: number;
  /** The clock, in milliseconds (tests pass their own). */
  now?: () => number;
}

export interface ExpiringCache<Value> {
  get(key: string): Value | undefined;
  set(key: string, value: Value): void;
  delete(key: string): void;
  clear(): void;
}

/** A small in-process cache whose entries expire: for answers that may be a moment old, never older. */
export function createExpiringCache<Value>({
  ttlMs,
  maxEntries,
  now = Date.now,
}: ExpiringCacheOptions): ExpiringCache<Value> {
  const entries = new Map<string, { value: Value; expires: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires > now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, expires: now() + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
