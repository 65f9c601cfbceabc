import { apiRequest } from '../api/apiClient';

/** `GET /userdata` as the console reads it. */
export interface Userdata {
  id_users: number;
  email: string;
  firstname: string | null;
  lastname: string | null;
  avatar: string | null;
  lastLogin: string | null;
  /** The sign-in before the current one; null on the first. */
  previousLogin: string | null;
  vc_card: { id_vc_card: number; name: string; agencyId: number | null } | null;
  permissions: Permissions;
}

export interface Permissions {
  admin: boolean;
  role: string | null;
  access: Record<string, boolean>;
}

let pending: Promise<Userdata> | undefined;

/** The signed-in user, fetched once per sign-in and shared by every caller. */
export function loadUserdata(): Promise<Userdata> {
  pending ??= apiRequest<Userdata>('/userdata').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

export function forgetUserdata() {
  pending = undefined;
}
