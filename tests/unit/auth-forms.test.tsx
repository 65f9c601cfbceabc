// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/apiClient.ts';
import { describeAccountError } from '../../src/auth/accountErrors.ts';
import { email, min8, required, sameAs, validate } from '../../src/auth/accountRules.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { languages } from '../../src/i18n/languages.ts';
import DeleteAccountPage from '../../src/pages/auth/DeleteAccountPage.tsx';
import RegisterPage from '../../src/pages/auth/RegisterPage.tsx';
import ResetPasswordPage from '../../src/pages/auth/ResetPasswordPage.tsx';
import SignupPage from '../../src/pages/auth/SignupPage.tsx';

/** Every message key of docs/accounts.md (spec 2 §8 "Login" and the form rules). */
const ACCOUNT_KEYS = [
  'login.invalid_credentials',
  'login.failed',
  'login.no_user',
  'login.code_incorrect',
  'login.mail_failed',
  'login.link_invalid',
  'login.user_exists',
  'login.user_has_account',
  'login.driver_has_account',
  'login.process_not_found',
  'login.process_no_email',
  'login.delete_code_not_found',
  'error.passmatch',
  'error.min8',
  'error.email',
  'error.empty',
];

interface Answer {
  status: number;
  body: unknown;
}

/** Answers each API call with the next of `answers`, recording what was sent. */
function mockApi(...answers: Answer[]) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
      const { status, body } = answers.shift() ?? { status: 500, body: {} };
      return { ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) };
    }),
  );
  return calls;
}

const failure = (code: number, errors: { field?: string; key: string }[]) => ({
  status: code,
  body: { name: 'Error', message: 'failed', code, errors },
});

