import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { validateGstin } from '@common/gstin';
import { INDIAN_STATES } from '@common/shipping-form';
import { invoicePrefixProblem } from '@common/tax-document-number';
import { LoadError, TableSkeleton } from '@/components/admin/query-states';
import { graphql } from '@/gql';
import { acceptedPayload, errorMessage, MutationRefusedError } from '@/lib/errors';
import { notify } from '@/lib/notify';

export const ShopDetailsSettingsQuery = graphql(`
  query AdminShopDetailsSettings {
    shopSettings {
      contactNotificationEmail
      shopName
      legalName
      address
      state
      gstin
      phone
      email
      invoicePrefix
      grievanceOfficerName
      grievanceOfficerDesignation
      grievanceOfficerEmail
      grievanceOfficerPhone
    }
  }
`);

const UpdateShopDetailsMutation = graphql(`
  mutation UpdateShopDetails($input: ShopSettingsInput!) {
    updateShopSettings(input: $input) {
      settings {
        contactNotificationEmail
        shopName
        legalName
        address
        state
        gstin
        phone
        email
        invoicePrefix
        grievanceOfficerName
        grievanceOfficerDesignation
        grievanceOfficerEmail
        grievanceOfficerPhone
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

const FIELDS = [
  'shopName',
  'legalName',
  'address',
  'state',
  'gstin',
  'phone',
  'email',
  'invoicePrefix',
  'grievanceOfficerName',
  'grievanceOfficerDesignation',
  'grievanceOfficerEmail',
  'grievanceOfficerPhone',
] as const;
type Field = (typeof FIELDS)[number];
type Details = Record<Field, string>;

/** What the form can tell before asking the server; the server checks everything again (and that the GSTIN is of the state). */
function problemsOf(details: Details): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  for (const field of FIELDS) if (!details[field].trim()) problems[field] = 'This field is required';
  const gstinProblem = details.gstin.trim() ? validateGstin(details.gstin) : null;
  if (gstinProblem) problems.gstin = 'Enter a valid 15-character GSTIN';
  const prefixProblem = details.invoicePrefix.trim() ? invoicePrefixProblem(details.invoicePrefix.trim()) : null;
  if (prefixProblem) problems.invoicePrefix = prefixProblem;
  return problems;
}

/**
 * The shop's details as its GST invoices print them: the registered legal name, address, state and
 * GSTIN, and the prefix of invoice and credit note numbers. A change applies to documents issued
 * from then on; those already issued keep what they were issued with.
 */
export function ShopDetailsSection() {
  const { data, error, refetch } = useQuery(ShopDetailsSettingsQuery);
  const settings = data?.shopSettings;
  if (error && !settings) return <LoadError error={error} onRetry={() => void refetch()} what="the shop's details" />;
  if (!settings) return <TableSkeleton rows={2} label="Loading the shop's details" />;
  const { contactNotificationEmail, ...details } = settings;
  return <ShopDetailsForm key={JSON.stringify(details)} initial={details} contactNotificationEmail={contactNotificationEmail} />;
}

function ShopDetailsForm({ initial, contactNotificationEmail }: { initial: Details; contactNotificationEmail: string }) {
  const [values, setValues] = useState<Details>(() => Object.fromEntries(FIELDS.map((field) => [field, initial[field]])) as Details);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [update, { loading }] = useMutation(UpdateShopDetailsMutation);
  const changed = FIELDS.some((field) => values[field] !== initial[field]);

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = problemsOf(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      const { data } = await update({ variables: { input: { contactNotificationEmail, ...values } } });
      acceptedPayload(data?.updateShopSettings);
      notify.success('The storefront shows them now; new invoices will carry them.', { title: 'Shop details saved' });
    } catch (caught) {
      const field = caught instanceof MutationRefusedError ? caught.userErrors[0].field?.at(-1) : undefined;
      if (field && (FIELDS as readonly string[]).includes(field)) setErrors({ [field]: errorMessage(caught) });
      else notify.error(errorMessage(caught), { title: 'Not saved' });
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Shop details">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput {...bind('shopName')} label="Shop name" description="As shoppers know it" required />
          <TextInput {...bind('legalName')} label="Legal name" description="As on the GST registration" required />
          <Textarea {...bind('address')} label="Registered address" autosize minRows={3} required />
          <Stack gap="sm">
            <Select
              label="State"
              description="Of the GST registration"
              required
              searchable
              data={INDIAN_STATES}
              value={values.state || null}
              error={errors.state}
              onChange={(state) => bind('state').onChange({ currentTarget: { value: state ?? '' } })}
              comboboxProps={{ withinPortal: false }}
            />
            <TextInput
              {...bind('gstin')}
              label="GSTIN"
              description="15 characters; its first two digits are the state's code"
              required
              autoCapitalize="characters"
              spellCheck={false}
            />
          </Stack>
          <TextInput {...bind('phone')} label="Phone" type="tel" required />
          <TextInput {...bind('email')} label="Email" type="email" required />
          <TextInput
            {...bind('invoicePrefix')}
            label="Invoice number prefix"
            description="1 to 4 letters or digits, e.g. HR gives HR/2627/00001"
            required
            maw={220}
          />
          <TextInput
            {...bind('grievanceOfficerName')}
            label="Grievance officer"
            description="Named on the contact page and in the footer, as the e-commerce rules require"
            required
          />
          <TextInput {...bind('grievanceOfficerDesignation')} label="Grievance officer's designation" required />
          <TextInput {...bind('grievanceOfficerEmail')} label="Grievance officer's email" type="email" required />
          <TextInput {...bind('grievanceOfficerPhone')} label="Grievance officer's phone" type="tel" required />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={loading} disabled={!changed}>
            Save details
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          Invoices already issued keep the details they were issued with.
        </Text>
      </Stack>
    </form>
  );
}
