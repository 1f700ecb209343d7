import { Card, Grid, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** Placeholder cards shaped like product cards, so the grid does not jump when data arrives. */
export function ProductGridSkeleton({ count = 8, cols = { base: 2, sm: 3, lg: 4 } }: { count?: number; cols?: Record<string, number> }) {
  return (
    <SimpleGrid cols={cols} spacing={{ base: 'sm', sm: 'lg' }} aria-busy="true" aria-label="Loading products">
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} radius="lg" padding="md" withBorder>
          <Skeleton height={180} radius="md" mb="md" />
          <Skeleton height={14} width="80%" radius="sm" mb={8} />
          <Skeleton height={12} width="50%" radius="sm" mb={16} />
          <Group justify="space-between">
            <Skeleton height={18} width={70} radius="sm" />
            <Skeleton height={34} width={34} radius="xl" />
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}

export function ProductDetailSkeleton() {
  return (
    <Grid gap={{ base: 'lg', md: 48 }} aria-busy="true" aria-label="Loading product">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Skeleton height={420} radius="lg" />
        <Group mt="md" gap="sm">
          <Skeleton height={64} width={64} radius="md" />
          <Skeleton height={64} width={64} radius="md" />
          <Skeleton height={64} width={64} radius="md" />
        </Group>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="md">
          <Skeleton height={14} width={140} />
          <Skeleton height={36} width="85%" />
          <Skeleton height={16} width={180} />
          <Skeleton height={30} width={120} />
          <Skeleton height={70} />
          <Skeleton height={44} width="60%" />
          <Skeleton height={48} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

export function TextBlockSkeleton({ lines = 4 }: { lines?: number }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Loading">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} height={14} width={`${90 - index * 12}%`} />
      ))}
    </Stack>
  );
}
