import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { formatPaise } from '@common/money';
import { freeShippingNudge, type OrderTotals as Totals } from '@common/pricing';

/**
 * Subtotal, Shipping, Total as the server priced them (a quote or an order): the cart, checkout
 * and the order's page show the server's figures and work none out. Prices include GST, so no tax
 * is added: the GST the total contains is shown under it once known (`gstPaise`), and a tax
 * charged on top, should there ever be one, gets its own row. Until the server has priced the
 * lines (`totals` null) the rows hold their places with skeletons.
 */
export function OrderTotals({
  totals,
  gstPaise = null,
  freeShippingShortfallPaise = null,
  discountCode = null,
}: {
  /** A discount code's saving is shown as its own line when there is one; null while the server prices the lines. */
  totals: (Totals & { discountPaise?: number; codFeePaise?: number }) | null;
  gstPaise?: number | null;
  /** The quote's shortfall for free shipping (cart and checkout): shown as "Add ₹X more…" when not null. */
  freeShippingShortfallPaise?: number | null;
  /** The code that gave the discount, named on its line. */
  discountCode?: string | null;
}) {
  if (!totals) return <TotalsPlaceholder />;
  const toFreeShipping = freeShippingNudge(freeShippingShortfallPaise);
  return (
    <Stack gap="xs">
      <Stack gap="xs" component="dl" m={0}>
        <Row label="Subtotal" value={formatPaise(totals.subtotalPaise)} />
        {!!totals.discountPaise && <Row label="Discount" note={discountCode} value={`−${formatPaise(totals.discountPaise)}`} />}
        <Row label="Shipping" value={totals.shippingPaise === 0 && totals.subtotalPaise > 0 ? 'Free' : formatPaise(totals.shippingPaise)} />
        {!!totals.codFeePaise && <Row label="Cash on delivery fee" value={formatPaise(totals.codFeePaise)} />}
        {totals.taxPaise !== 0 && <Row label="Tax" value={formatPaise(totals.taxPaise)} />}
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
        {gstPaise !== null && (
          <Group justify="space-between" mt={-4}>
            <Text component="dt" fz="sm" c="dimmed">
              Includes GST
            </Text>
            <Text component="dd" m={0} fz="sm" c="dimmed" data-testid="order-gst" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatPaise(gstPaise)}
            </Text>
          </Group>
        )}
      </Stack>
      <Text fz="xs" c="dimmed" data-testid="inclusive-of-taxes">
        Inclusive of all taxes
      </Text>
      {toFreeShipping !== null && (
        <Text fz="xs" c="dimmed">
          {toFreeShipping}
        </Text>
      )}
    </Stack>
  );
}

/** The totals' rows while the server prices the lines: their labels, and a skeleton for each figure. */
function TotalsPlaceholder() {
  return (
    <Stack gap="xs" aria-busy="true" data-testid="order-totals-loading">
      <Stack gap="xs" component="dl" m={0}>
        {['Subtotal', 'Shipping'].map((label) => (
          <Group key={label} justify="space-between" align="center">
            <Text component="dt" c="dimmed">
              {label}
            </Text>
            <dd style={{ margin: 0 }}>
              <Skeleton height={18} width={72} />
            </dd>
          </Group>
        ))}
        <Group justify="space-between" align="center" pt="sm" mt={4} style={{ borderTop: '1px solid var(--shop-border)' }}>
          <Text component="dt" fw={700} fz="lg">
            Total
          </Text>
          <dd style={{ margin: 0 }}>
            <Skeleton height={24} width={96} />
          </dd>
        </Group>
      </Stack>
      <Text fz="xs" c="dimmed">
        Inclusive of all taxes
      </Text>
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
