import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';
import { acceptedPayload } from '@/lib/errors';

export const SignUpMutation = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      accepted
      errors {
        ...UserErrorFields
      }
    }
  }
`);

const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      accepted
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const ConfirmEmailMutation = graphql(`
  mutation ConfirmEmail($token: String!, $password: String!) {
    confirmEmail(token: $token, password: $password) {
      email
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($token: String!, $newPassword: String!) {
    resetPassword(token: $token, newPassword: $newPassword) {
      changed
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** Opens an account; the server answers the same whether or not the address had one. Throws the refusal. */
export function useSignUp() {
  const [mutate, { loading }] = useMutation(SignUpMutation);
  return {
    signUp: async (input: { name: string; email: string; password: string; marketingConsent: boolean }) => {
      const { data } = await mutate({ variables: { input } });
      acceptedPayload(data?.signUp);
    },
    loading,
  };
}

/** Asks for a reset link; the answer never tells whether the address has an account. */
export function useRequestPasswordReset() {
  const [mutate, { loading }] = useMutation(RequestPasswordResetMutation);
  return {
    request: async (email: string) => {
      const { data } = await mutate({ variables: { email } });
      acceptedPayload(data?.requestPasswordReset);
    },
    loading,
  };
}

/** Sets a new password with the token from the e-mailed link; throws when the link is used or expired. */
export function useResetPassword() {
  const [mutate, { loading }] = useMutation(ResetPasswordMutation);
  return {
    reset: async (token: string, newPassword: string) => {
      const { data } = await mutate({ variables: { token, newPassword } });
      acceptedPayload(data?.resetPassword);
    },
    loading,
  };
}
