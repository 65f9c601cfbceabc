// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PhoneVerification } from '../../custom/app-user/PhoneVerification.tsx';
import { i18n } from '../../src/i18n/i18n.ts';

// The phone verification of the profile page, against a stand-in for the API's answers: the number
// and its chip, sending and confirming the code, and a refusal with the wait in the user's language.

type Answer = [number, unknown];

/** Answers the calls in turn, by method and path, and records what was sent. */
function serve(answers: Record<string, Answer[]>) {
  const sent: { route: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const route = `${init.method ?? 'GET'} ${url}`;
      sent.push({ route, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const [status, body] = answers[route]?.shift() ?? [404, { errors: [] }];
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

const unverified = { mobile: '0151 2345678', phone_verified: false, verified_at: null, code_valid_until: null };
const verified = { ...unverified, phone_verified: true, verified_at: '2026-11-27T09:00:00.000Z' };

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PhoneVerification />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['app']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the phone verification', () => {
  it('sends the code, then confirms the typed one and shows the number verified', async () => {
    const sent = serve({
      'GET /api/phone-verification': [
        [200, unverified],
        [200, verified],
      ],
      'POST /api/phone-verification': [[200, { channel: 'sms', mobile: '+491512345678', code_valid_until: 'x' }]],
      'POST /api/phone-verification/confirm': [[200, verified]],
    });
    show();
    expect(await screen.findByText('Not verified')).toBeTruthy();
    expect(screen.getByTestId('phone-number').textContent).toBe('0151 2345678');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We have sent a code by SMS to 0151 2345678.')).toBeTruthy();
    expect(sent.find((call) => call.route === 'POST /api/phone-verification')?.body).toEqual({ language: 'en' });

    const confirm = screen.getByRole('button', { name: 'Confirm' });
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '12 34a56' } });
    expect((screen.getByLabelText('Code') as HTMLInputElement).value).toBe('123456');
    fireEvent.click(confirm);
    expect(await screen.findByText('Your mobile number is verified.')).toBeTruthy();
    expect(await screen.findByText('Verified')).toBeTruthy();
    expect(sent.find((call) => call.route === 'POST /api/phone-verification/confirm')?.body).toEqual({
      code: '123456',
    });
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
  });

  it('tells how long to wait when the number had a code a moment ago', async () => {
    serve({
      'GET /api/phone-verification': [[200, unverified]],
      'POST /api/phone-verification': [
        [
          429,
          {
            name: 'TooManyRequests',
            message: 'A code was sent to this number a moment ago',
            code: 429,
            errors: [{ key: 'app.errors.verification_too_soon', params: { seconds: 42 } }],
          },
        ],
      ],
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('A code was just sent to this number. Please wait 42 seconds.')).toBeTruthy();
    expect(screen.queryByLabelText('Code')).toBeNull();
  });
});
