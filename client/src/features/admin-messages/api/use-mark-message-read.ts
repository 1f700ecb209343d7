import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';
import { acceptedPayload, errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

export const MarkContactMessageReadMutation = graphql(`
  mutation MarkContactMessageRead($id: ID!, $read: Boolean!) {
    markContactMessageRead(id: $id, read: $read) {
      contactMessage {
        id
        read
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/**
 * Marks a message read or unread. The answer updates the message in the cache; the list's unread
 * count and the Unread filter are refetched, since they depend on every message.
 */
export function useMarkMessageRead() {
  const [mutate] = useMutation(MarkContactMessageReadMutation);
  return async (id: string, read: boolean) => {
    try {
      const { data } = await mutate({
        variables: { id, read },
        refetchQueries: ['AdminContactMessages'],
      });
      acceptedPayload(data?.markContactMessageRead);
    } catch (error) {
      notify.error(errorMessage(error), { title: 'Message not updated' });
    }
  };
}
