/**
 * The Web Locks API's exclusive `navigator.locks.request(name, callback)`, which jsdom lacks: one
 * instance stands for the lock manager the tabs of an origin share.
 */
export function webLocks(): LockManager {
  const held = new Map<string, Promise<unknown>>();
  const request = (name: string, callback: (lock: Lock | null) => unknown) => {
    const run = (held.get(name) ?? Promise.resolve()).then(() => callback({ name, mode: 'exclusive' }));
    held.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  };
  return { request, query: async () => ({ held: [], pending: [] }) } as LockManager;
}
