import { describe, expect, it } from 'vitest';
import { ShopSettingsQuery } from '@/features/admin-settings/components/contact-notification-form';
import { MeQuery } from '@/features/auth/api/me';
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

describe('AdminRoot guard', () => {
  it('sends a guest to the home page', async () => {
    render(<AdminRoot />, { route: '/admin/orders', path: '/admin/*', mocks: [meMock(null)] });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('sends a signed-in shopper (role user) to the home page', async () => {
    render(<AdminRoot />, {
      route: '/admin',
      path: '/admin/*',
      mocks: [meMock({ id: 'u1', email: 'shopper@example.in', role: 'USER' })],
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('shows a loader while the session is checked, then the console to an admin', async () => {
    render(<AdminRoot />, {
      route: '/admin/settings',
      path: '/admin/*',
      mocks: [meMock({ id: 'a1', email: 'admin@herbalroots.in', role: 'ADMIN' }), settingsMock],
    });
    expect(screen.getByLabelText('Checking your access')).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Admin navigation' })).toBeInTheDocument();
    for (const link of ['Dashboard', 'Products', 'Orders', 'Customers', 'Settings', 'Back to Store']) {
      expect(screen.getAllByRole('link', { name: link }).length).toBeGreaterThan(0);
    }
    // Settings has its own screen now (issue 14.16), loaded on first visit.
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/settings');
  });

  it('shows the dashboard for an admin path it does not know', async () => {
    render(<AdminRoot />, {
      route: '/admin/no-such-screen',
      path: '/admin/*',
      mocks: [meMock({ id: 'a1', email: 'admin@herbalroots.in', role: 'ADMIN' })],
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
  });
});
