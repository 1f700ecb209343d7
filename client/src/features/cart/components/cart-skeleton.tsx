import { Card, Grid, Group, Skeleton, Stack } from '@mantine/core';

const CARD_STYLE = { background: 'var(--shop-surface)', borderColor: 'var(--shop-border)' };

/**
 * The cart page as the server renders it: the cart is kept in this browser, so the server shows
 * its shape (a line, the summary) rather than "your cart is empty", and the lines take its place
 * once the page has hydrated, without the layout jumping much.
 */
export function CartSkeleton() {
  return (
    <Grid gap={{ base: 'lg', md: 40 }} aria-busy="true" aria-label="Loading your cart">
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <Card radius="lg" padding="lg" withBorder style={CARD_STYLE}>
          <Skeleton height={26} width={180} mb="xs" />
          <Group gap="md" wrap="nowrap" py="md">
            <Skeleton height={88} width={88} radius="md" style={{ flexShrink: 0 }} />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={16} width="70%" />
              <Skeleton height={12} width="30%" />
              <Skeleton height={32} width={120} radius="xl" />
            </Stack>
          </Group>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
        <Card radius="lg" padding="lg" withBorder style={CARD_STYLE}>
          <Stack gap="md">
            <Skeleton height={26} width={160} />
            <Skeleton height={36} />
            <Skeleton height={120} />
            <Skeleton height={42} radius="xl" />
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
