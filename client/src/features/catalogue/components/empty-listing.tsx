import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLeaf } from '@tabler/icons-react';

/** The spec's empty state for a listing with no matches. */
export function EmptyListing({ onReset }: { onReset: () => void }) {
  return (
    <Stack align="center" ta="center" gap="sm" py={64} px="md">
      <ThemeIcon size={72} radius="xl" variant="light" color="leaf" aria-hidden>
        <IconLeaf size={38} stroke={1.4} />
      </ThemeIcon>
      <Title order={2} fz="h3">
        No Products Found
      </Title>
      <Text c="dimmed" maw={420}>
        Try adjusting your filters or search criteria to find what you're looking for.
      </Text>
      <Button mt="sm" onClick={onReset}>
        Reset Filters
      </Button>
    </Stack>
  );
}
