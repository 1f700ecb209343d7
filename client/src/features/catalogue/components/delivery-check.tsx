import { useState, type FormEvent } from 'react';
import { useLazyQuery } from '@apollo/client/react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCash, IconTruckDelivery } from '@tabler/icons-react';
import { INDIAN_PIN_PATTERN, SHIPPING_MESSAGES } from '@common/shipping-form';
import { graphql } from '@/gql';
import { errorMessage } from '@/lib/errors';
import { useMounted, useStoredValue } from '@/lib/hydration-safe';
import { readStoredString, writeStoredString } from '@/lib/storage';

const DeliveryPromiseQuery = graphql(`
  query ProductDeliveryPromise($pincode: String!) {
    deliveryPromise(pincode: $pincode) {
      pincode
      deliverable
      message
      cutoffMessage
      cashOnDelivery
      cashOnDeliveryMessage
      area {
        city
        state
      }
    }
  }
`);

/** The PIN a shopper last checked, so the next product page asks for it once less. */
const PIN_KEY = 'delivery-pincode';

/**
 * "Check delivery": the shopper types a PIN code and reads the server's promise for it (whether
 * the shop delivers there, by what day, the time left to ship today, and cash on delivery). The
 * lines are the server's own; nothing is worked out here.
 */
export function DeliveryCheck() {
  // The PIN last checked in this browser (none while hydrating, as the server rendered), until the shopper types.
  const storedPincode = useStoredValue(() => readStoredString(PIN_KEY) ?? '', '');
  const [typed, setPincode] = useState<string | null>(null);
  const pincode = typed ?? storedPincode;
  // Before its scripts run the form has nowhere to go: the button waits for them.
  const mounted = useMounted();
  const [problem, setProblem] = useState<string | null>(null);
  const [check, { data, loading, error }] = useLazyQuery(DeliveryPromiseQuery);
  const promise = data?.deliveryPromise;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = pincode.trim();
    if (!INDIAN_PIN_PATTERN.test(code)) {
      setProblem(SHIPPING_MESSAGES.pinCode);
      return;
    }
    setProblem(null);
    writeStoredString(PIN_KEY, code);
    void check({ variables: { pincode: code } }).catch(() => undefined);
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="delivery-check-heading">
      <Text fw={600} fz="sm" id="delivery-check-heading">
        Check delivery
      </Text>
      <form onSubmit={submit} noValidate>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label="PIN code"
            placeholder="Enter PIN code"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            value={pincode}
            onChange={(event) => setPincode(event.currentTarget.value)}
            error={problem}
            style={{ flex: 1, maxWidth: 220 }}
          />
          <Button type="submit" variant="default" loading={loading} disabled={!mounted}>
            Check
          </Button>
        </Group>
      </form>
      {error && !loading && (
        <Text fz="sm" c="var(--mantine-color-error)" role="alert">
          {errorMessage(error, 'We could not check delivery just now. Please try again.')}
        </Text>
      )}
      {promise && !loading && !problem && (
        <Stack gap={4} role="status" data-testid="delivery-promise">
          <Group gap={6} wrap="nowrap">
            <IconTruckDelivery size={18} aria-hidden />
            <Text fz="sm" fw={600} c={promise.deliverable ? undefined : 'var(--mantine-color-error)'} data-testid="delivery-promise-date">
              {promise.message}
              {promise.area && promise.deliverable ? ` to ${promise.area.city}, ${promise.area.state}` : ''}
            </Text>
          </Group>
          {promise.cutoffMessage && (
            <Text fz="xs" c="dimmed" pl={24} data-testid="delivery-promise-cutoff">
              {promise.cutoffMessage}
            </Text>
          )}
          {promise.deliverable && (
            <Group gap={6} wrap="nowrap">
              <IconCash size={18} aria-hidden />
              <Text fz="sm" data-testid="delivery-promise-cod">
                {promise.cashOnDeliveryMessage}
              </Text>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
