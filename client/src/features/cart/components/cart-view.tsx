import { Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatPaise } from '@common/money';
import { FREE_SHIPPING_ABOVE_PAISE } from '@common/pricing';
import { ContinueShopping } from '@/components/ui/continue-shopping';
import { paths } from '@/config/paths';
import { cartActions, totalQuantity, useCart } from '@/lib/cart';
import { useCartQuote } from '@/lib/cart-quote';
import { useHydrated } from '@/lib/hydration-safe';
import { CartLineItem } from './cart-line-item';
import { CartSkeleton } from './cart-skeleton';
import { EmptyCart } from './empty-cart';
import { OrderTotals } from '@/components/ui/order-totals';
import { DiscountCodeField } from '@/components/ui/discount-code-field';

/**
 * The cart page's content, priced and stock-checked by the server (the quote). The
 * cart in this browser's storage is the one that counts: the server's HTML, and the page while it
 * hydrates, show a skeleton, never "your cart is empty" to a shopper who has one.
 */
export function CartView() {
  const lines = useCart();
  const quote = useCartQuote(lines);
  const hydrated = useHydrated();
  if (!hydrated) return <CartSkeleton />;
  if (lines.length === 0) return <EmptyCart />;
  const { totals } = quote;
  return (
    <Grid gap={{ base: 'lg', md: 40 }}>
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <Card radius="lg" padding="lg" withBorder style={{ background: 'var(--shop-surface)', borderColor: 'var(--shop-border)' }}>
          <Group justify="space-between" mb="xs">
            <Title order={2} fz="xl">
              Cart Items ({totalQuantity(lines)})
            </Title>
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => cartActions.clear()}
            >
              Clear Cart
            </Button>
          </Group>
          <ul style={{ margin: 0, padding: 0 }} aria-label="Cart items">
            {lines.map((line) => (
              <CartLineItem key={line.variantId} line={line} quoted={quote.lineFor(line)} />
            ))}
          </ul>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
        <Card
          radius="lg"
          padding="lg"
          withBorder
          pos="sticky"
          top="calc(var(--shop-header-height) + 16px)"
          style={{ background: 'var(--shop-surface)', borderColor: 'var(--shop-border)' }}
        >
          <Stack gap="md">
            <Title order={2} fz="xl">
              Order Summary
            </Title>
            <DiscountCodeField quote={quote} />
            <OrderTotals
              totals={totals}
              gstPaise={quote.gstPaise}
              discountCode={quote.discount?.code}
              freeShippingShortfallPaise={quote.freeShippingShortfallPaise}
            />
            {quote.orderable ? (
              <Button
                component={Link}
                to={paths.checkout.getHref()}
                size="md"
                radius="xl"
                rightSection={<IconArrowRight size={18} aria-hidden />}
                fullWidth
              >
                Proceed to Checkout
              </Button>
            ) : (
              <>
                <Button size="md" radius="xl" rightSection={<IconArrowRight size={18} aria-hidden />} fullWidth disabled>
                  Proceed to Checkout
                </Button>
                <Text fz="sm" c="var(--mantine-color-error)" ta="center" role="status" data-testid="cart-blocked">
                  Some items need your attention before checkout (see above).
                </Text>
              </>
            )}
            <ContinueShopping variant="default" fullWidth />
            <Text fz="xs" c="dimmed" ta="center">
              Free shipping on orders above {formatPaise(FREE_SHIPPING_ABOVE_PAISE)}
            </Text>
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
