import { memo } from 'react';
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';

export interface QuantityStepperProps {
  value: number;
  onDecrease: () => void;
  onIncrease: () => void;
  /** Disables minus at this value (the product page stops at 1; the cart removes the line instead). */
  min?: number;
  /** Disables plus at this value: what is in stock (and what one line may hold). */
  max?: number;
  /** What the quantity is of, for screen readers: "Bhringraj Hair Oil, 100ml". */
  itemLabel?: string;
  size?: 'sm' | 'md';
  /** The id of a note saying why plus stops where it does (the per-order limit). */
  describedBy?: string;
}

/**
 * − quantity + ; the count is announced when it changes. Memoised: on the product page a size tap
 * leaves it as it was, and a phone should not spend the tap's time drawing it again.
 */
export const QuantityStepper = memo(function QuantityStepper({
  value,
  onDecrease,
  onIncrease,
  min,
  max,
  itemLabel,
  size = 'md',
  describedBy,
}: QuantityStepperProps) {
  const box = size === 'sm' ? 32 : 40;
  const of = itemLabel ? ` of ${itemLabel}` : '';
  return (
    <Group
      gap={0}
      wrap="nowrap"
      role="group"
      aria-label={`Quantity${of}`}
      style={{ border: '1px solid var(--shop-border)', borderRadius: 999, width: 'fit-content', background: 'var(--shop-surface)' }}
    >
      <ActionIcon
        variant="subtle"
        color="leaf"
        radius="xl"
        size={box}
        onClick={onDecrease}
        disabled={min != null && value <= min}
        aria-label={`Decrease quantity${of}`}
      >
        <IconMinus size={16} />
      </ActionIcon>
      <Text component="output" aria-live="polite" w={box} ta="center" fw={600} fz={size === 'sm' ? 'sm' : 'md'}>
        {value}
      </Text>
      <ActionIcon
        variant="subtle"
        color="leaf"
        radius="xl"
        size={box}
        onClick={onIncrease}
        disabled={max != null && value >= max}
        aria-label={`Increase quantity${of}`}
        aria-describedby={describedBy}
      >
        <IconPlus size={16} />
      </ActionIcon>
    </Group>
  );
});
