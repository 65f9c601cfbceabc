import { apiRequest } from '../api/apiClient';

// The account calls of docs/accounts.md, one function each.

interface Done {
  success: true;
}

interface DoneFor extends Done {
  /** The account's address; masked (`m***@example.com`) after a booking-number registration. */
  email: string;
}

interface EmailBody {
  email: string;
}

export interface NewPassword {
  password: string;
  password_confirmation: string;
}

export interface Registration extends NewPassword, EmailBody {
  firstname: string;
  lastname: string;
  language?: string;
}

export interface ProcessRegistration extends NewPassword {
  processNumber: string;
}

/** Typed codes may come pasted with the spaces a mail client puts in; link codes have none. */
const inPath = (code: string) => encodeURIComponent(code.replace(/\s+/g, ''));

export const register = (body: Registration) => apiRequest<DoneFor>('/registration', { method: 'POST', body });

export const registerWithProcess = (body: ProcessRegistration) =>
  apiRequest<DoneFor>('/registration-process', { method: 'POST', body });

export const restartRegistration = (body: EmailBody) =>
  apiRequest<Done>('/restart-registration', { method: 'POST', body });

/** Activates a registration with the typed code from the mail. */
export const activateRegistration = (code: string, body: EmailBody) =>
  apiRequest<DoneFor>(`/registration/${inPath(code)}`, { method: 'PATCH', body });

/** Activates an account staff created, with the link code from its mail and the chosen password. */
export const setInitialPassword = (code: string, body: NewPassword) =>
  apiRequest<DoneFor>(`/registration/${inPath(code)}`, { method: 'PATCH', body });

export const requestPasswordReset = (body: EmailBody) => apiRequest<Done>('/password-reset', { method: 'POST', body });

export const resetPassword = (code: string, body: NewPassword) =>
  apiRequest<DoneFor>(`/password-reset/${inPath(code)}`, { method: 'PATCH', body });

export const disableAccount = (code: string) => apiRequest<Done>(`/users-disable/${inPath(code)}`, { method: 'PATCH' });

export const requestAccountDeletion = (body: EmailBody) =>
  apiRequest<Done>('/users-app-delete', { method: 'POST', body });

export const deleteAccount = (code: string, body: EmailBody) =>
  apiRequest<Done>(`/users-app-delete/${inPath(code)}`, { method: 'PATCH', body });
