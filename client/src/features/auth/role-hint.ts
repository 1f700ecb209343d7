import { readStoredString } from '@/lib/storage';

/**
 * The role is kept in localStorage under `role`, where the older storefront kept it. Here it is only a hint that lets the
 * header show the admin menu before `me` answers; the server decides every admin operation.
 */
export const ROLE_STORAGE_KEY = 'role';

/** The stored value for an API role (USER → user, ADMIN → admin). */
export function roleHintOf(role: 'USER' | 'ADMIN'): 'user' | 'admin' {
  return role === 'ADMIN' ? 'admin' : 'user';
}

export function readRoleHint(): 'user' | 'admin' | null {
  const stored = readStoredString(ROLE_STORAGE_KEY);
  return stored === 'admin' || stored === 'user' ? stored : null;
}
