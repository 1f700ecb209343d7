import { describe, expect, it } from 'vitest';
import { formatPaise } from '@common/money';
import { ApiTokensQuery } from '@/features/admin-integrations/components/api-tokens-section';
import { ShopSettingsQuery } from '@/features/admin-settings/components/contact-notification-form';
import { MeQuery } from '@/features/auth/api/me';
import { AdminDashboardDocument, AdminWebhooksDocument } from '@/gql/graphql';
import { render, screen, waitFor } from '@/test/render';
import AdminRoot from './admin-root';

const meMock = (me: { id: string; email: string; role: 'USER' | 'ADMIN' } | null) => ({
  request: { query: MeQuery },
  result: { data: { me: me && { __typename: 'User' as const, ...me } } },
  maxUsageCount: 5,
});

const settingsMock = {
  request: { query: ShopSettingsQuery },
  result: {
    data: {
      shopSettings: {
        __typename: 'ShopSettings' as const,
        contactNotificationEmail: 'admin@herbalroots.in',
        contactNotificationEmailSet: false,
      },
    },
  },
};

// What the settings screen's integrations sections ask for, as a shop with none set up answers.
const apiTokensMock = { request: { query: ApiTokensQuery }, result: { data: { apiTokens: [] } } };
const webhooksMock = {
  request: { query: AdminWebhooksDocument, variables: { limit: 20 } },
  result: {
    data: {
      webhookEndpoints: [],
      webhookDeliveries: { __typename: 'WebhookDeliveryPage' as const, totalCount: 0, items: [] },
    },
  },
};

// The dashboard's figures for a shop with no orders yet.
const dashboardMock = {
  request: { query: AdminDashboardDocument },
  result: {
    data: {
      dashboard: {
        __typename: 'Dashboard' as const,
        totalRevenueMoney: { __typename: 'Money' as const, formatted: formatPaise(0) },
        orderCount: 0,
        customerCount: 0,
        productCount: 0,
        pendingOrders: 0,
        averageOrderValueMoney: { __typename: 'Money' as const, formatted: formatPaise(0) },
        recentOrders: [],
      },
    },
  },
};

describe('AdminRoot guard', () => {
  it('asks a guest to sign in where they are', async () => {
    render(<AdminRoot />, { route: '/admin/orders', path: '/admin/*', mocks: [meMock(null)] });
    expect(await screen.findByRole('heading', { name: 'Sign in to the console', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin navigation' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/orders');
  });

  it('sends a signed-in shopper (role user) to the home page', async () => {
    window.localStorage.setItem('role', 'user');
    render(<AdminRoot />, {
      route: '/admin',
      path: '/admin/*',
      mocks: [meMock({ id: 'u1', email: 'shopper@example.in', role: 'USER' })],
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('shows a loader while the session is checked, then the console to an admin', async () => {
    // The browser the admin signed in on keeps the role; only there is the session asked about.
    window.localStorage.setItem('role', 'admin');
    render(<AdminRoot />, {
      route: '/admin/settings',
      path: '/admin/*',
      mocks: [meMock({ id: 'a1', email: 'admin@herbalroots.in', role: 'ADMIN' }), settingsMock, apiTokensMock, webhooksMock],
    });
    expect(screen.getByLabelText('Checking your access')).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Admin navigation' })).toBeInTheDocument();
    for (const link of ['Dashboard', 'Products', 'Orders', 'Customers', 'Settings', 'Back to Store']) {
      expect(screen.getAllByRole('link', { name: link }).length).toBeGreaterThan(0);
    }
    // Settings has its own screen now, loaded on first visit.
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/settings');
  });

  it('shows the dashboard for an admin path it does not know', async () => {
    window.localStorage.setItem('role', 'admin');
    render(<AdminRoot />, {
      route: '/admin/no-such-screen',
      path: '/admin/*',
      mocks: [meMock({ id: 'a1', email: 'admin@herbalroots.in', role: 'ADMIN' }), dashboardMock],
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
  });
});
