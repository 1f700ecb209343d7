import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import {
  DELIVERY_ZONE_LABELS,
  DELIVERY_ZONES,
  deliverySettingsProblem,
  WEEKDAY_NAMES,
  type DeliverySettings,
  type DeliverySettingsField,
  type DeliveryZone,
} from '@common/delivery-promise';
import { LoadError, TableSkeleton } from '@/components/admin/query-states';
import { graphql } from '@/gql';
import { acceptedPayload, errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

const DeliverySettingsQuery = graphql(`
  query AdminDeliverySettings {
    deliverySettings {
      dispatchPincode
      dispatchWeekdays
      cutoffTime
      holidays
      transitDays {
        zone
        days
      }
    }
  }
`);

const UpdateDeliverySettingsMutation = graphql(`
  mutation UpdateDeliverySettings($input: DeliverySettingsInput!) {
    updateDeliverySettings(input: $input) {
      deliverySettings {
        cutoffTime
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** The delivery terms section of Settings: loads the stored terms, then the form. */
export function DeliverySettingsSection() {
  const { data, error, refetch } = useQuery(DeliverySettingsQuery);
  const stored = data?.deliverySettings;
  if (error && !stored) return <LoadError error={error} onRetry={() => void refetch()} what="the delivery terms" />;
  if (!stored) return <TableSkeleton rows={1} label="Loading the delivery terms" />;
  const transitDays = Object.fromEntries(stored.transitDays.map(({ zone, days }) => [zone, days])) as Record<DeliveryZone, number>;
  return <DeliverySettingsForm initial={{ ...stored, transitDays }} />;
}

/**
 * Where parcels leave from, on which days, the cut-off time (India time), the days without
 * dispatch and the days in transit per zone: what the product page's "Delivery by" is worked out
 * from. Checked here with the rule the server stores them by (common/delivery-promise.ts).
 */
export function DeliverySettingsForm({ initial }: { initial: DeliverySettings }) {
  const [draft, setDraft] = useState({
    ...initial,
    holidays: initial.holidays.join('\n'),
    transitDays: initial.transitDays,
  });
  const [errors, setErrors] = useState<Partial<Record<DeliverySettingsField, string>>>({});
  const [update, { loading }] = useMutation(UpdateDeliverySettingsMutation);

  const settings: DeliverySettings = {
    dispatchPincode: draft.dispatchPincode.trim(),
    dispatchWeekdays: [...draft.dispatchWeekdays].sort((a, b) => a - b),
    cutoffTime: draft.cutoffTime.trim(),
    holidays: draft.holidays
      .split(/[\s,]+/)
      .map((day) => day.trim())
      .filter(Boolean),
    transitDays: Object.fromEntries(DELIVERY_ZONES.map((zone) => [zone, Number(draft.transitDays[zone])])) as Record<DeliveryZone, number>,
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = deliverySettingsProblem(settings);
    if (problem) return setErrors({ [problem.field]: problem.message });
    setErrors({});
    try {
      const input = { ...settings, transitDays: DELIVERY_ZONES.map((zone) => ({ zone, days: settings.transitDays[zone] })) };
      const { data } = await update({ variables: { input }, refetchQueries: [DeliverySettingsQuery] });
      acceptedPayload(data?.updateDeliverySettings);
      notify.success('Product pages promise delivery from these terms.', { title: 'Settings saved' });
    } catch (caught) {
      setErrors({ dispatchPincode: errorMessage(caught) });
    }
  }

  const change = (changes: Partial<typeof draft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setErrors({});
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Delivery">
      <Stack gap="sm" maw={520}>
        <TextInput
          label="Dispatch PIN code"
          description="Where parcels leave from: zones are counted from it."
          inputMode="numeric"
          maxLength={6}
          value={draft.dispatchPincode}
          onChange={(event) => change({ dispatchPincode: event.currentTarget.value })}
          error={errors.dispatchPincode}
        />
        <Checkbox.Group
          label="Dispatch days"
          value={draft.dispatchWeekdays.map(String)}
          onChange={(values) => change({ dispatchWeekdays: values.map(Number) })}
          error={errors.dispatchWeekdays}
        >
          <Group gap="sm" mt={4}>
            {WEEKDAY_NAMES.map((name, index) => (
              <Checkbox key={name} value={String(index + 1)} label={name.slice(0, 3)} aria-label={name} />
            ))}
          </Group>
        </Checkbox.Group>
        <TextInput
          label="Cut-off time (India time)"
          description="An order placed before it on a dispatch day leaves that day."
          placeholder="14:00"
          value={draft.cutoffTime}
          onChange={(event) => change({ cutoffTime: event.currentTarget.value })}
          error={errors.cutoffTime}
        />
        <Textarea
          label="Days without dispatch"
          description="One date a line (YYYY-MM-DD): festivals, stock-taking."
          autosize
          minRows={2}
          value={draft.holidays}
          onChange={(event) => change({ holidays: event.currentTarget.value })}
          error={errors.holidays}
        />
        <Text fw={500} fz="sm">
          Days in transit (courier days, Monday to Saturday)
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {DELIVERY_ZONES.map((zone) => (
            <NumberInput
              key={zone}
              label={DELIVERY_ZONE_LABELS[zone]}
              min={0}
              max={20}
              allowDecimal={false}
              value={draft.transitDays[zone]}
              onChange={(value) => change({ transitDays: { ...draft.transitDays, [zone]: value } })}
            />
          ))}
        </SimpleGrid>
        {errors.transitDays && (
          <Text fz="sm" c="var(--mantine-color-error)" role="alert">
            {errors.transitDays}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={loading}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
