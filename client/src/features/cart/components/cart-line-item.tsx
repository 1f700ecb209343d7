import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatRupees } from '../../../../../common/money';
import { Money } from '../../../components/ui/money';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { paths } from '../../../config/paths';
import { cartActions, type CartLine } from '../../../lib/cart';
import { Thumbnail } from '../../../components/ui/thumbnail';

/** One cart line: image, name, size, stepper (minus at 1 removes), remove, line total. */
export function CartLineItem({ line }: { line: CartLine }) {
  const label = `${line.name}, ${line.size}`;
  return (
    <Group
      component="li"
      gap="md"
      wrap="nowrap"
      align="center"
      py="md"
      style={{ borderBottom: '1px solid var(--shop-border)', listStyle: 'none' }}
      aria-label={label}
    >
      <Link to={paths.product.getHref(line.productId)} style={{ flexShrink: 0 }} tabIndex={-1} aria-hidden>
        <Thumbnail src={line.imageUrl} size={88} />
      </Link>
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text component={Link} to={paths.product.getHref(line.productId)} fw={600} style={{ color: 'inherit', textDecoration: 'none' }} lineClamp={2}>
              {line.name}
            </Text>
            <Text fz="sm" c="dimmed">
              Size: {line.size} · {formatRupees(line.unitPrice)} each
            </Text>
          </div>
          <ActionIcon variant="subtle" color="red" radius="xl" onClick={() => cartActions.remove(line.productId, line.size)} aria-label={`Remove ${label} from cart`}>
            <IconTrash size={18} stroke={1.7} />
          </ActionIcon>
        </Group>
        <Group justify="space-between" align="center">
          <QuantityStepper
            size="sm"
            value={line.quantity}
            itemLabel={label}
            onDecrease={() => cartActions.decrement(line.productId, line.size)}
            onIncrease={() => cartActions.increment(line.productId, line.size)}
          />
          <Money value={(Math.round(line.unitPrice * 100) * line.quantity) / 100} fw={700} data-testid="line-total" />
        </Group>
      </Stack>
    </Group>
  );
}