function CurrentLocation() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** The page as the app mounts it: in the router, without Refine or a query client. */
function renderPage(path: string, route: string, page: ReactElement) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={page} />
        <Route path="*" element={<CurrentLocation />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The input labelled `label`; a required field's label ends in an asterisk. */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}[\\s*]*$`), { selector: 'input' }) as HTMLInputElement;

const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

/** The message shown under the field labelled `label`. */
function messageOf(label: string) {
  const input = field(label);
  const described = input.getAttribute('aria-describedby');
  return described ? document.getElementById(described)?.textContent : undefined;
}

const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

beforeAll(async () => {
  await i18n.loadLanguages(languages.map((language) => language.code));
  // The sign-in pages' dictionaries, which their layout loads.
  await i18n.loadNamespaces(['auth', 'login']);
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('client-side checks', () => {
  const rules = {
    email: [required, email],
    password: [required, min8],
    password_confirmation: [required, sameAs('password')],
  };

  it('answer the spec keys: empty, email, min8, passmatch', () => {
    expect(validate({ email: ' ', password: '', password_confirmation: '' }, rules)).toEqual({
      email: 'error.empty',
      password: 'error.empty',
      password_confirmation: 'error.empty',
    });
    expect(validate({ email: 'a@b', password: '1234567', password_confirmation: 'x' }, rules)).toEqual({
      email: 'error.email',
      password: 'error.min8',
      password_confirmation: 'error.passmatch',
    });
    expect(validate({ email: ' a@b.de ', password: '12345678', password_confirmation: '12345678' }, rules)).toEqual({});
  });

  it('check only the fields named', () => {
    expect(validate({ email: '', password: '' }, rules, ['email'])).toEqual({ email: 'error.empty' });
  });
});

describe('server errors', () => {
  const t = i18n.t.bind(i18n);

  it('go next to a field of the form, or else into the alert', () => {
    const error = new ApiError(400, 'invalid', [
      { field: 'email', key: 'error.email' },
      { field: 'language', key: 'error.enum' },
    ]);
    expect(describeAccountError(error, ['email', 'password'], t)).toEqual({
      key: 'error.email',
      alert: 'Please choose one of the offered values.',
      fields: { email: 'Please enter a valid email address.' },
    });
  });

  it('are translated from their key, with its parameters', () => {
    expect(describeAccountError(new ApiError(409, 'exists', [{ key: 'login.user_has_account' }]), [], t)).toEqual({
      key: 'login.user_has_account',
      alert: 'This user already has an account. Use “Forgot your password?” to set a new password.',
      fields: {},
    });
    const throttled = new ApiError(429, 'slow down', [{ key: 'login.throttled', params: { seconds: 30 } }]);
    expect(describeAccountError(throttled, [], t).alert).toBe(
      'Too many sign-in attempts. Please try again in 30 seconds.',
    );
  });

  it('read as "login attempt failed" when the key is unknown or there is none', () => {
    const failed = 'The login attempt failed.';
    expect(describeAccountError(new ApiError(400, 'x', [{ key: 'login.no_such_key' }]), [], t).alert).toBe(failed);
    expect(describeAccountError(new ApiError(500, 'Internal server error'), [], t).alert).toBe(failed);
    expect(describeAccountError(new TypeError('boom'), [], t).alert).toBe(failed);
  });

  it.each(languages.map((language) => language.code))('have a text for every account key in %s', (language) => {
    for (const key of ACCOUNT_KEYS) expect(i18n.exists(key, { lng: language, fallbackLng: [] }), key).toBe(true);
  });
});

describe('the registration form', () => {
  it('checks every field before sending anything', () => {
    const calls = mockApi();
    renderPage('/auth/register', '/auth/register', <RegisterPage />);
    submit('Register');
    for (const label of ['First name', 'Last name', 'Email', 'Password', 'Confirm password']) {
      expect(messageOf(label), label).toBe('This field is required.');
    }

    type('Email', 'not-an-email');
    type('Password', 'short');
    type('Confirm password', 'other');
    expect(messageOf('Email')).toBeFalsy();
    fireEvent.submit(screen.getByRole('button', { name: 'Register' }).closest('form') as HTMLFormElement);
    expect(messageOf('Email')).toBe('Please enter a valid email address.');
    expect(messageOf('Password')).toBe('At least 8 characters.');
    expect(messageOf('Confirm password')).toBe('The passwords do not match.');
    expect(calls).toEqual([]);
  });

  function fillRegistration() {
    type('First name', ' Anna ');
    type('Last name', 'Berg');
    type('Email', 'anna@example.com ');
    type('Password', 'Secret123!');
    type('Confirm password', 'Secret123!');
  }

  it('sends the registration and goes on to the code page for the address', async () => {
    const calls = mockApi({ status: 201, body: { success: true, email: 'anna@example.com' } });
    renderPage('/auth/register', '/auth/register', <RegisterPage />);
    fillRegistration();
    submit('Register');
    expect(await screen.findByTestId('location')).toHaveProperty(
      'textContent',
      '/auth/signup?email=anna%40example.com',
    );
    expect(calls).toEqual([
      {
        url: '/api/registration',
        method: 'POST',
        body: {
          firstname: 'Anna',
          lastname: 'Berg',
          email: 'anna@example.com',
          password: 'Secret123!',
          password_confirmation: 'Secret123!',
          language: 'en',
        },
      },
    ]);
  });

  it('shows a field error of the server next to its field, until the field is edited', async () => {
    mockApi(failure(400, [{ field: 'email', key: 'error.email' }]));
    renderPage('/auth/register', '/auth/register', <RegisterPage />);
    fillRegistration();
    submit('Register');
    await waitFor(() => expect(messageOf('Email')).toBe('Please enter a valid email address.'));
    expect(screen.queryByRole('alert')).toBeNull();
    type('Email', 'anna@example.org');
    expect(messageOf('Email')).toBeFalsy();
  });

  it('shows other server errors in the alert, with the way on', async () => {
    mockApi(failure(409, [{ key: 'login.user_exists' }]));
    renderPage('/auth/register', '/auth/register', <RegisterPage />);
    fillRegistration();
    submit('Register');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This user already exists but is not activated yet. Enter the code from your mail, or have it sent again.',
    );
    expect(screen.getByRole('link', { name: 'Enter the code from your mail' }).getAttribute('href')).toBe(
      '/auth/signup?email=anna%40example.com',
    );
  });
});

describe('the activation page', () => {
  it('is filled in from the mail link and activates the account', async () => {
    const calls = mockApi({ status: 200, body: { success: true, email: 'anna@example.com' } });
    renderPage('/auth/signup?email=anna%40example.com&code=123456', '/auth/signup', <SignupPage />);
    expect(field('Email').value).toBe('anna@example.com');
    expect(field('Code').value).toBe('123456');
    expect(screen.getByText(/We sent a code to anna@example.com/)).toBeTruthy();
    submit('Activate account');
    expect(await screen.findByText('Your account is active. You can sign in now.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/auth/login');
    expect(calls).toEqual([{ url: '/api/registration/123456', method: 'PATCH', body: { email: 'anna@example.com' } }]);
  });

  it('names a masked address but leaves the field for the real one', () => {
    mockApi();
    renderPage('/auth/signup?email=a***%40example.com', '/auth/signup', <SignupPage />);
    expect(screen.getByText(/We sent a code to a\*\*\*@example.com/)).toBeTruthy();
    expect(field('Email').value).toBe('');
  });

  it('sends the code again only for a valid address, and shows why not', async () => {
    const calls = mockApi(failure(404, [{ key: 'login.no_user' }]));
    renderPage('/auth/signup', '/auth/signup', <SignupPage />);
    submit('Send the code again');
    expect(messageOf('Email')).toBe('This field is required.');
    expect(messageOf('Code')).toBeFalsy();
    expect(calls).toEqual([]);

    type('Email', 'nobody@example.com');
    submit('Send the code again');
    expect((await screen.findByRole('alert')).textContent).toBe('There is no user with this email address.');
    expect(calls).toEqual([
      { url: '/api/restart-registration', method: 'POST', body: { email: 'nobody@example.com' } },
    ]);
  });

  it('shows a wrong code in the alert', async () => {
    mockApi(failure(422, [{ key: 'login.code_incorrect' }]));
    renderPage('/auth/signup?email=anna%40example.com', '/auth/signup', <SignupPage />);
    type('Code', '000000');
    submit('Activate account');
    expect((await screen.findByRole('alert')).textContent).toBe('The verification code is incorrect.');
  });
});

describe('the password reset page', () => {
  it('without a code in its path says the link is invalid', () => {
    mockApi();
    renderPage('/auth/reset-page', '/auth/reset-page/:code?', <ResetPasswordPage />);
    expect(screen.getByRole('alert').textContent).toBe('This action link is invalid or has expired.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('sends the new password with the link code', async () => {
    const calls = mockApi({ status: 200, body: { success: true, email: 'anna@example.com' } });
    renderPage('/auth/reset-page/abc_DEF-123', '/auth/reset-page/:code?', <ResetPasswordPage />);
    type('New password', 'Another123!');
    type('Confirm password', 'Another123!');
    submit('Save password');
    expect(await screen.findByText('Your new password is saved. Please sign in with it.')).toBeTruthy();
    expect(calls).toEqual([
      {
        url: '/api/password-reset/abc_DEF-123',
        method: 'PATCH',
        body: { password: 'Another123!', password_confirmation: 'Another123!' },
      },
    ]);
  });
});

describe('the account deletion page', () => {
  it('mails a code, asks once more, deletes the account and forgets the stored session', async () => {
    localStorage.setItem('auth._token.local', 'Bearer some.access.token');
    const calls = mockApi({ status: 200, body: { success: true } }, { status: 200, body: { success: true } });
    renderPage('/auth/delete-account', '/auth/delete-account', <DeleteAccountPage />);
    type('Email', 'anna@example.com');
    submit('Send code');
    expect(await screen.findByText(/We sent a code to anna@example.com/)).toBeTruthy();

    type('Code', '654 321');
    submit('Delete account');
    expect(await screen.findByRole('dialog', { name: 'Delete your account for good?' })).toBeTruthy();
    expect(calls).toHaveLength(1);
    submit('Delete');

    expect(await screen.findByText('Your account is deleted.')).toBeTruthy();
    expect(calls).toEqual([
      { url: '/api/users-app-delete', method: 'POST', body: { email: 'anna@example.com' } },
      { url: '/api/users-app-delete/654321', method: 'PATCH', body: { email: 'anna@example.com' } },
    ]);
    expect(localStorage.getItem('auth._token.local')).toBeNull();
  });

  it('sends nothing when the deletion is cancelled', async () => {
    const calls = mockApi({ status: 200, body: { success: true } });
    renderPage('/auth/delete-account', '/auth/delete-account', <DeleteAccountPage />);
    type('Email', 'anna@example.com');
    submit('Send code');
    await screen.findByText(/We sent a code to anna@example.com/);
    type('Code', '123456');
    submit('Delete account');
    submit('Cancel');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(1);
  });
});
