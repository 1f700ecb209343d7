import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { theme } from '@/config/theme';
import { AdminList, useAdminListParams } from './admin-list';

/** Each render of the list's rows, with the search it was rendered for. */
let rowRenders: string[] = [];

function CustomerList() {
  const list = useAdminListParams();
  rowRenders.push(list.query);
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

  it('shows each key of a search in the box without rendering the list again, then the list once for the settled search', async () => {
    const router = createMemoryRouter([{ path: '/admin/customers', element: <CustomerList /> }], { initialEntries: ['/admin/customers'] });
    render(
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    rowRenders = [];
    const user = userEvent.setup();
    const box = screen.getByPlaceholderText('Name or email');
    await user.type(box, 'meher');
    expect(box).toHaveValue('meher');
    // Five keys, and the page (the table, on a real list) not rendered for any of them.
    expect(rowRenders).toEqual([]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(router.state.location.search).toBe('?q=meher');
    expect(rowRenders).toEqual(['meher']);
    expect(box).toHaveValue('meher');
  });
});
