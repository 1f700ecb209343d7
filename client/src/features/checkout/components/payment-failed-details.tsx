import { useEffect, useState } from 'react';
import { Anchor, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { IconHeadset, IconHome, IconMail, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paymentFailureMessage } from '@common/payment-reasons';
import { ContinueShopping } from '@/components/ui/continue-shopping';
import { paths } from '@/config/paths';
import { useShopDetails } from '@/lib/shop-details';
import { useConfirmPaymentOnce, type PaymentConfirmationOrder } from '../api/use-confirm-payment';
import { orderStory, type OrderStory } from '../order-story';
import { OrderOutcome } from './order-outcome';
import { ViewOrderSummary } from './view-order-summary';

/** A link may name the order by its human number; shown as it is, since nothing is looked up by it. */
const HB_NUMBER = /^HB-\d{1,9}$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type State = { kind: 'checking' } | { kind: 'order'; order: PaymentConfirmationOrder } | { kind: 'unknown' };

/**
 * /payment-failed?order_id=…&reason=…: the server is asked what became of the order (the link is
 * only a hint), so an order that was in fact paid is shown as paid, and a failed one with its
 * reason and HB- number. Without a known order, the link's reason is shown.
 */
export function PaymentFailedDetails({ orderId, reason }: { orderId: string | null; reason: string | null }) {
  const confirmOnce = useConfirmPaymentOnce();
  const shop = useShopDetails();
  const known = !!orderId && UUID.test(orderId);
  const [state, setState] = useState<State>(known ? { kind: 'checking' } : { kind: 'unknown' });

  useEffect(() => {
    if (!known || !orderId) return;
    let cancelled = false;
    confirmOnce(orderId)
      .then((confirmation) => !cancelled && setState({ kind: 'order', order: confirmation.order }))
      .catch(() => !cancelled && setState({ kind: 'unknown' }));
    return () => {
      cancelled = true;
    };
  }, [known, orderId, confirmOnce]);

  if (state.kind === 'checking') {
    return (
      <Stack align="center" gap="md" py={48}>
        <Loader aria-hidden />
        <Text role="status">Checking your payment…</Text>
      </Stack>
    );
  }

  const order = state.kind === 'order' ? state.order : null;
  const story: OrderStory | Pick<OrderStory, 'kind' | 'tone' | 'title' | 'text' | 'failureMessage' | 'refundNote' | 'statusLabel'> = order
    ? orderStory({ ...order, paymentFailureReason: order.paymentFailureReason ?? reason })
    : {
        kind: 'payment-failed',
        tone: 'failed',
        title: 'Payment Failed',
        text: 'There was an issue processing your payment. Please try again or contact support.',
        failureMessage: paymentFailureMessage(reason),
        refundNote: null,
        statusLabel: 'Payment failed',
      };
  const failed = story.kind === 'payment-failed';

  return (
    <OrderOutcome story={story}>
      <Card
        withBorder
        radius="md"
        padding="md"
        w="100%"
        maw={420}
        style={{ background: 'var(--shop-surface)', borderColor: 'var(--shop-border)' }}
      >
        <Stack gap={6} component="dl" m={0}>
          <Group justify="space-between" wrap="nowrap">
            <Text component="dt" c="dimmed">
              Order number
            </Text>
            <Text component="dd" m={0} fw={600}>
              {order?.orderNumber ?? (orderId && HB_NUMBER.test(orderId) ? orderId.toUpperCase() : 'Not available')}
            </Text>
          </Group>
          <Group justify="space-between">
            <Text component="dt" c="dimmed">
              Status
            </Text>
            <Text component="dd" m={0} fw={600} c={failed ? 'var(--mantine-color-error)' : undefined} data-testid="outcome-status">
              {story.statusLabel}
            </Text>
          </Group>
        </Stack>
      </Card>
      <Group justify="center" mt="sm">
        {order && !failed && <ViewOrderSummary orderId={order.id} />}
        <ContinueShopping
          to={paths.home.getHref()}
          variant={order && !failed ? 'default' : 'filled'}
          leftSection={<IconHome size={18} aria-hidden />}
        />
        {failed && (
          <Button
            component={Link}
            to={paths.contact.getHref()}
            variant="default"
            radius="xl"
            leftSection={<IconHeadset size={18} aria-hidden />}
          >
            Contact Support
          </Button>
        )}
      </Group>
      {failed && shop && (
        <Stack gap={4} mt="md" fz="sm">
          <Text fz="sm" c="dimmed">
            Support is available Monday to Saturday, 9 am to 6 pm.
          </Text>
          <Group gap="lg" justify="center">
            <Group gap={6}>
              <IconPhone size={16} aria-hidden />
              <Anchor href={shop.phoneHref}>{shop.phone}</Anchor>
            </Group>
            <Group gap={6}>
              <IconMail size={16} aria-hidden />
              <Anchor href={`mailto:${shop.email}`}>{shop.email}</Anchor>
            </Group>
          </Group>
        </Stack>
      )}
    </OrderOutcome>
  );
}
