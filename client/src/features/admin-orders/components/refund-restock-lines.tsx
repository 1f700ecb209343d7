import { Group, NumberInput, Stack, Text } from '@mantine/core';

export interface RestockableLine {
  id: string;
  name: string;
  size: string;
  quantity: number;
  restockedQuantity: number;
}

/** Units to put back per line id; a line left at 0 stays off the shelf. */
export type RestockChoice = Readonly<Record<string, number>>;

/** What the order still holds of a line: bought less what refunds already returned. */
export const heldUnits = (line: RestockableLine) => line.quantity - line.restockedQuantity;

/** Every held unit back: the starting choice for a full refund. */
export function everyHeldUnit(lines: readonly RestockableLine[]): RestockChoice {
  return Object.fromEntries(lines.map((line) => [line.id, heldUnits(line)]));
}

/** The choice as the refund asks for it: only lines with units to return. */
export function restockLinesOf(choice: RestockChoice): Array<{ lineId: string; quantity: number }> {
  return Object.entries(choice)
    .filter(([, quantity]) => quantity > 0)
    .map(([lineId, quantity]) => ({ lineId, quantity }));
}

/**
 * Which items, and how many of each, go back on the shelf with a refund: one number per line, from
 * 0 to the units the order still holds (a leaking bottle is thrown away, the other one returned).
 */
export function RefundRestockLines({
  lines,
  choice,
  onChange,
}: {
  lines: readonly RestockableLine[];
  choice: RestockChoice;
  onChange: (choice: RestockChoice) => void;
}) {
  return (
    <Stack gap={6} pl="lg" data-testid="restock-lines">
      {lines.map((line) => {
        const held = heldUnits(line);
        return (
          <Group key={line.id} justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" style={{ minWidth: 0 }}>
              {line.name} ({line.size})
              <Text span size="xs" c="dimmed">
                {' '}
                · {held === 0 ? 'all back in stock' : `${held} of ${line.quantity} held`}
              </Text>
            </Text>
            <NumberInput
              aria-label={`Units of ${line.name} (${line.size}) back to stock`}
              w={88}
              min={0}
              max={held}
              step={1}
              allowDecimal={false}
              clampBehavior="strict"
              disabled={held === 0}
              value={choice[line.id] ?? 0}
              onChange={(value) => onChange({ ...choice, [line.id]: Math.min(held, Math.max(0, Number(value) || 0)) })}
            />
          </Group>
        );
      })}
    </Stack>
  );
}
