import { Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { cartActions, cartTotals, totalQuantity, useCart } from '../../../lib/cart';
import { CartLineItem } from './cart-line-item';
import { EmptyCart } from './empty-cart';
import { OrderTotals } from './order-totals';

/** The cart page's content (spec §2 Cart). */
export function CartView() {
  const lines = useCart();
  if (lines.length === 0) return <EmptyCart />;
  const totals = cartTotals(lines);
  return (
    <Grid gap={{ base: 'lg', md: 40 }}>
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <Card radius="lg" padding="lg" withBorder style={{ background: 'var(--shop-surface)', borderColor: 'var(--shop-border)' }}>
          <Group justify="space-between" mb="xs">
            <Title order={2} fz="xl">
              Cart Items ({totalQuantity(lines)})
            </Title>
            <Button variant="subtle" color="red" size="compact-sm" leftSection={<IconTrash size={16} aria-hidden />} onClick={cartActions.clear}>
              Clear Cart
            </Button>
          </Group>
          <ul style={{ margin: 0, padding: 0 }} aria-label="Cart items">
            {lines.map((line) => (
              <CartLineItem key={`${line.productId}|${line.size}`} line={line} />
            ))}
          </ul>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
        <Card radius="lg" padding="lg" withBorder pos="sticky" top="calc(var(--shop-header-height) + 16px)" style={{ background: 'var(--shop-surface)', borderColor: 'var(--shop-border)' }}>
          <Stack gap="md">
            <Title order={2} fz="xl">
              Order Summary
            </Title>
            <OrderTotals totals={totals} showFreeShippingHint />
            <Button component={Link} to={paths.checkout.getHref()} size="md" radius="xl" rightSection={<IconArrowRight size={18} aria-hidden />} fullWidth>
              Proceed to Checkout
            </Button>
            <Button component={Link} to={paths.products.getHref()} variant="default" radius="xl" fullWidth>
              Continue Shopping
            </Button>
            <Text fz="xs" c="dimmed" ta="center">
              Free shipping on orders above ₹1,000 · Prices include GST
            </Text>
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
