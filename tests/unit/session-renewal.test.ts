// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLock, sessionRenewal, type SessionTokens } from '../../src/auth/sessionRenewal.ts';
import { readAccessToken, readRefreshToken, storeTokens } from '../../src/auth/tokenStorage.ts';
import { webLocks } from './support/webLocks.ts';

const EXPIRED = { accessToken: 'expired', refreshToken: 'refresh-1' };

beforeEach(() => storeTokens(EXPIRED));
afterEach(() => {
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'locks');
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A trade as the server makes it: each refresh token once, for the next pair. */
function tradingServer() {
  const traded: string[] = [];
  const trade = async (refreshToken: string): Promise<SessionTokens> => {
    if (traded.includes(refreshToken)) throw new Error('reused');
    traded.push(refreshToken);
    return { accessToken: `access-${traded.length + 1}`, refreshToken: `refresh-${traded.length + 1}` };
  };
  return { traded, trade };
}

describe('sessionRenewal', () => {
  it('renews once for two tabs whose calls failed with the same token; both go on with its result', async () => {
    const server = tradingServer();
    const lock = browserLock();
    const [tab, otherTab] = [sessionRenewal(server.trade, lock), sessionRenewal(server.trade, lock)];
    expect(await Promise.all([tab('Bearer expired'), otherTab('Bearer expired')])).toEqual([true, true]);
    expect(server.traded).toEqual(['refresh-1']);
    expect(readAccessToken()).toBe('Bearer access-2');
    expect(readRefreshToken()).toBe('refresh-2');
  });

  it('does not trade when the token the call used was renewed meanwhile', async () => {
    const server = tradingServer();
    storeTokens({ accessToken: 'renewed', refreshToken: 'refresh-2' });
    expect(await sessionRenewal(server.trade)('Bearer expired')).toBe(true);
    expect(server.traded).toEqual([]);
    expect(readAccessToken()).toBe('Bearer renewed');
  });

  it('gives up without trading once another tab signed out', async () => {
    const server = tradingServer();
    localStorage.clear();
    expect(await sessionRenewal(server.trade)('Bearer expired')).toBe(false);
    expect(server.traded).toEqual([]);
  });

  it('answers false when the trade fails, and keeps the tokens for the sign-out to clear', async () => {
    const refused = sessionRenewal(() => Promise.reject(new Error('401')));
    expect(await refused('Bearer expired')).toBe(false);
    expect(readRefreshToken()).toBe('refresh-1');
  });

  it('takes the Web Locks API where the browser has it', async () => {
    const locks = webLocks();
    const request = vi.spyOn(locks, 'request');
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    expect(await sessionRenewal(tradingServer().trade)('Bearer expired')).toBe(true);
    expect(request).toHaveBeenCalledWith('auth.renewal', expect.any(Function));
  });
});

describe('two tabs calling the API with an expired access token at the same moment', () => {
  it('trade the refresh token once, and both calls are answered', async () => {
    Object.defineProperty(navigator, 'locks', { value: webLocks(), configurable: true });
    // The server: no access token valid until a renewal, each refresh token traded once.
    const server = { accessToken: undefined as string | undefined, refreshToken: EXPIRED.refreshToken };
    const refreshes: string[] = [];
    let refusals = 0;
    let refusedTwice: () => void = () => undefined;
    const bothRefused = new Promise<void>((resolve) => (refusedTwice = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url === '/api/authentication') {
          const { refreshToken } = JSON.parse(init.body as string) as { refreshToken: string };
          refreshes.push(refreshToken);
          // Both tabs have their 401 before the first renewal is answered.
          await bothRefused;
          if (refreshToken !== server.refreshToken) return Response.json({}, { status: 401 });
          Object.assign(server, { accessToken: `access-${refreshes.length}`, refreshToken: `refresh-2` });
          return Response.json(server);
        }
        if ((init.headers as Record<string, string>).authorization === `Bearer ${server.accessToken}`)
          return Response.json({ email: 'tickets@demo.local' });
        refusals += 1;
        if (refusals === 2) refusedTwice();
        return Response.json({ errors: [{ key: 'auth.token_invalid' }] }, { status: 401 });
      }),
    );

    // Two tabs: the console's modules loaded twice, sharing the origin's storage and locks.
    const tab = await import('../../src/api/apiClient.ts');
    vi.resetModules();
    const otherTab = await import('../../src/api/apiClient.ts');
    expect(tab.apiRequest).not.toBe(otherTab.apiRequest);

    const answers = await Promise.all([tab.apiRequest('/userdata'), otherTab.apiRequest('/userdata')]);
    expect(answers).toEqual([{ email: 'tickets@demo.local' }, { email: 'tickets@demo.local' }]);
    expect(refreshes).toEqual([EXPIRED.refreshToken]);
    expect(readRefreshToken()).toBe('refresh-2');
  });
});
