import { Group, Paper, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconChartBar, IconClipboardList, IconPlus } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

const ACTIONS: { label: string; description: string; to: string; icon: ComponentType<{ size?: number }> }[] = [
  {
    label: 'Add Product',
    description: 'Put a new product in the catalogue',
    // The products screen opens its add dialog when it sees ?new=1.
    to: `${paths.admin.products.getHref()}?new=1`,
    icon: IconPlus,
  },
  { label: 'Manage Orders', description: 'Search, filter and update orders', to: paths.admin.orders.getHref(), icon: IconClipboardList },
  { label: 'View Reports', description: 'Sales and stock at a glance', to: paths.admin.reports.getHref(), icon: IconChartBar },
];

/** The dashboard's quick-action cards. */
export function QuickActions() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={{ base: 'sm', sm: 'md' }}>
      {ACTIONS.map((action) => (
        <UnstyledButton key={action.label} component={Link} to={action.to}>
          <Paper withBorder p="md" radius="md" h="100%" style={{ transition: 'box-shadow 150ms ease' }}>
            <Group wrap="nowrap">
              <ThemeIcon variant="light" size={42} radius="md">
                <action.icon size={22} />
              </ThemeIcon>
              <div>
                <Text fw={700}>{action.label}</Text>
                <Text size="sm" c="dimmed">
                  {action.description}
                </Text>
              </div>
            </Group>
          </Paper>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
