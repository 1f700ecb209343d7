import { Group, Stack, Text } from '@mantine/core';
import { formatRupees } from '../../../../../common/money';
import type { CartLine } from '../../../lib/cart';
import { Thumbnail } from '../../../components/ui/thumbnail';

/** The lines being bought, compactly, for the payment step and the side summary. */
export function OrderReviewLines({ lines }: { lines: readonly CartLine[] }) {
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Items in your order">
      {lines.map((line) => (
        <Group key={`${line.productId}|${line.size}`} component="li" gap="sm" wrap="nowrap">
          <Thumbnail src={line.imageUrl} size={52} />
          <div style={{ flex: 1, minWidth: 0 }}>
            <Text fz="sm" fw={600} lineClamp={1}>
              {line.name}
            </Text>
            <Text fz="xs" c="dimmed">
              {line.size} · Qty {line.quantity}
            </Text>
          </div>
          <Text fz="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatRupees((Math.round(line.unitPrice * 100) * line.quantity) / 100)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
