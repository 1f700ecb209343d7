import { Center, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { ErrorState } from '@/components/errors/error-state';
import { errorMessage } from '@/lib/errors';

/** Placeholder rows while a table loads, shaped like the table so nothing jumps. */
export function TableSkeleton({ rows = 6, label }: { rows?: number; label: string }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={label} role="status">
      <Skeleton height={28} radius="sm" />
      {Array.from({ length: rows }, (_, index) => (
        <Group key={index} gap="sm" wrap="nowrap">
          <Skeleton height={40} circle />
          <Skeleton height={14} radius="sm" style={{ flex: 2 }} />
          <Skeleton height={14} radius="sm" style={{ flex: 1 }} />
          <Skeleton height={14} radius="sm" style={{ flex: 1 }} />
        </Group>
      ))}
    </Stack>
  );
}

/** A failed load, with the reason and a way to try again. */
export function LoadError({ error, onRetry, what }: { error: unknown; onRetry: () => void; what: string }) {
  return <ErrorState title={`Could not load ${what}`} message={errorMessage(error)} onRetry={onRetry} />;
}

/** The admin lists' empty texts (docs/storefront.md), set off so an empty table reads as a result, not a glitch. */
export function EmptyState({ message }: { message: string }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs" maw={420}>
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconMoodEmpty size={26} />
        </ThemeIcon>
        <Text ta="center" c="dimmed" size="sm">
          {message}
        </Text>
      </Stack>
    </Center>
  );
}
