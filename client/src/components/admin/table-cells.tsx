import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A cell or card line in two parts: the thing itself and a dimmed detail under it (a name and its
 * e-mail, a category and its subcategory). `truncate` keeps long values on one line in cards.
 */
export function TwoLines({
  primary,
  secondary,
  mono = false,
  truncate = false,
  capitalize = false,
}: {
  primary: ReactNode;
  secondary?: ReactNode;
  mono?: boolean;
  truncate?: boolean;
  capitalize?: boolean;
}) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="sm" fw={600} ff={mono ? 'monospace' : undefined} truncate={truncate} tt={capitalize ? 'capitalize' : undefined}>
        {primary}
      </Text>
      {secondary !== undefined && (
        <Text size="xs" c="dimmed" truncate={truncate} tt={capitalize ? 'capitalize' : undefined}>
          {secondary}
        </Text>
      )}
    </Stack>
  );
}

/** A phone card's usual shape: who or what on the left, the figures on the right. */
export function CardRow({ left, right }: { left: ReactNode; right: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      {left}
      <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
        {right}
      </Stack>
    </Group>
  );
}

/** An amount or count in the table's body text. */
export function Figure({ children, strong = false }: { children: ReactNode; strong?: boolean }) {
  return (
    <Text size="sm" fw={strong ? 600 : undefined}>
      {children}
    </Text>
  );
}
