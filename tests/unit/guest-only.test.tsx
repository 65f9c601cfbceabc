// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GuestOnly } from '../../src/auth/GuestOnly.tsx';
import { forgetUserdata } from '../../src/auth/userdata.ts';
import { readAccessToken, storeTokens } from '../../src/auth/tokenStorage.ts';
import { i18n } from '../../src/i18n/i18n.ts';

/** Answers `GET /userdata` with `status`, recording the calls. */
function answerUserdata(status: number) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      const body = status === 200 ? { id_users: 1, email: 'ada@example.com', permissions: {} } : { code: status };
      return { ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) };
    }),
  );
  return calls;
}

function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{`${pathname}${search}`}</p>;
}

function openGuestPage(address: string) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route element={<GuestOnly />}>
          <Route path="/auth/login" element={<h1>Sign in</h1>} />
        </Route>
        <Route path="*" element={<Address />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  forgetUserdata();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a guest-only page', () => {
  it('shows itself to a guest without asking the server', async () => {
    const calls = answerUserdata(200);
    openGuestPage('/auth/login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows the spinner while the stored session is checked, then sends the user on to the page asked for', async () => {
    const calls = answerUserdata(200);
    storeTokens({ accessToken: 'access', refreshToken: 'refresh' });
    openGuestPage('/auth/login?to=%2Ftickets%2Fgenres%3Fpage%3D2');
    expect(screen.getByRole('progressbar', { name: i18n.t('shell.loading') })).toBeTruthy();
    expect((await screen.findByTestId('address')).textContent).toBe('/tickets/genres?page=2');
    expect(calls).toEqual([expect.stringMatching(/\/userdata$/)]);
  });

  it('sends a signed-in user home rather than to another site', async () => {
    answerUserdata(200);
    storeTokens({ accessToken: 'access', refreshToken: 'refresh' });
    openGuestPage('/auth/login?to=https%3A%2F%2Fevil.example');
    expect((await screen.findByTestId('address')).textContent).toBe('/');
  });

  it('shows itself when the server refuses the stored session, which the browser then forgets', async () => {
    answerUserdata(401);
    localStorage.setItem('auth._token.local', 'Bearer expired');
    openGuestPage('/auth/login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(readAccessToken()).toBeUndefined();
  });
});
