import { Button } from '@mantine/core';
import { IconLeaf } from '@tabler/icons-react';
import { EmptyNotice } from '@/components/ui/empty-notice';

/** The spec's empty state for a listing with no matches. */
export function EmptyListing({ onReset }: { onReset: () => void }) {
  return (
    <EmptyNotice
      py={64}
      px="md"
      icon={<IconLeaf size={38} stroke={1.4} />}
      iconSize={72}
      title="No Products Found"
      text="Try adjusting your filters or search criteria to find what you're looking for."
      textMaw={420}
      action={
        <Button mt="sm" onClick={onReset}>
          Reset Filters
        </Button>
      }
    />
  );
}
