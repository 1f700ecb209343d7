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

/** Root fields only an admin can read; their cached answers must not outlive the session. */
const ADMIN_ROOT_FIELDS = ['orders', 'dashboard', 'customers'] as const;

/**
 * Ends the session on the server, then forgets what the session could see: admin lists are
 * evicted from the cache and `me` becomes null (watchers are told, so every header updates).
 * Resolves to true on success.
 */
export function useLogoutMutation() {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(LogoutMutation);

  async function logout(): Promise<boolean> {
    try {
      await mutate();
    } catch {
      notify.error(LOGOUT_MESSAGES.failed);
      return false;
    }
    writeStoredString(ROLE_STORAGE_KEY, null);
    for (const fieldName of ADMIN_ROOT_FIELDS) client.cache.evict({ id: 'ROOT_QUERY', fieldName });
    client.cache.gc();
    client.writeQuery({ query: MeQuery, data: meData(null) });
    notify.success(LOGOUT_MESSAGES.success);
    return true;
  }

  return { logout, loading };
}
