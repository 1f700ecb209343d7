import type { FormEvent } from 'react';
import { Button, Grid, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import {
  DEFAULT_SHIPPING_COUNTRIES,
  validateShipping,
  type ShippingDetails,
  type ShippingErrors,
  type ShippingField,
} from '@common/shipping-form';
import { useFormFields } from '@/lib/use-form-fields';

export const FIELD_LABELS: Record<ShippingField, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  city: 'City',
  state: 'State',
  postalCode: 'Postal Code',
  country: 'Country',
};

const FIELDS = Object.keys(FIELD_LABELS) as ShippingField[];

const AUTOCOMPLETE: Record<ShippingField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  phone: 'tel',
  address: 'street-address',
  city: 'address-level2',
  state: 'address-level1',
  postalCode: 'postal-code',
  country: 'country-name',
};

export interface ShippingFormProps {
  initialValues: ShippingDetails;
  onSubmit: (details: ShippingDetails) => void;
  /** Told when the form refuses to continue, e.g. for a toast. */
  onInvalid?: (errors: ShippingErrors) => void;
  /** The countries the shop ships to (the server's SHIPPING_COUNTRIES); India only by default. */
  countries?: readonly string[];
}

/**
 * The nine shipping fields with the shared rules and messages (common/shipping-form.ts). An
 * error clears as soon as that field is edited; on a refused submit the first bad field gets focus.
 */
export function ShippingForm({ initialValues, onSubmit, onInvalid, countries = DEFAULT_SHIPPING_COUNTRIES }: ShippingFormProps) {
  const { values, bind, accept, formRef } = useFormFields<ShippingField>(
    () => (countries.includes(initialValues.country) ? initialValues : { ...initialValues, country: countries[0] }),
    FIELDS,
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateShipping(values, { countries });
    if (accept(found)) onSubmit(values);
    else onInvalid?.(found);
  }

  const input = (field: ShippingField, extra: { type?: string; inputMode?: 'numeric' | 'tel' | 'email' | 'text' } = {}) => (
    <TextInput
      {...bind(field)}
      id={`shipping-${field}`}
      label={FIELD_LABELS[field]}
      required
      autoComplete={AUTOCOMPLETE[field]}
      type={extra.type ?? 'text'}
      inputMode={extra.inputMode}
      size="md"
    />
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="shipping-title">
      <Stack gap="lg">
        <Title order={2} id="shipping-title" fz="xl">
          Shipping Information
        </Title>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>{input('firstName')}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{input('lastName')}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{input('email', { type: 'email', inputMode: 'email' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{input('phone', { type: 'tel', inputMode: 'tel' })}</Grid.Col>
          <Grid.Col span={12}>{input('address')}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{input('city')}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{input('state')}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{input('postalCode', { inputMode: 'numeric' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <NativeSelect
              {...bind('country')}
              id="shipping-country"
              label={FIELD_LABELS.country}
              required
              autoComplete={AUTOCOMPLETE.country}
              data={[...countries]}
              size="md"
            />
          </Grid.Col>
        </Grid>
        <Button
          type="submit"
          size="md"
          radius="xl"
          rightSection={<IconArrowRight size={18} aria-hidden />}
          style={{ alignSelf: 'flex-end' }}
        >
          Continue to Payment
        </Button>
      </Stack>
    </form>
  );
}
