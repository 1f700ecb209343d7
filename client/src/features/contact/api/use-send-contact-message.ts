import { useMutation } from '@apollo/client/react';
import type { ContactDetails } from '@common/contact-form';
import { graphql } from '@/gql';
import { acceptedPayload } from '@/lib/errors';

export const SendContactMessageMutation = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      sent
      ticket
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** Sends the contact form to the shop (stored as a ticket, acknowledged to the sender and the owner told by e-mail); answers the ticket number. */
export function useSendContactMessage() {
  const [mutate, { loading }] = useMutation(SendContactMessageMutation);
  async function send(details: ContactDetails, website: string) {
    const { data } = await mutate({
      variables: { input: { name: details.name.trim(), email: details.email.trim(), message: details.message.trim(), website } },
    });
    return acceptedPayload(data?.sendContactMessage).ticket ?? '';
  }
  return { send, sending: loading };
}
