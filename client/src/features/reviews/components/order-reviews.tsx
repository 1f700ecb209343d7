import { useQuery } from '@apollo/client/react';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Thumbnail } from '@/components/ui/thumbnail';
import { OrderReviewsQuery } from '../api';
import { ReviewForm } from './review-form';

const STATE_LABELS = { PENDING: 'Waiting for the shop to publish it', PUBLISHED: 'Published', REJECTED: 'Not published' } as const;

/**
 * The order page's reviews: once the order is delivered, a form for each product not yet reviewed
 * and the reviews already written for this order, with where each stands.
 */
export function OrderReviews({ orderId }: { orderId: string }) {
  const { data } = useQuery(OrderReviewsQuery, { variables: { id: orderId }, fetchPolicy: 'cache-and-network' });
  const order = data?.order;
  if (!order || order.status !== 'DELIVERED') return null;
  const products = [...new Map(order.lines.map((line) => [line.productId, line])).values()];

  return (
    <Card component="section" withBorder radius="lg" padding="lg" aria-labelledby="order-reviews-title" data-print="hide">
      <Title order={2} fz="xl" id="order-reviews-title" mb="xs">
        Review your products
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        Tell other shoppers what you thought. Reviews appear on the product page, with your first name and city, once the shop has read
        them.
      </Text>
      <Stack gap="lg">
        {products.map((line) => {
          const review = order.reviews.find((item) => item.productId === line.productId);
          return (
            // The review-request e-mail links to each product's form here (#review-<product id>).
            <Stack key={line.productId} id={`review-${line.productId}`} gap="sm" data-testid="order-review">
              <Group gap="sm" wrap="nowrap">
                {line.imageUrl && <Thumbnail src={line.imageUrl} alt="" size={48} />}
                <Text fw={600}>{line.name}</Text>
              </Group>
              {review ? (
                <Stack gap={4}>
                  <Group gap="xs">
                    <Text aria-label={`${review.rating} out of 5 stars`} c="turmeric.7">
                      {'★'.repeat(review.rating)}
                      <Text span c="gray.4">
                        {'★'.repeat(5 - review.rating)}
                      </Text>
                    </Text>
                    <Badge variant="light" color={review.status === 'PUBLISHED' ? 'leaf' : review.status === 'REJECTED' ? 'red' : 'gray'}>
                      {STATE_LABELS[review.status]}
                    </Badge>
                  </Group>
                  <Text fw={600}>{review.title}</Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                    {review.body}
                  </Text>
                  {review.reply && (
                    <Text size="sm" c="dimmed">
                      Reply from the shop: {review.reply}
                    </Text>
                  )}
                </Stack>
              ) : (
                <ReviewForm orderId={order.id} productId={line.productId} productName={line.name} />
              )}
            </Stack>
          );
        })}
      </Stack>
    </Card>
  );
}
