import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';

/** A section's eyebrow, serif title and optional action on the right. */
export function SectionHeading({
  eyebrow,
  title,
  description,
  action,
  id,
}: {
  eyebrow?: string;
  title: string;
  description?: string;
  action?: ReactNode;
  id?: string;
}) {
  return (
    <Group justify="space-between" align="flex-end" mb={{ base: 'lg', md: 'xl' }} gap="md">
      <Stack gap={6} maw={640}>
        {eyebrow && (
          <Text fz="xs" fw={700} tt="uppercase" c="var(--shop-accent-text)" style={{ letterSpacing: '0.14em' }}>
            {eyebrow}
          </Text>
        )}
        <Title order={2} id={id} fz={{ base: 26, md: 34 }} c="var(--shop-heading)">
          {title}
        </Title>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      {action}
    </Group>
  );
}
