import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlant2Off } from '@tabler/icons-react';

export interface ErrorStateProps {
  title?: string;
  message: string;
  onRetry?: () => void;
}

/** A friendly error with a way forward (error states are designed, not blank). */
export function ErrorState({ title = 'Something went wrong', message, onRetry }: ErrorStateProps) {
  return (
    <Stack align="center" gap="sm" py={48} px="md" ta="center" role="alert">
      <ThemeIcon size={64} radius="xl" variant="light" color="turmeric" aria-hidden>
        <IconPlant2Off size={34} stroke={1.5} />
      </ThemeIcon>
      <Title order={2} fz="h3">
        {title}
      </Title>
      <Text c="dimmed" maw={460}>
        {message}
      </Text>
      {onRetry && (
        <Button onClick={onRetry} mt="xs" variant="filled">
          Retry
        </Button>
      )}
    </Stack>
  );
}
