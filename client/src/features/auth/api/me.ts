import { graphql } from '@/gql';
import type { MeQuery as MeQueryData } from '@/gql/graphql';

/** Who is signed in, according to the server's session cookie. */
export const MeQuery = graphql(`
  query Me {
    me {
      id
      email
      role
    }
  }
`);

/** The cache entry for `me`, typed for either shape codegen emits (with or without __typename). */
export function meData(me: { id: string; email: string; role: 'USER' | 'ADMIN' } | null): MeQueryData {
  return { __typename: 'Query', me: me && { __typename: 'User', ...me } } as MeQueryData;
}
