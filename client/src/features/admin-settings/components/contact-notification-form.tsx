import { useMutation } from '@apollo/client/react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { graphql } from '@/gql';
import { acceptedPayload, errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

export const ShopSettingsQuery = graphql(`
  query AdminShopSettings {
    shopSettings {
      contactNotificationEmail
      contactNotificationEmailSet
    }
  }
`);

const UpdateShopSettingsMutation = graphql(`
  mutation UpdateShopSettings($input: ShopSettingsInput!) {
    updateShopSettings(input: $input) {
      settings {
        contactNotificationEmail
        contactNotificationEmailSet
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/**
 * Where the owner is told of a new contact-form message. Keyed by the stored address, so it starts
 * from what the server holds; the server checks the address and says why it refuses one. While
 * none is chosen the field is empty and its hint names the address used meanwhile, so field and
 * hint never disagree.
 */
export function ContactNotificationForm({ address, isDefault }: { address: string; isDefault: boolean }) {
  const [value, setValue] = useState(isDefault ? '' : address);
  const [error, setError] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UpdateShopSettingsMutation);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    try {
      const { data } = await update({ variables: { input: { contactNotificationEmail: value } }, refetchQueries: [ShopSettingsQuery] });
      acceptedPayload(data?.updateShopSettings);
      notify.success('Contact messages will be sent to this address.', { title: 'Settings saved' });
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Notification email"
          description={
            isDefault
              ? `Not chosen yet: notices go to the admin account’s address, ${address}.`
              : 'New messages from the contact form are announced to this address.'
          }
          type="email"
          autoComplete="email"
          required
          placeholder={isDefault ? address : undefined}
          value={value}
          error={error}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
          }}
          maw={420}
        />
        <Group>
          <Button type="submit" loading={loading} disabled={value.trim() === '' || (value.trim() === address && !isDefault)}>
            Save
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          Stored on the server, so every shop process uses it at once.
        </Text>
      </Stack>
    </form>
  );
}
