import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { formatPaise } from '@common/money';
import type { CartLine } from '@/lib/cart';
import type { QuotedLine } from '@/lib/cart-quote';
import { CartLineProblem } from '@/components/ui/cart-line-problem';
import { Thumbnail } from '@/components/ui/thumbnail';

/**
 * The lines being bought, compactly, for the payment step and the side summary, each with the
 * server's line total (`lineFor`, the quote's line: a skeleton until it has priced the line) and,
 * when the server cannot sell it as it is, its problem and fix.
 */
export function OrderReviewLines({ lines, lineFor }: { lines: readonly CartLine[]; lineFor: (line: CartLine) => QuotedLine | undefined }) {
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Items in your order">
      {lines.map((line) => {
        const quoted = lineFor(line);
        return (
          <Group key={line.variantId} component="li" gap="sm" wrap="nowrap" align="flex-start">
            <Thumbnail src={line.imageUrl} size={52} />
            <div style={{ flex: 1, minWidth: 0 }}>
              <Text fz="sm" fw={600} lineClamp={1}>
                {line.name}
              </Text>
              <Text fz="xs" c="dimmed">
                {line.size} · Qty {line.quantity}
              </Text>
              <CartLineProblem line={line} quoted={quoted} />
            </div>
            {quoted ? (
              <Text fz="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="review-line-total">
                {formatPaise(quoted.lineTotalMoney.amount)}
              </Text>
            ) : (
              <Skeleton height={16} width={64} aria-label="Pricing this line" />
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
