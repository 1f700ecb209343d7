import type { ReactNode } from 'react';
import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconHome, IconRefresh, IconShoppingBag } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatPaise } from '@common/money';
import { ContinueShopping } from '@/components/ui/continue-shopping';
import { TaxDocumentLinks } from '@/components/ui/tax-document-links';
import type { OrderTaxDocumentsRef } from '@/lib/order-gst';
import { paths } from '@/config/paths';
import type { OrderStory } from '../order-story';
import { OrderOutcome, StoryIcon } from './order-outcome';
import { ViewOrderSummary } from './view-order-summary';

function ResultLayout({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack align="center" ta="center" gap="md" py={{ base: 32, md: 48 }} px="md">
      {icon}
      {children}
    </Stack>
  );
}

/** The shopper is back but the provider has not confirmed the payment yet. */
export function PendingView({ orderId }: { orderId: string | null }) {
  return (
    <Stack align="center" ta="center" gap="md" py={48}>
      <Title order={2} fz="h3">
        Your payment is being confirmed
      </Title>
      <Text c="dimmed" maw={460} role="status">
        Our payment partner has not confirmed your payment yet. This can take a few minutes; we will e-mail you as soon as it is done.
      </Text>
      {orderId && (
        <Button component={Link} to={paths.orderSummary.getHref(orderId)} radius="xl">
          Check order status
        </Button>
      )}
    </Stack>
  );
}

export function ProcessingView({ message }: { message: string }) {
  return (
    <ResultLayout icon={<Loader size="lg" aria-hidden />}>
      <Title order={2} fz="h3">
        Processing your payment
      </Title>
      <Text c="dimmed" maw={440} role="status">
        {message}
      </Text>
    </ResultLayout>
  );
}

export interface SuccessDetails {
  email: string;
  orderId: string;
  orderNumber?: string;
  /** What was paid and the GST it contains (common/gst.ts); the invoice to download once issued. */
  totalPaise?: number;
  gstPaise?: number;
  documents?: OrderTaxDocumentsRef;
}

export function SuccessView({ email, orderId, orderNumber, totalPaise, gstPaise, documents }: SuccessDetails) {
  return (
    <ResultLayout icon={<StoryIcon tone="success" size={84} />}>
      <Title order={2} fz="h2">
        Payment Successful!
      </Title>
      {orderNumber && (
        <Text fw={600} c="var(--shop-accent-text)">
          Order {orderNumber}
        </Text>
      )}
      <Text maw={480} role="status">
        Thank you for your order. A confirmation email has been sent to <strong>{email}</strong>
      </Text>
      {totalPaise !== undefined && gstPaise !== undefined && (
        <Text fz="sm" c="dimmed" data-testid="paid-total">
          Paid {formatPaise(totalPaise)} · Includes GST <span data-testid="order-gst">{formatPaise(gstPaise)}</span>
        </Text>
      )}
      {documents && <TaxDocumentLinks order={documents} title={null} />}
      <Group mt="sm" justify="center">
        <ViewOrderSummary orderId={orderId} />
        <ContinueShopping variant="default" leftSection={<IconShoppingBag size={18} aria-hidden />} />
      </Group>
    </ResultLayout>
  );
}

/**
 * The checkout's failure: a payment that failed (with the provider's reason and the HB- number),
 * or an order the shop could not place, where no payment was attempted.
 */
export function FailedView({
  reason,
  onTryAgain,
  orderNumber,
  kind = 'payment',
  retrying = false,
}: {
  reason: string | null;
  onTryAgain: () => void;
  /** While the failed order's address is fetched for the retry. */
  retrying?: boolean;
  orderNumber?: string | null;
  kind?: 'order' | 'payment';
}) {
  const story: Pick<OrderStory, 'tone' | 'title' | 'text' | 'failureMessage' | 'refundNote'> =
    kind === 'order'
      ? {
          tone: 'failed',
          title: 'Your order was not placed',
          text: 'Nothing has been charged. Please try again.',
          failureMessage: reason,
          refundNote: null,
        }
      : {
          tone: 'failed',
          title: 'Payment Failed',
          text: 'There was an issue processing your payment. Please try again or contact support.',
          failureMessage: reason,
          refundNote: null,
        };
  return (
    <OrderOutcome story={story} orderNumber={orderNumber} headingOrder={2}>
      <Group mt="sm" justify="center">
        <Button radius="xl" onClick={onTryAgain} loading={retrying} leftSection={<IconRefresh size={18} aria-hidden />}>
          Try Again
        </Button>
        <ContinueShopping to={paths.home.getHref()} variant="default" leftSection={<IconHome size={18} aria-hidden />} />
      </Group>
      <Text fz="sm" c="dimmed">
        Need help?{' '}
        <Anchor component={Link} to={paths.contact.getHref()}>
          Contact support
        </Anchor>
      </Text>
    </OrderOutcome>
  );
}
