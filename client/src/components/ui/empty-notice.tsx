import type { ReactNode } from 'react';
import { Stack, type StackProps, Text, ThemeIcon, Title } from '@mantine/core';

/**
 * What a storefront list shows when it has nothing (an empty cart, wishlist or listing): a round
 * icon, a heading, a line of help and the way on. Each page keeps its own spacing.
 */
export function EmptyNotice({
  icon,
  iconSize = 80,
  colour = 'leaf',
  title,
  text,
  textMaw,
  action,
  ...spacing
}: {
  icon: ReactNode;
  iconSize?: number;
  colour?: string;
  title: string;
  text: string;
  textMaw?: number;
  action: ReactNode;
} & Pick<StackProps, 'py' | 'px'>) {
  return (
    <Stack align="center" ta="center" gap="sm" {...spacing}>
      <ThemeIcon size={iconSize} radius="xl" variant="light" color={colour} aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={2} fz="h3">
        {title}
      </Title>
      <Text c="dimmed" maw={textMaw}>
        {text}
      </Text>
      {action}
    </Stack>
  );
}
