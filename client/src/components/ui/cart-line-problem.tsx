import { Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { cartActions, type CartLine } from '@/lib/cart';
import type { QuotedLine } from '@/lib/cart-quote';

/**
 * A line the server cannot sell as it is, said next to the line with its fix: reduce to what is
 * left, remove it, or take the new price. Shown in the cart and at checkout.
 */
export function CartLineProblem({ line, quoted }: { line: CartLine; quoted: QuotedLine | undefined }) {
  const problem = quoted?.problem;
  if (!quoted || !problem) return null;
  const label = `${line.name}, ${line.size}`;
  const canReduce = problem.code === 'INSUFFICIENT_STOCK' && quoted.maxQuantity > 0;
  return (
    <Group gap="xs" wrap="wrap" align="center" data-testid="line-problem" role="status">
      <IconAlertTriangle size={16} color="var(--mantine-color-error)" aria-hidden />
      <Text fz="sm" fw={600} c="var(--mantine-color-error)">
        {problem.message}
      </Text>
      {canReduce && (
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          radius="xl"
          onClick={() => cartActions.setQuantity(line.variantId, quoted.maxQuantity)}
          aria-label={`Reduce to ${quoted.maxQuantity}: ${label}`}
        >
          Reduce to {quoted.maxQuantity}
        </Button>
      )}
      {problem.code === 'PRICE_CHANGED' && quoted.unitPriceMoney && (
        <Button
          size="compact-sm"
          variant="light"
          radius="xl"
          onClick={() => cartActions.setUnitPrice(line.variantId, quoted.unitPriceMoney!.amount)}
          aria-label={`Accept new price: ${label}`}
        >
          Accept new price
        </Button>
      )}
      {problem.code !== 'PRICE_CHANGED' && (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          radius="xl"
          onClick={() => cartActions.remove(line.variantId)}
          aria-label={`Remove: ${label}`}
        >
          Remove
        </Button>
      )}
    </Group>
  );
}
