import { Button, Card, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { OrderTotals } from '@/components/ui/order-totals';
import { TextBlockSkeleton } from '@/components/ui/skeletons';
import { paths } from '@/config/paths';
import type { CartLine } from '@/lib/cart';
import type { CartQuoteState } from '@/lib/cart-quote';
import { OrderReviewLines } from './order-review';

/**
 * The shipping step's order summary: the cart's lines and totals as the server quotes them. The
 * cart is this browser's, so until the page has hydrated (and in the server's HTML) a skeleton
 * holds its place.
 */
export function CheckoutSummary({ lines, quote, hydrated }: { lines: readonly CartLine[]; quote: CartQuoteState; hydrated: boolean }) {
  return (
    <Card radius="lg" padding="lg" withBorder style={{ background: 'var(--shop-surface)', borderColor: 'var(--shop-border)' }}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          Order Summary
        </Title>
        {hydrated ? (
          <>
            <OrderReviewLines lines={lines} lineFor={quote.lineFor} />
            <OrderTotals totals={quote.totals} gstPaise={quote.gstPaise} freeShippingShortfallPaise={quote.freeShippingShortfallPaise} />
          </>
        ) : (
          <TextBlockSkeleton lines={6} />
        )}
        <Button component={Link} to={paths.cart.getHref()} variant="subtle" size="compact-sm">
          Edit cart
        </Button>
      </Stack>
    </Card>
  );
}
