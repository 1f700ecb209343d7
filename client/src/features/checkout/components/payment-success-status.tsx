import { useEffect, useState } from 'react';
import { Group, Loader, Stack, Text } from '@mantine/core';
import { formatPaise } from '@common/money';
import { ContinueShopping } from '@/components/ui/continue-shopping';
import { TaxDocumentLinks } from '@/components/ui/tax-document-links';
import { orderGstPaise } from '@/lib/order-gst';
import { hasServerMessage, errorMessage } from '@/lib/errors';
import { useConfirmPaymentOnce, type PaymentConfirmationOrder } from '../api/use-confirm-payment';
import { orderStory } from '../order-story';
import { OrderOutcome } from './order-outcome';
import { ViewOrderSummary } from './view-order-summary';

export const PAYMENT_SUCCESS_MESSAGES = {
  processing: 'Processing',
  success: 'Payment successful! Invoice sent to your email.',
  failedPrefix: 'Failed to send invoice: ',
  unexpected: 'Something went wrong while sending the invoice.',
  missingOrderId: 'Order ID missing in URL',
} as const;

type State = { kind: 'processing' } | { kind: 'done'; order: PaymentConfirmationOrder } | { kind: 'problem'; message: string };

/**
 * /payment-success?order_id=…: asks the server once (also under StrictMode) to confirm the
 * payment with the provider, then tells the order's story (order-story.ts): paid ("Payment successful! Invoice sent to
 * your email."), still waiting, or failed with its reason. The link's name is never taken as proof.
 */
export function PaymentSuccessStatus({ orderId }: { orderId: string | null }) {
  const confirmOnce = useConfirmPaymentOnce();
  const [state, setState] = useState<State>(
    orderId ? { kind: 'processing' } : { kind: 'problem', message: PAYMENT_SUCCESS_MESSAGES.missingOrderId },
  );

  useEffect(() => {
    if (!orderId) return;
    let cancelled = false;
    confirmOnce(orderId)
      .then((confirmation) => {
        if (!cancelled) setState({ kind: 'done', order: confirmation.order });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setState({
          kind: 'problem',
          message: hasServerMessage(error)
            ? `${PAYMENT_SUCCESS_MESSAGES.failedPrefix}${errorMessage(error)}`
            : PAYMENT_SUCCESS_MESSAGES.unexpected,
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

  if (state.kind === 'problem') {
    const story = {
      tone: 'waiting',
      title: 'We could not confirm your payment',
      text: state.message,
      failureMessage: null,
      refundNote: null,
    } as const;
    return (
      <OrderOutcome story={story}>
        <Group justify="center" mt="sm">
          <ContinueShopping variant="default" />
        </Group>
      </OrderOutcome>
    );
  }

  const { order } = state;
  const told = orderStory({ ...order, totalFormatted: formatPaise(order.totalMoney.amount) });
  const paid = order.paymentStatus === 'PAID' && told.kind !== 'cancelled';
  const story = paid ? { ...told, title: 'Thank you!', text: PAYMENT_SUCCESS_MESSAGES.success } : told;
  return (
    <OrderOutcome story={story} orderNumber={order.orderNumber}>
      {paid && (
        <Stack gap={6} align="center">
          <Text fz="sm" c="dimmed" data-testid="paid-total">
            Paid {formatPaise(order.totalMoney.amount)} · Includes GST{' '}
            <span data-testid="order-gst">{formatPaise(orderGstPaise(order))}</span>
          </Text>
          <TaxDocumentLinks order={order} title={null} />
        </Stack>
      )}
      <Group justify="center" mt="sm">
        <ViewOrderSummary orderId={order.id} />
        <ContinueShopping variant="default" />
      </Group>
    </OrderOutcome>
  );
}
