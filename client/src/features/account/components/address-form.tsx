import '@mantine/core/styles/Alert.layer.css';
import { type FormEvent, useState } from 'react';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { normaliseSavedAddress, SAVED_ADDRESS_FIELDS, validateSavedAddress, type SavedAddressField } from '@common/saved-address';
import { DEFAULT_SHIPPING_COUNTRIES, INDIAN_STATES, postalCodeLabel, SHIPPING_FIELD_MAX_LENGTH } from '@common/shipping-form';
import { errorMessage } from '@/lib/errors';
import { useFormFields } from '@/lib/use-form-fields';
import type { AddressInput } from '../api/my-account';

type Field = SavedAddressField;

export const EMPTY_ADDRESS: AddressInput = {
  firstName: '',
  lastName: '',
  phone: '',
  address: '',
  addressLine2: '',
  city: '',
  state: '',
  postalCode: '',
  country: DEFAULT_SHIPPING_COUNTRIES[0],
};

/** A saved address's fields, checked by the checkout form's rules (common/shipping-form.ts) before the server checks them again. */
export function AddressForm({
  initial,
  onSave,
  onCancel,
  saving,
}: {
  initial: AddressInput;
  onSave: (address: AddressInput) => Promise<void>;
  onCancel: () => void;
  saving: boolean;
}) {
  const { values, bind, accept, formRef } = useFormFields<Field>(initial, SAVED_ADDRESS_FIELDS);
  const [problem, setProblem] = useState<string | null>(null);
  const india = values.country === 'India';
  const text = (field: Field, label: string, extra: Record<string, string> = {}) => (
    <TextInput {...bind(field)} label={label} maxLength={SHIPPING_FIELD_MAX_LENGTH} required={field !== 'addressLine2'} {...extra} />
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    if (!accept(validateSavedAddress(values, { countries: DEFAULT_SHIPPING_COUNTRIES }))) return;
    try {
      await onSave(normaliseSavedAddress(values));
    } catch (error) {
      setProblem(errorMessage(error, 'We could not save this address just now. Please try again.'));
    }
  }

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {text('firstName', 'First Name', { autoComplete: 'given-name' })}
          {text('lastName', 'Last Name', { autoComplete: 'family-name' })}
        </SimpleGrid>
        {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
        {text('address', 'Address', { autoComplete: 'address-line1', description: 'House or flat number, building, street' })}
        {text('addressLine2', 'Address line 2', { autoComplete: 'address-line2', description: 'Area, landmark (optional)' })}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {text('city', 'City', { autoComplete: 'address-level2' })}
          {india ? (
            <NativeSelect {...bind('state')} label="State" required data={['', ...INDIAN_STATES]} autoComplete="address-level1" />
          ) : (
            text('state', 'State, county or region', { autoComplete: 'address-level1' })
          )}
          {text('postalCode', postalCodeLabel(values.country), { inputMode: 'numeric', autoComplete: 'postal-code' })}
          <NativeSelect {...bind('country')} label="Country" required data={[...DEFAULT_SHIPPING_COUNTRIES]} autoComplete="country-name" />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save address
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
