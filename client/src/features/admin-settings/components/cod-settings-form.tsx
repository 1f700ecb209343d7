import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { codSettingsProblem, type CodSettings, type CodSettingsField } from '@common/cash-on-delivery';
import { paiseToRupees, rupeesToPaise } from '@common/money';
import { LoadError, TableSkeleton } from '@/components/admin/query-states';
import { graphql } from '@/gql';
import { acceptedPayload, errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

const CodSettingsQuery = graphql(`
  query AdminCodSettings {
    codSettings {
      enabled
      feeMoney {
        amount
      }
      maxOrderMoney {
        amount
      }
      maxOpenOrders
    }
  }
`);

const UpdateCodSettingsMutation = graphql(`
  mutation UpdateCodSettings($input: CodSettingsInput!) {
    updateCodSettings(input: $input) {
      codSettings {
        enabled
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** The COD terms section of Settings: loads the stored terms, then the form. */
export function CodSettingsSection() {
  const { data, error, refetch } = useQuery(CodSettingsQuery);
  const stored = data?.codSettings;
  if (error && !stored) return <LoadError error={error} onRetry={() => void refetch()} what="the cash-on-delivery terms" />;
  if (!stored) return <TableSkeleton rows={1} label="Loading the cash-on-delivery terms" />;
  return (
    <CodSettingsForm
      initial={{
        enabled: stored.enabled,
        feePaise: stored.feeMoney.amount,
        maxOrderPaise: stored.maxOrderMoney.amount,
        maxOpenOrders: stored.maxOpenOrders,
      }}
    />
  );
}

type Draft = { enabled: boolean; fee: number | string; maxOrder: number | string; maxOpenOrders: number | string };

/**
 * Cash on delivery on or off, its fee, the largest order it is offered for and the undelivered COD
 * orders one shopper may have. Checked here with the rule the server stores them by
 * (common/cash-on-delivery.ts); the server's own refusal lands on its field too.
 */
export function CodSettingsForm({ initial }: { initial: CodSettings }) {
  const [draft, setDraft] = useState<Draft>({
    enabled: initial.enabled,
    fee: paiseToRupees(initial.feePaise),
    maxOrder: paiseToRupees(initial.maxOrderPaise),
    maxOpenOrders: initial.maxOpenOrders,
  });
  const [errors, setErrors] = useState<Partial<Record<CodSettingsField, string>>>({});
  const [update, { loading }] = useMutation(UpdateCodSettingsMutation);

  const settings: CodSettings = {
    enabled: draft.enabled,
    feePaise: rupeesToPaise(Number(draft.fee)) ?? Number.NaN,
    maxOrderPaise: rupeesToPaise(Number(draft.maxOrder)) ?? Number.NaN,
    maxOpenOrders: Number(draft.maxOpenOrders),
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = codSettingsProblem(settings);
    if (problem) return setErrors({ [problem.field]: problem.message });
    setErrors({});
    try {
      const { data } = await update({ variables: { input: settings }, refetchQueries: [CodSettingsQuery] });
      acceptedPayload(data?.updateCodSettings);
      notify.success(settings.enabled ? 'Checkout now offers cash on delivery.' : 'Cash on delivery is off.', { title: 'Settings saved' });
    } catch (caught) {
      setErrors({ feePaise: errorMessage(caught) });
    }
  }

  const set = (field: keyof Draft) => (value: number | string | boolean) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors({});
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Cash on delivery">
      <Stack gap="sm" maw={420}>
        <Switch
          label="Offer cash on delivery at checkout"
          checked={draft.enabled}
          onChange={(event) => set('enabled')(event.currentTarget.checked)}
        />
        <NumberInput
          label="COD fee (₹)"
          min={0}
          step={1}
          decimalScale={2}
          value={draft.fee}
          onChange={set('fee')}
          error={errors.feePaise}
        />
        <NumberInput
          label="Largest order for COD (₹)"
          description="Orders above this (before the fee) are asked to pay online."
          min={1}
          decimalScale={2}
          value={draft.maxOrder}
          onChange={set('maxOrder')}
          error={errors.maxOrderPaise}
        />
        <NumberInput
          label="Open COD orders per shopper"
          description="Undelivered COD orders one phone, e-mail or address may have at once."
          min={1}
          allowDecimal={false}
          value={draft.maxOpenOrders}
          onChange={set('maxOpenOrders')}
          error={errors.maxOpenOrders}
        />
        <Group>
          <Button type="submit" loading={loading}>
            Save
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          The fee is its own line on the order and its GST invoice, taxed as shipping is.
        </Text>
      </Stack>
    </form>
  );
}
