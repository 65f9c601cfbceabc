import type { AuthProvider } from '@refinedev/core';
import { ApiError, apiRequest } from '../api/apiClient';
import { AUTH_STRATEGY, clearTokens, readAccessToken, storeTokens } from './tokenStorage';
import { forgetUserdata, loadUserdata, type Userdata } from './userdata';
import { safeReturnPath } from './safeReturnPath';

export const LOGIN_PATH = '/auth/login';
export const LOGOUT_PATH = '/auth/logout';

export interface LoginParams {
  email: string;
  password: string;
  /** The page asked for before sign-in (the `to` query parameter). */
  to?: string | null;
}

function signOutLocally() {
  clearTokens();
  forgetUserdata();
}

export const authProvider: AuthProvider = {
  async login({ email, password, to }: LoginParams) {
    try {
      const tokens = await apiRequest<{ accessToken: string; refreshToken: string; user: Userdata }>(
        '/authentication',
        { method: 'POST', body: { strategy: AUTH_STRATEGY, email, password } },
      );
      signOutLocally();
      storeTokens(tokens);
      return { success: true, redirectTo: safeReturnPath(to) ?? '/' };
    } catch (error) {
      return { success: false, error: error instanceof Error ? error : new Error(String(error)) };
    }
  },

  async logout() {
    signOutLocally();
    return { success: true, redirectTo: LOGOUT_PATH };
  },

  async check() {
    if (!readAccessToken()) return { authenticated: false, redirectTo: LOGIN_PATH };
    try {
      await loadUserdata();
      return { authenticated: true };
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 401) {
        signOutLocally();
        return { authenticated: false, logout: true, redirectTo: LOGIN_PATH };
      }
      return { authenticated: false, error: error instanceof Error ? error : undefined, redirectTo: LOGIN_PATH };
    }
  },

  async onError(error: unknown) {
    if (error instanceof ApiError && error.statusCode === 401) {
      signOutLocally();
      return { logout: true, redirectTo: LOGIN_PATH };
    }
    return {};
  },

  async getIdentity() {
    return readAccessToken() ? loadUserdata() : null;
  },

  async getPermissions() {
    return readAccessToken() ? (await loadUserdata()).permissions : null;
  },
};
