import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useHydrated, useStoredValue } from '@/lib/hydration-safe';
import { writeStoredString } from '@/lib/storage';
import { MeQuery } from './api/me';
import { useLogin } from './api/use-login';
import { useForgetSession, useLogoutMutation } from './api/use-logout';
import { readRoleHint, ROLE_STORAGE_KEY, roleHintOf } from './role-hint';

export interface AuthUser {
  id: string;
  email: string;
  role: 'USER' | 'ADMIN';
}

export interface Auth {
  /** The signed-in user according to the server, or null. */
  user: AuthUser | null;
  /** True only once the server's `me` says admin. */
  isAdmin: boolean;
  /** True while `me` is being asked for the first time. */
  loading: boolean;
  /** The stored role: lets the header show the admin menu before `me` answers. Never a permission. */
  roleHint: 'user' | 'admin' | null;
  /** Signs in through the server; toasts the outcome and resolves to true on success. */
  login: (email: string, password: string) => Promise<boolean>;
  loginLoading: boolean;
  logout: () => Promise<void>;
  /** Forgets a session the server has already ended (a deleted account). */
  forgetSession: () => void;
}

/**
 * Session state for the storefront and the admin console. `me` runs once per page load and its
 * answer corrects the stored role hint. Logging out on an /admin page returns to the home page.
 */
export function useAuth(): Auth {
  // Never asked on the server: it renders pages as for a visitor, and its answer would be cached
  // in the page as this shopper's. On a server-rendered page it is asked once hydration is done:
  // an answer arriving mid-hydration would make React finish hydrating in one long, blocking task.
  const hydrated = useHydrated();
  const storedRoleHint = useStoredValue(readRoleHint, null);
  // Asked only in a browser that has signed in: the stored role is written at every login and
  // every answer of `me`, and removed when `me` says nobody is. For a visitor, asking was a request
  // and 150-250 ms of a phone's main thread (4x) on every page, to learn nothing; a login in this
  // page stores the role, and this asks then (the login has put `me` in the cache already).
  const { data, loading, error } = useQuery(MeQuery, { fetchPolicy: 'cache-first', ssr: false, skip: !hydrated || !storedRoleHint });
  const [roleHintOverride, setRoleHint] = useState<'user' | 'admin' | null | undefined>(undefined);
  const roleHint = roleHintOverride === undefined ? storedRoleHint : roleHintOverride;
  const { login, loading: loginLoading } = useLogin();
  const { logout: logoutMutation } = useLogoutMutation();
  const forget = useForgetSession();
  const navigate = useNavigate();
  const location = useLocation();

  const user: AuthUser | null = data?.me ?? null;
  const settled = !loading && !error && data !== undefined;

  // Remember the server's answer for the next page load; this render already shows it (below).
  const settledRole = settled ? (user ? roleHintOf(user.role) : null) : undefined;
  useEffect(() => {
    if (settledRole !== undefined) writeStoredString(ROLE_STORAGE_KEY, settledRole);
  }, [settledRole]);

  async function logout() {
    const ok = await logoutMutation();
    if (!ok) return;
    setRoleHint(null);
    if (location.pathname === paths.admin.root.path || location.pathname.startsWith(`${paths.admin.root.path}/`)) {
      void navigate(paths.home.getHref());
    }
  }

  return {
    user,
    isAdmin: user?.role === 'ADMIN',
    loading: loading && data === undefined,
    roleHint: settledRole === undefined ? roleHint : settledRole,
    login,
    loginLoading,
    logout,
    forgetSession: () => {
      forget();
      setRoleHint(null);
    },
  };
}
