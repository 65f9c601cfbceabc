import { readAccessToken, readRefreshToken, storeTokens } from './tokenStorage';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** Runs `task` alone among every caller holding the lock of that name: the Web Locks API's `request`. */
export type RunExclusively = (name: string, task: () => Promise<boolean>) => Promise<boolean>;

const LOCK_NAME = 'auth.renewal';

/**
 * One lock for every tab of the origin. Without the Web Locks API (outside a secure context) the
 * calls of this tab queue; tabs may then trade one refresh token together, which the server answers
 * with the same pair within its grace window.
 */
export function browserLock(): RunExclusively {
  let queue: Promise<unknown> = Promise.resolve();
  return async (name, task) => {
    if (typeof navigator !== 'undefined' && navigator.locks) return navigator.locks.request(name, task);
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  };
}

/**
 * Renews the session once for every call and every tab whose access token expired: `renew(used)`
 * takes the lock, and when the stored access token is no longer the `used` one, another call or tab
 * renewed it meanwhile and its result is taken; else it trades the stored refresh token. A traded
 * token presented again outside the server's grace window ends every session of the user. (Browsers
 * pass a tab's storage writes to other tabs' processes a moment later: a tab taking the lock just
 * after another renewed may still read the old token and trade it again, inside that window.)
 * Answers whether a signed-in session goes on.
 */
export function sessionRenewal(
  trade: (refreshToken: string) => Promise<SessionTokens>,
  runExclusively: RunExclusively = browserLock(),
) {
  return function renew(used: string | undefined): Promise<boolean> {
    return runExclusively(LOCK_NAME, async () => {
      const stored = readAccessToken();
      if (stored !== used) return stored !== undefined;
      const refreshToken = readRefreshToken();
      if (!refreshToken) return false;
      try {
        storeTokens(await trade(refreshToken));
        return true;
      } catch {
        return false;
      }
    });
  };
}
