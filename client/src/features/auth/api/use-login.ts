import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';
import { acceptedPayload, errorMessage, hasServerMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { writeStoredString } from '@/lib/storage';
import { ROLE_STORAGE_KEY, roleHintOf } from '../role-hint';
import { meData, MeQuery } from './me';

export const LoginMutation = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      user {
        id
        email
        role
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const LOGIN_MESSAGES = {
  success: 'Login successful!',
  failed: 'Login failed',
  unexpected: 'An error occurred while logging in',
} as const;

/**
 * Signs in through the server (no client-side credential pairs). On success the
 * session cookie is set by the server, `me` is written into the cache and the role hint stored.
 * Resolves to true on success; failures are toasted here.
 */
export function useLogin() {
  const [mutate, { loading }] = useMutation(LoginMutation, {
    update(cache, { data }) {
      if (data?.login.user) cache.writeQuery({ query: MeQuery, data: meData(data.login.user) });
    },
  });

  async function login(email: string, password: string): Promise<boolean> {
    try {
      const { data } = await mutate({ variables: { email, password } });
      const user = data?.login ? acceptedPayload(data.login).user : null;
      if (!user) {
        notify.error(LOGIN_MESSAGES.failed);
        return false;
      }
      writeStoredString(ROLE_STORAGE_KEY, roleHintOf(user.role));
      notify.success(LOGIN_MESSAGES.success);
      return true;
    } catch (error) {
      notify.error(hasServerMessage(error) ? errorMessage(error, LOGIN_MESSAGES.failed) : errorMessage(error, LOGIN_MESSAGES.unexpected));
      return false;
    }
  }

  return { login, loading };
}
