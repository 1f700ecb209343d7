import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { TRACK_ORDER_FIELDS, TRACK_ORDER_MESSAGES, validateTrackOrder } from '@common/track-order';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { useFormFields } from '@/lib/use-form-fields';
import { useTrackOrder } from '../api/use-track-order';

/**
 * Order number and e-mail, as on the confirmation e-mail. A wrong number and a wrong e-mail get
 * the same answer, so the form never reveals which one was wrong. `onFound` receives the order id.
 */
export function TrackOrderForm({ initialOrderNumber = '', onFound }: { initialOrderNumber?: string; onFound: (orderId: string) => void }) {
  const { values, bind, accept, formRef } = useFormFields({ orderNumber: initialOrderNumber, email: '' }, TRACK_ORDER_FIELDS);
  const { orderNumber, email } = values;
  const [problem, setProblem] = useState<string | null>(null);
  const { track, searching } = useTrackOrder();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    if (!accept(validateTrackOrder(values))) return;
    try {
      const orderId = await track(orderNumber.trim(), email.trim());
      if (orderId) onFound(orderId);
      else setProblem(TRACK_ORDER_MESSAGES.notFound);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  return (
    // Sent before the scripts start, the form posts to the server (server/src/rest/track-order-form.rest.ts),
    // which opens the order's page: a POST, so the e-mail address never lands in an address.
    <form ref={formRef} method="post" action={paths.trackOrder.getHref()} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {problem && (
          <Alert color="red" variant="light" radius="md" role="alert" data-testid="track-problem">
            {problem}
          </Alert>
        )}
        <TextInput
          {...bind('orderNumber')}
          label="Order number"
          description="On your confirmation e-mail, e.g. HB-100042"
          required
          autoComplete="off"
        />
        <TextInput {...bind('email')} label="Email used for the order" type="email" required autoComplete="email" />
        <Button
          type="submit"
          radius="xl"
          loading={searching}
          leftSection={<IconSearch size={18} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          Track order
        </Button>
        <Text fz="sm" c="dimmed">
          No account needed: the number and the e-mail address you ordered with are enough.
        </Text>
      </Stack>
    </form>
  );
}
