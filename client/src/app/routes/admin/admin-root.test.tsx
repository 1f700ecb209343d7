import { describe, expect, it } from 'vitest';
import { MeQuery } from '../../../features/auth/api/me';
import { render, screen, waitFor } from '../../../test/render';
import AdminRoot from './admin-root';

const meMock = (me: { id: string; email: string; role: 'user' | 'admin' } | null) => ({
  request: { query: MeQuery },
  result: { data: { me: me && { __typename: 'User' as const, ...me } } },
  maxUsageCount: 5,
});

describe('AdminRoot guard', () => {
  it('sends a guest to the home page', async () => {
    render(<AdminRoot />, { route: '/admin/orders', path: '/admin/*', mocks: [meMock(null)] });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('sends a signed-in shopper (role user) to the home page', async () => {
    render(<AdminRoot />, {
      route: '/admin',
      path: '/admin/*',
      mocks: [meMock({ id: 'u1', email: 'shopper@example.in', role: 'user' })],
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('shows a loader while the session is checked, then the console to an admin', async () => {
    render(<AdminRoot />, {
      route: '/admin/settings',
      path: '/admin/*',
      mocks: [meMock({ id: 'a1', email: 'admin@herbalroots.in', role: 'admin' })],
    });
    expect(screen.getByLabelText('Checking your access')).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Admin navigation' })).toBeInTheDocument();
    for (const link of ['Dashboard', 'Products', 'Orders', 'Customers', 'Settings', 'Back to Store']) {
      expect(screen.getAllByRole('link', { name: link }).length).toBeGreaterThan(0);
    }
    // Settings has no screen of its own: the dashboard stands in (spec §2).
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/settings');
  });
});
