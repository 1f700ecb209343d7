import { memo, Suspense, useCallback, useEffect, useMemo, useRef, type FormEvent, type ReactNode } from 'react';
import { Button, Grid, NativeSelect, Skeleton, Stack, TextInput, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import {
  closestIndianStates,
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
import { usePincodeArea, type PincodeLookup } from '../use-pincode-area';

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

export const BUSINESS_NAME_LABEL = 'Business legal name';

type CheckoutField = ShippingField | 'gstin' | 'businessName';
const FIELDS: CheckoutField[] = [...(Object.keys(FIELD_LABELS) as ShippingField[]), 'gstin', 'businessName'];

/**
 * The states' list comes with its own code, fetched while the page hydrates: the server renders it
 * in full, and its part of the form hydrates (in a task of its own) once the code is there.
 */
const StateSelect = deferredComponent(() => import('./state-select').then((module) => module.StateSelect));

/**
 * The form's inputs render again only when their own props change: a keystroke re-renders the
 * form, and with plain inputs every field with it (a dozen Mantine inputs and the state list, most
 * of a keystroke's work on a slow phone). The change handlers from useFormFields are stable, so a
 * field's props change only with its value, its message or its note.
 */
const FieldInput = memo(TextInput);
const FieldSelect = memo(NativeSelect);

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
  /** What the account knows (its e-mail, its address): fills the fields still blank once it arrives. */
  prefill?: Partial<CheckoutDetails>;
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
  const { values, setValues, setField, bind, accept, formRef } = useFormFields<CheckoutField>(() => {
    const initial = { businessName: '', ...initialValues };
    return countries.includes(initial.country) ? initial : { ...initial, country: countries[0] };
  }, FIELDS);

  // The account's details arrive after the form is on screen: they fill it once, and only where
  // nothing was typed, kept from an earlier visit or autofilled meanwhile.
  const prefilled = useRef(false);
  const prefill = addressBook?.prefill;
  useEffect(() => {
    if (!prefill || prefilled.current) return;
    prefilled.current = true;
    setValues((current) => fillBlankFields(current, prefill));
  }, [prefill, setValues]);

  // The states' list hydrates last (its code comes later): a state typed or autofilled into the
  // server's text box before then is on screen but in no state of React's, and the first change
  // to the form (the other fields taken over just above) replaces that box with the list's own,
  // empty. Read it once, while the server's box is still there.
  useEffect(() => {
    const typed = formRef.current?.querySelector<HTMLInputElement>('#shipping-state')?.value ?? '';
    const state = stateNamedBy(typed);
    if (state) setValues((current) => (current.state.trim() ? current : { ...current, state }));
  }, [formRef, setValues]);

  const india = values.country === 'India';
  // A known PIN fills the city and state from India Post's directory, where the shopper has not
  // typed their own (a field still holding what the last PIN filled counts as not typed), and
  // never the field the shopper is in: the answer can land mid-word, and the letters typed after
  // it would follow the directory's name.
  const filled = useRef({ city: '', state: '' });
  const pincode = usePincodeArea(values.postalCode, india, (area) =>
    setValues((current) => {
      if (current.postalCode.trim() !== area.pincode) return current;
      const typingIn = document.activeElement?.id;
      const untouched = (field: 'city' | 'state') =>
        typingIn !== `shipping-${field}` && (!current[field].trim() || current[field] === filled.current[field]);
      const next = {
        ...current,
        city: untouched('city') ? area.city : current.city,
        state: untouched('state') ? area.state : current.state,
      };
      filled.current = { city: next.city === area.city ? area.city : '', state: next.state === area.state ? area.state : '' };
      return next;
    }),
  );
  const stateField = bind('state');
  const chooseState = useCallback((state: string | null) => setField('state', state ?? ''), [setField]);
  const pincodeDescription = useMemo(() => pincodeNote(pincode), [pincode]);
  const countryChoices = useMemo(() => [...countries], [countries]);

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
    extra: { type?: string; inputMode?: 'numeric' | 'tel' | 'email' | 'text'; label?: string; description?: ReactNode } = {},
  ) => (
    <FieldInput
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

  const postalCodeField = (
    <Grid.Col span={{ base: 12, sm: 6 }}>
      {input('postalCode', { inputMode: 'numeric', label: postalCodeLabel(values.country), description: pincodeDescription })}
    </Grid.Col>
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
          {/* In India the PIN comes first: it fills the city and state. */}
          {india && postalCodeField}
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
          {!india && postalCodeField}
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <FieldSelect
              {...bind('country')}
              id="shipping-country"
              label={FIELD_LABELS.country}
              required
              autoComplete={AUTOCOMPLETE.country}
              data={countryChoices}
              size="md"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <FieldInput
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
          {values.gstin.trim() && (
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <FieldInput
                {...bind('businessName')}
                id="shipping-businessName"
                label={BUSINESS_NAME_LABEL}
                description="As registered for GST: the invoice is made out to it"
                autoComplete="organization"
                size="md"
              />
            </Grid.Col>
          )}
        </Grid>
        {addressBook?.below}
        <ContinueButton />
      </Stack>
    </form>
  );
}

/** The state a text names: its name, or a part or a misspelling that points at one state only ("Tamil", "Karnatka"). */
export function stateNamedBy(typed: string): string | null {
  const text = typed.trim();
  if (!text) return null;
  const candidates = closestIndianStates(text);
  return candidates.length === 1 || candidates[0]?.toLowerCase() === text.toLowerCase() ? candidates[0] : null;
}

const ADDRESS_FIELDS = ['firstName', 'lastName', 'phone', 'address', 'addressLine2', 'city', 'state', 'postalCode'] as const;

/**
 * The form with an account's details where it is blank: the e-mail on its own, the address only
 * when none of its fields holds anything (a saved address merged into one half-typed would ship
 * to neither). The country goes with the address.
 */
export function fillBlankFields<T extends CheckoutDetails>(current: T, known: Partial<CheckoutDetails>): T {
  const next = { ...current };
  if (!current.email.trim() && known.email) next.email = known.email;
  if (ADDRESS_FIELDS.every((field) => !current[field].trim())) {
    for (const field of ADDRESS_FIELDS) {
      const value = known[field];
      if (value) next[field] = value;
    }
    if (known.country && known.address) next.country = known.country;
  }
  return next;
}

/** What the directory said of the PIN typed (where it is, or that it has no such code) and the server's delivery line for it. */
function pincodeNote(lookup: PincodeLookup): ReactNode {
  if (lookup.kind === 'found') {
    return (
      <span role="status" data-testid="pincode-note">
        {lookup.area.district}, {lookup.area.state}
        {lookup.delivery && (
          <span data-testid="pincode-delivery" style={lookup.delivery.deliverable ? undefined : { color: 'var(--mantine-color-error)' }}>
            {' · '}
            {lookup.delivery.message}
          </span>
        )}
      </span>
    );
  }
  if (lookup.kind === 'unknown') {
    return (
      <span role="status" data-testid="pincode-note" style={{ color: 'var(--mantine-color-error)' }}>
        India Post has no PIN code {lookup.pincode}: check it, or fill in your city and state
      </span>
    );
  }
  return undefined;
}

/**
 * Before the page has hydrated the form cannot be sent: it has no address of its own, and a plain
 * GET would put the shopper's details in the URL. What is typed by then is kept (useFormFields).
 * Its own component, so hydration ending re-renders the button, not every field.
 */
const ContinueButton = memo(function ContinueButton() {
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
});
