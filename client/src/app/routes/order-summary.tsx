import { useEffect, useMemo } from 'react';
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useParams } from 'react-router-dom';
import { ErrorState } from '@/components/errors/error-state';
import { ContinueShopping } from '@/components/ui/continue-shopping';
import { usePageMeta } from '@/components/ui/page-title';
import { TextBlockSkeleton } from '@/components/ui/skeletons';
import { graphql } from '@/gql';
import { hydrateAllDeferred, HydrateWhenVisible } from '@/lib/deferred-hydration';
import { useServerRenderedQuery } from '@/lib/server-rendered-query';
import { errorCode, errorMessage } from '@/lib/errors';
import { OrderConfirmation } from '@/features/checkout/components/order-confirmation';
import { OrderReviews } from '@/features/reviews/components/order-reviews';
import { OrderReturns } from '@/features/returns/components/order-returns';
import { OrderBeforeShipping } from '@/features/order-changes/components/order-before-shipping';
import { OrderFailedDelivery } from '@/features/failed-delivery/components/order-failed-delivery';

const OrderSummaryQuery = graphql(`
  query OrderSummary($id: ID!) {
    order(id: $id) {
      id
      orderNumber
      ...OrderConfirmation_order
    }
  }
`);

/**
 * The order confirmation, loaded by the order's unguessable id; once delivered, its returns and
 * review forms. The server renders it from the database (never kept: decision 43).
 */
export function Component() {
  const { id = '' } = useParams<{ id: string }>();
  // The page the server sent shows the order as the server read it, without Apollo reading its
  // cache again; visited later in this tab, the order is asked for again (its state moves on).
  const { data, loading, error, refetch } = useServerRenderedQuery(OrderSummaryQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const order = data?.order;
  // Opened at its return form (the delivered e-mail's link): that part renders now, not once
  // scrolled to, and brings itself into view (order-returns.tsx).
  useEffect(() => {
    if (window.location.hash === '#returns') hydrateAllDeferred();
  }, []);
  usePageMeta(order ? `Order ${order.orderNumber}` : 'Order Summary');
  // The same element while the order is the same: Apollo's answers re-render this page, and new
  // children would open the parts still waiting to hydrate.
  const shown = useMemo(
    () =>
      order && (
        <Stack gap="xl">
          {/* First, and rendered with the page: the failed-delivery e-mail links here (#delivery). */}
          <OrderFailedDelivery orderId={order.id} />
          <OrderConfirmation order={order} />
          {/* Right under the order, so hydrated with it: its buttons wait for the page's scripts. */}
          <OrderBeforeShipping orderId={order.id} />
          {/* Rendered by the server with the rest; their forms hydrate when they come into view. */}
          <HydrateWhenVisible>
            <OrderReturns orderId={order.id} />
          </HydrateWhenVisible>
          <HydrateWhenVisible>
            <OrderReviews orderId={order.id} />
          </HydrateWhenVisible>
        </Stack>
      ),
    [order],
  );

  let content;
  if (shown) {
    content = shown;
  } else if (loading) {
    content = <TextBlockSkeleton lines={6} />;
  } else if (error && !['NOT_FOUND', 'BAD_USER_INPUT'].includes(errorCode(error) ?? '')) {
    content = <ErrorState message={errorMessage(error, 'We could not load this order just now.')} onRetry={() => void refetch()} />;
  } else {
    content = (
      <Stack align="center" ta="center" gap="sm" py={56}>
        <Title order={1} fz={{ base: 28, md: 36 }}>
          Order not found
        </Title>
        <Text c="dimmed" maw={460}>
          We could not find an order with this link. Please check the link in your confirmation e-mail, or contact us if you need help.
        </Text>
      </Stack>
    );
  }

  return (
    <Container size="lg" py={{ base: 'lg', md: 48 }}>
      {content}
      <Group justify="center" mt="xl" data-print="hide">
        <ContinueShopping size="md" rightSection={<IconArrowRight size={18} aria-hidden />} />
      </Group>
    </Container>
  );
}
