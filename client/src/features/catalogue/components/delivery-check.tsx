import { useRef, useState, type FormEvent } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCash, IconTruckDelivery } from '@tabler/icons-react';
import { INDIAN_PIN_PATTERN, SHIPPING_MESSAGES } from '@common/shipping-form';
import { graphql } from '@/gql';
import type { ProductDeliveryPromiseQuery } from '@/gql/graphql';
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

/** The last check: asking, answered, or failed. */
type Checked =
  | { loading: true }
  | { loading: false; promise: ProductDeliveryPromiseQuery['deliveryPromise'] | undefined }
  | { loading: false; error: unknown };

/**
 * "Check delivery": the shopper types a PIN code and reads the server's promise for it (whether
 * the shop delivers there, by what day, the time left to ship today, and cash on delivery). The
 * lines are the server's own; nothing is worked out here.
 *
 * Asked with `client.query` when the form is sent, not through a query hook: a hook keeps a
 * query watching the cache from the moment the page hydrates, which on a phone is part of the
 * longest task of starting, for a check most visitors never make.
 */
export function DeliveryCheck() {
  // The PIN last checked in this browser (none while hydrating, as the server rendered), until the shopper types.
  const storedPincode = useStoredValue(() => readStoredString(PIN_KEY) ?? '', '');
  const [typed, setPincode] = useState<string | null>(null);
  const pincode = typed ?? storedPincode;
  // Before its scripts run the form has nowhere to go: the button waits for them.
  const mounted = useMounted();
  const [problem, setProblem] = useState<string | null>(null);
  const client = useApolloClient();
  const [checked, setChecked] = useState<Checked | null>(null);
  // Only the last PIN sent is shown, whichever answer arrives last.
  const lastCheck = useRef(0);
  const loading = checked?.loading === true;
  const promise = checked && 'promise' in checked ? checked.promise : undefined;
  const error = checked && 'error' in checked ? checked.error : undefined;

  const check = (code: string) => {
    const id = ++lastCheck.current;
    setChecked({ loading: true });
    client.query({ query: DeliveryPromiseQuery, variables: { pincode: code } }).then(
      ({ data }) => id === lastCheck.current && setChecked({ loading: false, promise: data?.deliveryPromise }),
      (failure: unknown) => id === lastCheck.current && setChecked({ loading: false, error: failure }),
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = pincode.trim();
    if (!INDIAN_PIN_PATTERN.test(code)) {
      setProblem(SHIPPING_MESSAGES.pinCode);
      return;
    }
    setProblem(null);
    writeStoredString(PIN_KEY, code);
    check(code);
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
      {error !== undefined && (
        <Text fz="sm" c="var(--mantine-color-error)" role="alert">
          {errorMessage(error, 'We could not check delivery just now. Please try again.')}
        </Text>
      )}
      {promise && !problem && (
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
