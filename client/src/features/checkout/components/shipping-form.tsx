import { Suspense, type FormEvent, type ReactNode } from 'react';
import { Button, Grid, NativeSelect, Skeleton, Stack, TextInput, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import {
  DEFAULT_SHIPPING_COUNTRIES,
  indianState,
  OPTIONAL_SHIPPING_FIELDS,
  postalCodeLabel,
  validateShipping,
  type ShippingErrors,
  type ShippingField,
} from '@common/shipping-form';
import { validateGstin } from '@common/gstin';
import { deferredComponent } from '@/lib/deferred-hydration';
import { useHydrated } from '@/lib/hydration-safe';
import { useFormFields } from '@/lib/use-form-fields';
import type { CheckoutDetails } from '../checkout-storage';

export const FIELD_LABELS: Record<ShippingField, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  addressLine2: 'Address line 2',
  city: 'City',
  state: 'State',
  postalCode: 'Postal Code',
  country: 'Country',
};

export const GSTIN_LABEL = 'GSTIN (for business purchases)';

type CheckoutField = ShippingField | 'gstin';
const FIELDS: CheckoutField[] = [...(Object.keys(FIELD_LABELS) as ShippingField[]), 'gstin'];

/**
 * The states' list comes with its own code, fetched while the page hydrates: the server renders it
 * in full, and its part of the form hydrates (in a task of its own) once the code is there.
 */
const StateSelect = deferredComponent(() => import('./state-select').then((module) => module.StateSelect));

const AUTOCOMPLETE: Record<ShippingField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  phone: 'tel',
  address: 'address-line1',
  addressLine2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  postalCode: 'postal-code',
  country: 'country-name',
};

/**
 * What a signed-in shopper's address book adds to the form: a choice of saved addresses above the
 * fields (filling them in), something below them (an offer to save the address typed), and a
 * word when the form is accepted.
 */
export interface AddressBookSlot {
  above: (fill: (details: Partial<CheckoutDetails>) => void) => ReactNode;
  below?: ReactNode;
  onAccepted?: (details: CheckoutDetails) => void;
}

export interface ShippingFormProps {
  initialValues: CheckoutDetails;
  onSubmit: (details: CheckoutDetails) => void;
  /** Told when the form refuses to continue, e.g. for a toast. */
  onInvalid?: (errors: ShippingErrors & { gstin?: string }) => void;
  /** The countries the shop ships to (the server's SHIPPING_COUNTRIES); India only by default. */
  countries?: readonly string[];
  addressBook?: AddressBookSlot;
}

/**
 * The shipping fields with the shared rules and messages (common/shipping-form.ts), then the
 * optional GSTIN checked by the rule the server applies (common/gstin.ts: format and check
 * character). An error clears as soon as that field is edited; on a refused submit the first bad
 * field gets focus.
 */
export function ShippingForm({
  initialValues,
  onSubmit,
  onInvalid,
  countries = DEFAULT_SHIPPING_COUNTRIES,
  addressBook,
}: ShippingFormProps) {
  const { values, setValues, bind, accept, formRef } = useFormFields<CheckoutField>(
    () => (countries.includes(initialValues.country) ? initialValues : { ...initialValues, country: countries[0] }),
    FIELDS,
  );

  const india = values.country === 'India';
  const stateField = bind('state');
  const chooseState = (state: string | null) =>
    stateField.onChange({ currentTarget: { value: state ?? '' } } as Parameters<typeof stateField.onChange>[0]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const gstinProblem = validateGstin(values.gstin);
    const found = { ...validateShipping(values, { countries }), ...(gstinProblem ? { gstin: gstinProblem } : {}) };
    if (accept(found)) {
      addressBook?.onAccepted?.(values);
      onSubmit(values);
    } else onInvalid?.(found);
  }

  const input = (
    field: ShippingField,
    extra: { type?: string; inputMode?: 'numeric' | 'tel' | 'email' | 'text'; label?: string; description?: string } = {},
  ) => (
    <TextInput
      {...bind(field)}
      id={`shipping-${field}`}
      label={extra.label ?? FIELD_LABELS[field]}
      description={extra.description}
      required={!OPTIONAL_SHIPPING_FIELDS.includes(field)}
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
        {addressBook?.above((details) => setValues((current) => ({ ...current, ...details })))}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>{input('firstName')}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{input('lastName')}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{input('email', { type: 'email', inputMode: 'email' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            {input('phone', { type: 'tel', inputMode: 'tel', description: india ? '10-digit mobile number, +91 optional' : undefined })}
          </Grid.Col>
          <Grid.Col span={12}>{input('address', { description: 'House or flat number, building, street' })}</Grid.Col>
          <Grid.Col span={12}>{input('addressLine2', { description: 'Area, landmark (optional)' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{input('city')}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            {india ? (
              // Until its code arrives, a page rendered in the browser keeps the field's place.
              <Suspense fallback={<Skeleton height={68} />}>
                <StateSelect
                  label={FIELD_LABELS.state}
                  value={indianState(values.state)}
                  onChange={chooseState}
                  error={stateField.error}
                  autoComplete={AUTOCOMPLETE.state}
                />
              </Suspense>
            ) : (
              input('state', { label: 'State, county or region' })
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            {input('postalCode', { inputMode: 'numeric', label: postalCodeLabel(values.country) })}
          </Grid.Col>
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
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              {...bind('gstin')}
              id="shipping-gstin"
              label={GSTIN_LABEL}
              description="Optional: printed on your tax invoice"
              placeholder="e.g. 33AAAAA0000A1Z5"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              size="md"
            />
          </Grid.Col>
        </Grid>
        {addressBook?.below}
        <ContinueButton />
      </Stack>
    </form>
  );
}

/**
 * Before the page has hydrated the form cannot be sent: it has no address of its own, and a plain
 * GET would put the shopper's details in the URL. What is typed by then is kept (useFormFields).
 * Its own component, so hydration ending re-renders the button, not every field.
 */
function ContinueButton() {
  const hydrated = useHydrated();
  return (
    <Button
      type="submit"
      size="md"
      radius="xl"
      disabled={!hydrated}
      rightSection={<IconArrowRight size={18} aria-hidden />}
      style={{ alignSelf: 'flex-end' }}
    >
      Continue to Payment
    </Button>
  );
}
