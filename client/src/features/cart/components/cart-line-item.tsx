import { ActionIcon, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatPaise } from '@common/money';
import { Money } from '@/components/ui/money';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { paths } from '@/config/paths';
import { cartActions, type CartLine } from '@/lib/cart';
import type { QuotedLine } from '@/lib/cart-quote';
import { CartLineProblem } from '@/components/ui/cart-line-problem';
import { Thumbnail } from '@/components/ui/thumbnail';

/**
 * One cart line: image, name, size, stepper (minus at 1 removes; plus stops at what the server
 * says the line may hold), remove, line total, and the server's problem with the line, if any.
 * The unit price and the line total are the server's (the quote's line); until it has priced the
 * line, skeletons hold their places.
 */
export function CartLineItem({ line, quoted }: { line: CartLine; quoted?: QuotedLine }) {
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
            <Text
              component={Link}
              to={paths.product.getHref(line.productId)}
              fw={600}
              style={{ color: 'inherit', textDecoration: 'none' }}
              lineClamp={2}
            >
              {line.name}
            </Text>
            <Text fz="sm" c="dimmed">
              Size: {line.size}
              {quoted?.unitPriceMoney && <span data-testid="line-unit-price"> · {formatPaise(quoted.unitPriceMoney.amount)} each</span>}
            </Text>
          </div>
          <ActionIcon
            variant="subtle"
            color="red"
            radius="xl"
            onClick={() => cartActions.remove(line.variantId)}
            aria-label={`Remove ${label} from cart`}
          >
            <IconTrash size={18} stroke={1.7} />
          </ActionIcon>
        </Group>
        <Group justify="space-between" align="center">
          <QuantityStepper
            size="sm"
            value={line.quantity}
            max={quoted ? Math.max(line.quantity, quoted.maxQuantity) : undefined}
            itemLabel={label}
            onDecrease={() => cartActions.decrement(line.variantId)}
            onIncrease={() => cartActions.increment(line.variantId)}
          />
          {quoted ? (
            <Money paise={quoted.lineTotalMoney.amount} fw={700} data-testid="line-total" />
          ) : (
            <Skeleton height={20} width={72} aria-label="Pricing this line" />
          )}
        </Group>
        <CartLineProblem line={line} quoted={quoted} />
      </Stack>
    </Group>
  );
}
