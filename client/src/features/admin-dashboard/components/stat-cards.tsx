import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconClockHour4, IconCurrencyRupee, IconPackage, IconReceipt, IconShoppingBag, IconUsers } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { type FragmentType, getFragmentData, graphql } from '@/gql';

export const DashboardStatsFragment = graphql(`
  fragment DashboardStats on Dashboard {
    totalRevenueMoney {
      formatted
    }
    orderCount
    paidOrderCount
    failedOrderCount
    customerCount
    productCount
    pendingOrders
    averageOrderValueMoney {
      formatted
    }
  }
`);

interface Stat {
  label: string;
  value: string;
  /** What the figure counts, when its label alone could be read two ways. */
  note?: string;
  icon: ComponentType<{ size?: number }>;
  colour: string;
}

function StatCard({ stat }: { stat: Stat }) {
  const Icon = stat.icon;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" data-testid="dashboard-stat">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Text size="xs" c="dimmed" tt="uppercase" fw={700} lh={1.3}>
          {stat.label}
        </Text>
        <ThemeIcon variant="light" color={stat.colour} size={32} radius="md" aria-hidden>
          <Icon size={18} />
        </ThemeIcon>
      </Group>
      {/* The value gets the card's full width: ₹12,34,567.00 must not collide with the icon. */}
      <Text fw={700} fz={{ base: 20, sm: 26 }} mt={6} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={`stat-${stat.label}`}>
        {stat.value}
      </Text>
      {stat.note && (
        <Text size="xs" c="dimmed" mt={2} data-testid={`stat-note-${stat.label}`}>
          {stat.note}
        </Text>
      )}
    </Paper>
  );
}

/** The six dashboard figures, all computed by the server. */
export function StatCards({ dashboard }: { dashboard: FragmentType<typeof DashboardStatsFragment> }) {
  const figures = getFragmentData(DashboardStatsFragment, dashboard);
  const stats: Stat[] = [
    {
      label: 'Total Revenue',
      value: figures.totalRevenueMoney.formatted,
      note: 'Paid orders less refunds',
      icon: IconCurrencyRupee,
      colour: 'leaf',
    },
    {
      label: 'Orders',
      value: String(figures.orderCount),
      note: `All placed: ${figures.paidOrderCount} paid, ${figures.failedOrderCount} failed`,
      icon: IconShoppingBag,
      colour: 'blue',
    },
    { label: 'Customers', value: String(figures.customerCount), icon: IconUsers, colour: 'grape' },
    { label: 'Products', value: String(figures.productCount), icon: IconPackage, colour: 'teal' },
    { label: 'Pending Orders', value: String(figures.pendingOrders), icon: IconClockHour4, colour: 'orange' },
    {
      label: 'Average Order',
      value: figures.averageOrderValueMoney.formatted,
      note: `Revenue over ${figures.paidOrderCount} paid ${figures.paidOrderCount === 1 ? 'order' : 'orders'}`,
      icon: IconReceipt,
      colour: 'turmeric',
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 3 }} spacing={{ base: 'sm', sm: 'md' }}>
      {stats.map((stat) => (
        <StatCard key={stat.label} stat={stat} />
      ))}
    </SimpleGrid>
  );
}

export function StatCardsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 2, md: 3 }} spacing={{ base: 'sm', sm: 'md' }} aria-busy="true" aria-label="Loading figures">
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} height={92} radius="md" />
      ))}
    </SimpleGrid>
  );
}
