import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { theme } from '@/config/theme';
import { AdminList, useAdminListParams } from './admin-list';

function CustomerList() {
  const list = useAdminListParams();
  return (
    <AdminList
      list={list}
      query={{ loading: false, refetch: () => Promise.resolve(undefined) }}
      result={{ items: [{}], totalCount: 1 }}
      searchPlaceholder="Name or email"
      noun={['customer', 'customers']}
      emptyText="No customers"
    >
      <Link to="/admin/customers/meher">Meher Customer</Link>
    </AdminList>
  );
}

describe('an admin list', () => {
  it('drops a search still settling when the admin opens a row, so they stay on the row’s page', async () => {
    const router = createMemoryRouter(
      [
        { path: '/admin/customers', element: <CustomerList /> },
        {
          path: '/admin/customers/:email',
          // The row's page takes a moment to arrive, as its code does on a busy phone.
          loader: () => new Promise((resolve) => setTimeout(() => resolve(null), 600)),
          element: <p>Customer page</p>,
        },
      ],
      { initialEntries: ['/admin/customers'] },
    );
    render(
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('Name or email'), 'meher');
    await user.click(screen.getByRole('link', { name: 'Meher Customer' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    expect(await screen.findByText('Customer page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/customers/meher');
    expect(router.state.location.search).toBe('');
  });
});
