import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';
import { notify } from '@/lib/notify';
import { writeStoredString } from '@/lib/storage';
import { ROLE_STORAGE_KEY } from '../role-hint';
import { meData, MeQuery } from './me';

export const LogoutMutation = graphql(`
  mutation Logout {
    logout {
      signedOut
    }
  }
`);

export const LOGOUT_MESSAGES = {
  success: 'Logged out successfully!',
  failed: 'Logout failed',
} as const;

/** Root fields only a signed-in account can read; their cached answers must not outlive the session. */
const ADMIN_ROOT_FIELDS = ['orders', 'dashboard', 'customers', 'reviews'] as const;

/**
 * Forgets what a session that the server has ended could see: admin lists are evicted from the
 * cache and `me` becomes null (watchers are told, so every header updates).
 */
export function useForgetSession() {
  const client = useApolloClient();
  return () => {
    writeStoredString(ROLE_STORAGE_KEY, null);
    for (const fieldName of ADMIN_ROOT_FIELDS) client.cache.evict({ id: 'ROOT_QUERY', fieldName });
    client.cache.gc();
    client.writeQuery({ query: MeQuery, data: meData(null) });
  };
}

/** Ends the session on the server, then forgets it here (useForgetSession). Resolves to true on success. */
export function useLogoutMutation() {
  const forget = useForgetSession();
  const [mutate, { loading }] = useMutation(LogoutMutation);

  async function logout(): Promise<boolean> {
    try {
      await mutate();
    } catch {
      notify.error(LOGOUT_MESSAGES.failed);
      return false;
    }
    forget();
    notify.success(LOGOUT_MESSAGES.success);
    return true;
  }

  return { logout, loading };
}
