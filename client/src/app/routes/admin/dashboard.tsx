import { useQuery } from '@apollo/client/react';
import { Skeleton, Stack, Title } from '@mantine/core';
import { graphql } from '@/gql';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { LoadError } from '@/components/admin/query-states';
import { QuickActions } from '@/features/admin-dashboard/components/quick-actions';
import { RecentOrders } from '@/features/admin-dashboard/components/recent-orders';
import { StatCards, StatCardsSkeleton } from '@/features/admin-dashboard/components/stat-cards';

const AdminDashboardQuery = graphql(`
  query AdminDashboard {
    dashboard {
      ...DashboardStats
      recentOrders {
        id
        ...DashboardRecentOrder
      }
    }
  }
`);

/** /admin (and the fallback for settings, reports and unknown admin paths). */
export default function AdminDashboardRoute() {
  // Figures change with every order, so show the cached ones at once but always ask again.
  const { data, error, refetch } = useQuery(AdminDashboardQuery, { fetchPolicy: 'cache-and-network' });

  return (
    <>
      <AdminPageHeader title="Dashboard" description="How the shop is doing, from the orders in the database." />
      <Stack gap="lg">
        {error && !data ? (
          <LoadError error={error} onRetry={() => void refetch()} what="the dashboard" />
        ) : data?.dashboard ? (
          <>
            <StatCards dashboard={data.dashboard} />
            <RecentOrders orders={data.dashboard.recentOrders} />
          </>
        ) : (
          <>
            <StatCardsSkeleton />
            <Skeleton height={260} radius="md" />
          </>
        )}
        <div>
          <Title order={2} size="h4" mb="sm">
            Quick Actions
          </Title>
          <QuickActions />
        </div>
      </Stack>
    </>
  );
}
