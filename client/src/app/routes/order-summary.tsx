import { useQuery } from '@apollo/client/react';
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useParams } from 'react-router-dom';
import { ErrorState } from '@/components/errors/error-state';
import { ContinueShopping } from '@/components/ui/continue-shopping';
import { usePageMeta } from '@/components/ui/page-title';
import { TextBlockSkeleton } from '@/components/ui/skeletons';
import { graphql } from '@/gql';
import { errorCode, errorMessage } from '@/lib/errors';
import { OrderConfirmation } from '@/features/checkout/components/order-confirmation';
import { OrderReviews } from '@/features/reviews/components/order-reviews';
import { OrderReturns } from '@/features/returns/components/order-returns';

const OrderSummaryQuery = graphql(`
  query OrderSummary($id: ID!) {
    order(id: $id) {
      id
      orderNumber
      ...OrderConfirmation_order
    }
  }
`);

/** The order confirmation, loaded from the server by the order's unguessable id; once delivered, its returns and review forms. */
export function Component() {
  const { id = '' } = useParams<{ id: string }>();
  const { data, loading, error, refetch } = useQuery(OrderSummaryQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const order = data?.order;
  usePageMeta(order ? `Order ${order.orderNumber}` : 'Order Summary');

  let content;
  if (order) {
    content = (
      <Stack gap="xl">
        <OrderConfirmation order={order} />
        <OrderReturns orderId={order.id} />
        <OrderReviews orderId={order.id} />
      </Stack>
    );
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
