import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { DISCOUNT_KINDS, type DiscountKind } from '@common/discount';
import { inIndia } from '@common/india-time';
import { discountCodeProblem, type DiscountCodeField, type DiscountCodeTerms } from '@common/discount-form';
import { paiseToRupees, rupeesToPaise } from '@common/money';
import { graphql } from '@/gql';
import { acceptedPayload, errorMessage, MutationRefusedError } from '@/lib/errors';
import { notify } from '@/lib/notify';

const CreateDiscountCodeMutation = graphql(`
  mutation CreateDiscountCode($input: DiscountCodeInput!) {
    createDiscountCode(input: $input) {
      discountCode {
        id
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const UpdateDiscountCodeMutation = graphql(`
  mutation UpdateDiscountCode($id: ID!, $input: DiscountCodeInput!) {
    updateDiscountCode(id: $id, input: $input) {
      discountCode {
        id
        active
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

const KIND_LABELS: Record<DiscountKind, string> = {
  PERCENTAGE: 'Percentage off',
  FIXED_AMOUNT: 'Fixed amount off',
  FREE_SHIPPING: 'Free shipping',
};

/** The form's fields as typed: rupees and India's wall-clock time, as the owner thinks of them. */
export interface DiscountCodeDraft {
  code: string;
  kind: DiscountKind;
  percent: number | string;
  amount: number | string;
  minimum: number | string;
  startsAt: string;
  endsAt: string;
  usageLimit: number | string;
  usageLimitPerCustomer: number | string;
  active: boolean;
}

export const EMPTY_DRAFT: DiscountCodeDraft = {
  code: '',
  kind: 'PERCENTAGE',
  percent: 10,
  amount: '',
  minimum: '',
  startsAt: '',
  endsAt: '',
  usageLimit: '',
  usageLimitPerCustomer: '',
  active: true,
};

/** An instant as India's wall-clock time, "2026-12-01T10:00", for the form's date fields. */
export function indiaLocal(at: string | null | undefined): string {
  if (!at) return '';
  return inIndia(at).toISOString().slice(0, 16);
}

const FIELDS: readonly DiscountCodeField[] = [
  'code',
  'kind',
  'percent',
  'amountPaise',
  'minimumSubtotalPaise',
  'startsAt',
  'endsAt',
  'usageLimit',
  'usageLimitPerCustomer',
];

const whole = (value: number | string) => (value === '' ? null : Number(value));
const paise = (value: number | string) => (value === '' ? null : (rupeesToPaise(Number(value)) ?? Number.NaN));

/** The draft as the API takes it: what the server checks with the same rule. */
export function termsOf(draft: DiscountCodeDraft): DiscountCodeTerms {
  return {
    code: draft.code.trim(),
    kind: draft.kind,
    percent: draft.kind === 'PERCENTAGE' ? whole(draft.percent) : null,
    amountPaise: draft.kind === 'FIXED_AMOUNT' ? paise(draft.amount) : null,
    minimumSubtotalPaise: paise(draft.minimum),
    startsAt: draft.startsAt || null,
    endsAt: draft.endsAt || null,
    usageLimit: whole(draft.usageLimit),
    usageLimitPerCustomer: whole(draft.usageLimitPerCustomer),
    active: draft.active,
  };
}

/**
 * Create or edit one code. Checked here by the rule the server checks with
 * (common/discount-form.ts), so a refusal appears on its field before anything is sent; the
 * server's own refusal (a code that exists in another case) lands on its field too.
 */
export function DiscountCodeForm({ id, initial, onSaved }: { id: string | null; initial: DiscountCodeDraft; onSaved: () => void }) {
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<{ field: DiscountCodeField | null; message: string } | null>(null);
  const [create, created] = useMutation(CreateDiscountCodeMutation);
  const [update, updated] = useMutation(UpdateDiscountCodeMutation);
  const loading = created.loading || updated.loading;
  const set = (field: keyof DiscountCodeDraft) => (value: unknown) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblem(null);
  };
  const errorOf = (field: DiscountCodeField) => (problem?.field === field ? problem.message : null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = termsOf(draft);
    const found = discountCodeProblem(input);
    if (found) return setProblem(found);
    try {
      const refetchQueries = ['AdminDiscountCodes'];
      if (id) acceptedPayload((await update({ variables: { id, input }, refetchQueries })).data?.updateDiscountCode);
      else acceptedPayload((await create({ variables: { input }, refetchQueries })).data?.createDiscountCode);
      notify.success(`${input.code.toUpperCase()} is saved.`, { title: 'Discount code saved' });
      onSaved();
    } catch (caught) {
      // A code that exists in another case is CONFLICT without a field: it belongs to the code.
      const refused = caught instanceof MutationRefusedError ? caught.userErrors[0] : null;
      const named = refused?.field?.at(-1) ?? (refused?.code === 'CONFLICT' ? 'code' : null);
      const field = FIELDS.find((candidate) => candidate === named) ?? null;
      setProblem({ field, message: errorMessage(caught) });
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={id ? 'Edit discount code' : 'New discount code'}>
      <Stack gap="sm">
        {problem && !problem.field && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {problem.message}
          </Alert>
        )}
        <TextInput label="Code" required value={draft.code} onChange={(e) => set('code')(e.currentTarget.value)} error={errorOf('code')} />
        <Select
          label="Kind"
          data={DISCOUNT_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
          value={draft.kind}
          onChange={(value) => value && set('kind')(value)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          error={errorOf('kind')}
        />
        {draft.kind === 'PERCENTAGE' && (
          <NumberInput
            label="Percentage off"
            suffix=" %"
            allowDecimal={false}
            value={draft.percent}
            onChange={set('percent')}
            error={errorOf('percent')}
          />
        )}
        {draft.kind === 'FIXED_AMOUNT' && (
          <NumberInput
            label="Amount off (₹)"
            decimalScale={2}
            value={draft.amount}
            onChange={set('amount')}
            error={errorOf('amountPaise')}
          />
        )}
        <NumberInput
          label="Minimum order (₹)"
          decimalScale={2}
          value={draft.minimum}
          onChange={set('minimum')}
          error={errorOf('minimumSubtotalPaise')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Starts (India time)"
            type="datetime-local"
            value={draft.startsAt}
            onChange={(e) => set('startsAt')(e.currentTarget.value)}
            error={errorOf('startsAt')}
          />
          <TextInput
            label="Ends (India time)"
            type="datetime-local"
            value={draft.endsAt}
            onChange={(e) => set('endsAt')(e.currentTarget.value)}
            error={errorOf('endsAt')}
          />
          <NumberInput
            label="Uses in all"
            allowDecimal={false}
            value={draft.usageLimit}
            onChange={set('usageLimit')}
            error={errorOf('usageLimit')}
          />
          <NumberInput
            label="Uses per customer"
            allowDecimal={false}
            value={draft.usageLimitPerCustomer}
            onChange={set('usageLimitPerCustomer')}
            error={errorOf('usageLimitPerCustomer')}
          />
        </SimpleGrid>
        <Switch label="Active" checked={draft.active} onChange={(e) => set('active')(e.currentTarget.checked)} />
        <Group justify="flex-end">
          <Button type="submit" loading={loading}>
            Save code
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The form's draft for a stored code. */
export function draftOf(code: {
  code: string;
  kind: DiscountKind;
  percent?: number | null;
  amountMoney?: { amount: number } | null;
  minimumSubtotalMoney: { amount: number };
  startsAt?: string | null;
  endsAt?: string | null;
  usageLimit?: number | null;
  usageLimitPerCustomer?: number | null;
  active: boolean;
}): DiscountCodeDraft {
  return {
    code: code.code,
    kind: code.kind,
    percent: code.percent ?? '',
    amount: code.amountMoney ? paiseToRupees(code.amountMoney.amount) : '',
    minimum: code.minimumSubtotalMoney.amount ? paiseToRupees(code.minimumSubtotalMoney.amount) : '',
    startsAt: indiaLocal(code.startsAt),
    endsAt: indiaLocal(code.endsAt),
    usageLimit: code.usageLimit ?? '',
    usageLimitPerCustomer: code.usageLimitPerCustomer ?? '',
    active: code.active,
  };
}
