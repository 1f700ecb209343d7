import { useQuery } from '@apollo/client/react';
import { List, Stack, Text, Title } from '@mantine/core';
import { graphql } from '@/gql';

const BackInStockWaitingQuery = graphql(`
  query AdminBackInStockWaiting($id: ID!) {
    product(id: $id) {
      id
      sizes {
        id
        label
      }
    }
    backInStockWaiting(productId: $id) {
      sizeId
      shoppers
    }
  }
`);

/**
 * How many shoppers asked to hear when each sold-out size is back: restocking the size (its stock
 * above 0) e-mails each of them once. Nothing is shown when nobody waits.
 */
export function BackInStockWaiting({ productId }: { productId: string }) {
  const { data } = useQuery(BackInStockWaitingQuery, { variables: { id: productId }, fetchPolicy: 'network-only' });
  const waiting = data?.backInStockWaiting ?? [];
  if (!waiting.length) return null;
  const labelOf = (sizeId: string) => data?.product?.sizes.find((size) => size.id === sizeId)?.label ?? 'A removed size';
  return (
    <Stack gap="xs" mt="xl" data-testid="back-in-stock-waiting">
      <Title order={3} size="h5">
        Waiting for a restock
      </Title>
      <List size="sm" spacing={2}>
        {waiting.map((entry) => (
          <List.Item key={entry.sizeId}>
            {labelOf(entry.sizeId)}: {entry.shoppers} {entry.shoppers === 1 ? 'shopper' : 'shoppers'}
          </List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed">
        Saving a stock above 0 for the size e-mails each of them once.
      </Text>
    </Stack>
  );
}
