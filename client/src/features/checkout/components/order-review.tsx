import { Group, Stack, Text } from '@mantine/core';
import { formatPaise } from '@common/money';
import type { CartLine } from '@/lib/cart';
import type { QuotedLine } from '@/lib/cart-quote';
import { CartLineProblem } from '@/components/ui/cart-line-problem';
import { Thumbnail } from '@/components/ui/thumbnail';

/**
 * The lines being bought, compactly, for the payment step and the side summary; with `lineFor`,
 * each line the server cannot sell as it is carries its problem and fix.
 */
export function OrderReviewLines({ lines, lineFor }: { lines: readonly CartLine[]; lineFor?: (line: CartLine) => QuotedLine | undefined }) {
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Items in your order">
      {lines.map((line) => (
        <Group key={line.variantId} component="li" gap="sm" wrap="nowrap" align="flex-start">
          <Thumbnail src={line.imageUrl} size={52} />
          <div style={{ flex: 1, minWidth: 0 }}>
            <Text fz="sm" fw={600} lineClamp={1}>
              {line.name}
            </Text>
            <Text fz="xs" c="dimmed">
              {line.size} · Qty {line.quantity}
            </Text>
            {lineFor && <CartLineProblem line={line} quoted={lineFor(line)} />}
          </div>
          <Text fz="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatPaise(line.unitPricePaise * line.quantity)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
