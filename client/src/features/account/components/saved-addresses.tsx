import { useState } from 'react';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { getFragmentData, type FragmentType } from '@/gql';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { type AddressInput, SavedAddressFields, useDeleteAddress, useSaveAddress } from '../api/my-account';
import { AddressForm, EMPTY_ADDRESS } from './address-form';

/** The most a shopper may keep (server/src/accounts/address-book.service.ts refuses more). */
const MAX_ADDRESSES = 10;

/** The delivery addresses a shopper keeps for checkout: add, change, delete. */
export function SavedAddresses({ addresses: refs }: { addresses: ReadonlyArray<FragmentType<typeof SavedAddressFields>> }) {
  const addresses = getFragmentData(SavedAddressFields, refs);
  // 'new' for the add form, an id for the address being changed.
  const [editing, setEditing] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState<string | null>(null);
  const { save, loading: saving } = useSaveAddress();
  const { remove, loading: removing } = useDeleteAddress();

  async function saveAddress(input: AddressInput, id?: string) {
    await save(input, id);
    setEditing(null);
    notify.success(id ? 'Address updated' : 'Address saved');
  }

  async function removeAddress(id: string) {
    try {
      await remove(id);
      setConfirmingDelete(null);
      notify.success('Address deleted');
    } catch (error) {
      notify.error(errorMessage(error, 'We could not delete this address just now.'));
    }
  }

  return (
    <Stack gap="sm">
      {addresses.length === 0 && editing !== 'new' && <Text c="dimmed">No saved addresses yet. Save one here or at checkout.</Text>}
      {addresses.map((address) => {
        const { id, ...fields } = address;
        if (editing === id) {
          return (
            <Card key={id} withBorder radius="md" padding="md">
              <AddressForm initial={fields} saving={saving} onCancel={() => setEditing(null)} onSave={(input) => saveAddress(input, id)} />
            </Card>
          );
        }
        const name = `${address.firstName} ${address.lastName}`;
        return (
          <Card key={id} withBorder radius="md" padding="md" data-testid="saved-address">
            <Text fw={600}>{name}</Text>
            <Text size="sm">{[address.address, address.addressLine2].filter(Boolean).join(', ')}</Text>
            <Text size="sm">
              {address.city}, {address.state} {address.postalCode}, {address.country}
            </Text>
            <Text size="sm" c="dimmed">
              {address.phone}
            </Text>
            {confirmingDelete === id ? (
              <Group gap="xs" mt="sm">
                <Text size="sm">Delete this address?</Text>
                <Button size="xs" color="red" loading={removing} onClick={() => void removeAddress(id)}>
                  Yes, delete
                </Button>
                <Button size="xs" variant="default" onClick={() => setConfirmingDelete(null)}>
                  Keep it
                </Button>
              </Group>
            ) : (
              <Group gap="xs" mt="sm">
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setEditing(id)}
                  aria-label={`Edit the address of ${name}, ${address.city}`}
                >
                  Edit
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => setConfirmingDelete(id)}
                  aria-label={`Delete the address of ${name}, ${address.city}`}
                >
                  Delete
                </Button>
              </Group>
            )}
          </Card>
        );
      })}
      {editing === 'new' ? (
        <Card withBorder radius="md" padding="md">
          <AddressForm initial={EMPTY_ADDRESS} saving={saving} onCancel={() => setEditing(null)} onSave={(input) => saveAddress(input)} />
        </Card>
      ) : (
        addresses.length < MAX_ADDRESSES && (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing('new')}
            style={{ alignSelf: 'flex-start' }}
          >
            Add an address
          </Button>
        )
      )}
    </Stack>
  );
}
