import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { MAX_SAVED_ADDRESSES, normaliseSavedAddress, SAVED_ADDRESS_FIELDS, sameSavedAddress } from '@common/saved-address';
import { Checkbox, NativeSelect } from '@mantine/core';
import { getFragmentData, graphql } from '@/gql';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { SavedAddressFields, useSaveAddress, type AddressInput } from '../api/my-account';

const CheckoutAddressesQuery = graphql(`
  query CheckoutAddresses {
    me {
      id
      email
      name
      role
      addresses {
        ...SavedAddressFields
      }
    }
  }
`);

/**
 * Checkout's part of a signed-in shopper's address book: pick a saved address to fill the
 * shipping form, and keep the one typed for next time. Undefined for visitors and admins, whose
 * checkout stays the guest's.
 */
export function useCheckoutAddressBook(signedInShopper: boolean) {
  const { data } = useQuery(CheckoutAddressesQuery, { skip: !signedInShopper, fetchPolicy: 'cache-and-network' });
  const { save } = useSaveAddress();
  const [keep, setKeep] = useState(false);
  const me = data?.me;
  if (!signedInShopper || !me || me.role !== 'USER') return undefined;
  const saved = getFragmentData(SavedAddressFields, me.addresses);
  const [first] = saved;
  // The account's e-mail always; its first saved address (the one kept longest) when there is
  // one, otherwise the name it signed up with.
  const prefill: Partial<AddressInput & { email: string }> = first
    ? { ...Object.fromEntries(SAVED_ADDRESS_FIELDS.map((field) => [field, first[field]])), email: me.email }
    : { ...splitName(me.name), email: me.email };

  return {
    prefill,
    above: (fill: (details: Partial<AddressInput & { email: string }>) => void) =>
      saved.length > 0 && (
        <NativeSelect
          label="Use a saved address"
          size="md"
          defaultValue=""
          data={[
            { value: '', label: 'Choose one of your addresses' },
            ...saved.map((address) => ({
              value: address.id,
              label: `${address.firstName} ${address.lastName}, ${address.address}, ${address.city}`,
            })),
          ]}
          onChange={(event) => {
            const chosen = saved.find((address) => address.id === event.currentTarget.value);
            if (!chosen) return;
            const { id: _id, ...fields } = chosen;
            fill({ ...Object.fromEntries(SAVED_ADDRESS_FIELDS.map((field) => [field, fields[field]])), email: me.email });
          }}
        />
      ),
    below: saved.length < MAX_SAVED_ADDRESSES && (
      <Checkbox label="Save this address to my account" checked={keep} onChange={(event) => setKeep(event.currentTarget.checked)} />
    ),
    onAccepted: (details: AddressInput) => {
      if (!keep) return;
      const typed = normaliseSavedAddress(details);
      if (saved.some((address) => sameSavedAddress(address, typed))) return;
      save(typed).then(
        () => notify.success('Address saved to your account'),
        (error: unknown) => notify.error(errorMessage(error, 'We could not save this address to your account.')),
      );
    },
  };
}

/** A name as typed at sign-up, as the form's first and last name: the last word is the last name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1] };
}
