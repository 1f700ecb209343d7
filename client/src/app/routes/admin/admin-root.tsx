import { Center, Loader, Stack, Text } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { TableSkeleton } from '@/components/admin/query-states';
import { paths } from '@/config/paths';
import { AdminLayout } from '@/components/admin/admin-layout';
import { AdminSignIn } from '@/features/auth/components/admin-sign-in';
import { useAuth } from '@/features/auth/use-auth';
import AdminCustomersRoute from './customers';
import AdminCustomerRoute from './customer';
import AdminInvoicesRoute from './invoices';
import AdminMessagesRoute from './messages';
import AdminDashboardRoute from './dashboard';
import AdminOrdersRoute from './orders';
import AdminProductsRoute from './products';
import AdminReturnsRoute from './returns';
import AdminReviewsRoute from './reviews';

// Reports bring the charts library: it loads when the owner opens them, not with the console.
const AdminReportsRoute = lazy(() => import('./reports'));
const AdminSettingsRoute = lazy(() => import('./settings'));
const AdminDiscountsRoute = lazy(() => import('./discounts'));
const AdminMailPreviewsRoute = lazy(() => import('./mail-previews'));

/** A screen loaded on first visit, with a placeholder meanwhile. */
function Lazy({ screen }: { screen: ReactNode }) {
  return <Suspense fallback={<TableSkeleton label="Loading" />}>{screen}</Suspense>;
}

/**
 * /admin/*: only the server's word (`me`) lets anyone in; the stored role is a hint for the header,
 * never a key. Signed out, it asks for the administrator's sign-in in place. Every admin query is checked on the server again (docs/architecture.md).
 */
export default function AdminRoot() {
  const { user, isAdmin, loading, logout } = useAuth();

  if (loading) {
    return (
      <Center h="100dvh">
        <Stack align="center" gap="xs">
          <Loader aria-label="Checking your access" />
          <Text size="sm" c="dimmed">
            Checking your access…
          </Text>
        </Stack>
      </Center>
    );
  }
  // Signed out: the sign-in, then the console at the address asked for. A shopper's account has
  // no console: the shop.
  if (!user) return <AdminSignIn />;
  if (!isAdmin) return <Navigate to={paths.home.getHref()} replace />;

  return (
    <AdminLayout email={user.email} onLogout={() => void logout()}>
      <Routes>
        <Route index element={<AdminDashboardRoute />} />
        <Route path="products" element={<AdminProductsRoute />} />
        <Route path="orders" element={<AdminOrdersRoute />} />
        <Route path="returns" element={<AdminReturnsRoute />} />
        <Route path="customers" element={<AdminCustomersRoute />} />
        <Route path="customers/:email" element={<AdminCustomerRoute />} />
        <Route path="invoices" element={<AdminInvoicesRoute />} />
        <Route path="reports" element={<Lazy screen={<AdminReportsRoute />} />} />
        <Route path="settings" element={<Lazy screen={<AdminSettingsRoute />} />} />
        <Route path="settings/emails" element={<Lazy screen={<AdminMailPreviewsRoute />} />} />
        <Route path="discounts" element={<Lazy screen={<AdminDiscountsRoute />} />} />
        <Route path="messages" element={<AdminMessagesRoute />} />
        <Route path="reviews" element={<AdminReviewsRoute />} />
        {/* Anything unknown shows the dashboard. */}
        <Route path="*" element={<AdminDashboardRoute />} />
      </Routes>
    </AdminLayout>
  );
}
