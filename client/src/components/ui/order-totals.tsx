import { Group, Stack, Text } from '@mantine/core';
import { formatPaise } from '@common/money';
import { freeShippingNudge, type OrderTotals as Totals } from '@common/pricing';

/**
 * Subtotal, Shipping, Tax, Total by the one pricing rule: the cart, checkout
 * and the server show the same figures.
 */
export function OrderTotals({
  totals,
  showFreeShippingHint = false,
  discountCode = null,
}: {
  /** A discount code's saving is shown as its own line when there is one. */
  totals: Totals & { discountPaise?: number };
  showFreeShippingHint?: boolean;
  /** The code that gave the discount, named on its line. */
  discountCode?: string | null;
}) {
  const toFreeShipping = showFreeShippingHint ? freeShippingNudge(totals.subtotalPaise) : null;
  return (
    <Stack gap="xs">
      <Stack gap="xs" component="dl" m={0}>
        <Row label="Subtotal" value={formatPaise(totals.subtotalPaise)} />
        {!!totals.discountPaise && <Row label="Discount" note={discountCode} value={`−${formatPaise(totals.discountPaise)}`} />}
        <Row label="Shipping" value={totals.shippingPaise === 0 && totals.subtotalPaise > 0 ? 'Free' : formatPaise(totals.shippingPaise)} />
        <Row label="Tax" value={formatPaise(totals.taxPaise)} hint="Prices include GST" />
        <Group justify="space-between" pt="sm" mt={4} style={{ borderTop: '1px solid var(--shop-border)' }}>
          <Text component="dt" fw={700} fz="lg">
            Total
          </Text>
          <Text
            component="dd"
            m={0}
            fw={700}
            fz="lg"
            c="var(--shop-price)"
            data-testid="order-total"
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {formatPaise(totals.totalPaise)}
          </Text>
        </Group>
      </Stack>
      {toFreeShipping !== null && (
        <Text fz="xs" c="dimmed">
          {toFreeShipping}
        </Text>
      )}
    </Stack>
  );
}

function Row({ label, value, hint, note }: { label: string; value: string; hint?: string; note?: string | null }) {
  return (
    <Group justify="space-between" align="flex-start">
      <Text component="dt" c="dimmed">
        {label}
        {note && ` (${note})`}
        {hint && (
          <Text component="span" display="block" fz="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </Text>
      <Text component="dd" m={0} fw={500} data-testid={`order-${label.toLowerCase()}`} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Group>
  );
}
