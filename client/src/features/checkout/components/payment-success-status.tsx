import { useEffect, useState } from 'react';
import { Button, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { hasServerMessage, errorMessage } from '../../../lib/errors';
import { useConfirmPaymentOnce } from '../api/use-confirm-payment';

export const PAYMENT_SUCCESS_MESSAGES = {
  processing: 'Processing',
  success: 'Payment successful! Invoice sent to your email.',
  failedPrefix: 'Failed to send invoice: ',
  unexpected: 'Something went wrong while sending the invoice.',
  missingOrderId: 'Order ID missing in URL',
} as const;

type State = { kind: 'processing' } | { kind: 'success'; orderId: string } | { kind: 'problem'; message: string; orderId?: string };

/**
 * /payment-success?order_id=…: asks the server once (also under StrictMode) to confirm the
 * payment with the provider, then says how it went (spec §4 payment success page message).
 */
export function PaymentSuccessStatus({ orderId }: { orderId: string | null }) {
  const confirmOnce = useConfirmPaymentOnce();
  const [state, setState] = useState<State>(orderId ? { kind: 'processing' } : { kind: 'problem', message: PAYMENT_SUCCESS_MESSAGES.missingOrderId });

  useEffect(() => {
    if (!orderId) return;
    let cancelled = false;
    confirmOnce(orderId)
      .then((confirmation) => {
        if (cancelled) return;
        if (confirmation.paid) setState({ kind: 'success', orderId: confirmation.order.id });
        else setState({ kind: 'problem', message: `${PAYMENT_SUCCESS_MESSAGES.failedPrefix}${confirmation.message}`, orderId: confirmation.order.id });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setState({
          kind: 'problem',
          message: hasServerMessage(error) ? `${PAYMENT_SUCCESS_MESSAGES.failedPrefix}${errorMessage(error)}` : PAYMENT_SUCCESS_MESSAGES.unexpected,
        });
      });
    return () => {
      cancelled = true;
    };
  }, [orderId, confirmOnce]);

  if (state.kind === 'processing') {
    return (
      <Stack align="center" gap="md" py={48}>
        <Loader aria-hidden />
        <Text role="status">{PAYMENT_SUCCESS_MESSAGES.processing}…</Text>
      </Stack>
    );
  }

  const ok = state.kind === 'success';
  return (
    <Stack align="center" ta="center" gap="md" py={48}>
      <ThemeIcon size={84} radius="xl" variant="light" color={ok ? 'leaf' : 'orange'} aria-hidden>
        {ok ? <IconCircleCheck size={48} stroke={1.5} /> : <IconAlertCircle size={48} stroke={1.5} />}
      </ThemeIcon>
      <Title order={1} fz={{ base: 28, md: 36 }}>
        {ok ? 'Thank you!' : 'We could not confirm your payment'}
      </Title>
      <Text role="status" maw={480}>
        {ok ? PAYMENT_SUCCESS_MESSAGES.success : state.message}
      </Text>
      <Group justify="center" mt="sm">
        {state.orderId && (
          <Button component={Link} to={paths.orderSummary.getHref(state.orderId)} radius="xl" leftSection={<IconReceipt size={18} aria-hidden />}>
            View Order Summary
          </Button>
        )}
        <Button component={Link} to={paths.products.getHref()} variant="default" radius="xl">
          Continue Shopping
        </Button>
      </Group>
    </Stack>
  );
}
