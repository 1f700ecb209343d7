import { useMutation } from '@apollo/client/react';
import type { ContactDetails } from '@common/contact-form';
import { graphql } from '@/gql';
import { acceptedPayload } from '@/lib/errors';

export const SendContactMessageMutation = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      sent
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** Sends the contact form to the shop (stored, and the owner is told by e-mail). */
export function useSendContactMessage() {
  const [mutate, { loading }] = useMutation(SendContactMessageMutation);
  async function send(details: ContactDetails, website: string) {
    const { data } = await mutate({
      variables: { input: { name: details.name.trim(), email: details.email.trim(), message: details.message.trim(), website } },
    });
    acceptedPayload(data?.sendContactMessage);
  }
  return { send, sending: loading };
}
