import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import type { ReactNode } from 'react';
import { Button, Drawer, Stack } from '@mantine/core';

/** The phone's filter panel: a bottom sheet with the same controls as the sidebar. */
export function FiltersDrawer({
  opened,
  onClose,
  total,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  total: number;
  children: ReactNode;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Filters & Sort"
      position="bottom"
      size="85%"
      radius="lg"
      hiddenFrom="md"
      closeButtonProps={{ 'aria-label': 'Close filters' }}
    >
      <Stack gap="xl" pb="xl">
        {children}
        <Button onClick={onClose} size="md">
          Show {total} {total === 1 ? 'result' : 'results'}
        </Button>
      </Stack>
    </Drawer>
  );
}
