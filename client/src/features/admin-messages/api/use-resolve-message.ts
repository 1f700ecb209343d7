import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';
import { acceptedPayload, errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

export const ResolveContactMessageMutation = graphql(`
  mutation ResolveContactMessage($id: ID!, $resolved: Boolean!) {
    resolveContactMessage(id: $id, resolved: $resolved) {
      contactMessage {
        id
        read
        resolvedAt
        ticketStatus
        ageText
        acknowledgementText
        resolutionText
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** Marks a complaint ticket resolved or open again; the answer updates it in the cache, the list's counts are refetched. */
export function useResolveMessage() {
  const [mutate] = useMutation(ResolveContactMessageMutation);
  return async (id: string, resolved: boolean) => {
    try {
      const { data } = await mutate({ variables: { id, resolved }, refetchQueries: ['AdminContactMessages'] });
      acceptedPayload(data?.resolveContactMessage);
    } catch (error) {
      notify.error(errorMessage(error), { title: 'Ticket not updated' });
    }
  };
}
