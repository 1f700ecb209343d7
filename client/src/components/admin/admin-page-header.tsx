import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageMeta } from '@/components/ui/page-title';

/** An admin screen's heading, which also names the browser tab ("Orders · Admin · Herbal Roots"). */
export function AdminPageHeader({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  usePageMeta(`${title} · Admin`);
  return (
    <Group justify="space-between" align="flex-end" gap="sm" mb="lg">
      <Stack gap={2}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
      </Stack>
      {action}
    </Group>
  );
}
