import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { makeFragmentData } from '@/gql';
import { render, screen, within } from '@/test/render';
import { DEFAULT_ORDER_SORT, nextOrderSort, type OrderSortState } from '../order-sort';
import { AdminOrderRowFragment, OrdersTable } from './orders-table';

const order = makeFragmentData(
  {
    id: '7d4c',
    orderNumber: 'HB-100001',
    customerName: 'Asha Menon',
    email: 'asha@example.in',
    createdAt: '2026-03-03T10:00:00.000Z',
    itemCount: 3,
    totalMoney: { formatted: '₹1,234.50' },
    status: 'SHIPPED',
    paymentStatus: 'PAY_ON_DELIVERY',
    paymentMethod: 'CASH_ON_DELIVERY',
    breakdown: { cashToCollectMoney: { amount: 123450 } },
  },
  AdminOrderRowFragment,
);

function SortableTable({
  onView = vi.fn(),
  onSelect = vi.fn(),
}: {
  onView?: () => void;
  onSelect?: (ids: readonly string[], on: boolean) => void;
}) {
  const [sort, setSort] = useState<OrderSortState>(DEFAULT_ORDER_SORT);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return (
    <OrdersTable
      orders={[order]}
      sort={sort}
      onSort={(field) => setSort(nextOrderSort(sort, field))}
      onView={onView}
      selected={selected}
      onSelect={(ids, on) => {
        onSelect(ids, on);
        setSelected(new Set(on ? ids : []));
      }}
    />
  );
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('OrdersTable', () => {
  it("says how each order is paid, and a cash-on-delivery order's cash still to collect rather than paid", () => {
    render(<SortableTable />);
    const row = screen.getByTestId('admin-order-row');
    expect(within(row).getByText('Cash on delivery')).toBeInTheDocument();
    expect(within(row).getByText('₹1,234.50 to collect')).toBeInTheDocument();
    expect(within(row).queryByText(/paid/i)).toBeNull();
  });

  it('marks Date as sorted descending by default', () => {
    render(<SortableTable />);
    expect(header('Date')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Total')).toHaveAttribute('aria-sort', 'none');
  });

  it('sorts a newly clicked column ascending and toggles on a second click', async () => {
    const user = userEvent.setup();
    render(<SortableTable />);
    await user.click(within(header('Total')).getByRole('button'));
    expect(header('Total')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Date')).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header('Total')).getByRole('button'));
    expect(header('Total')).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(header('Customer')).getByRole('button'));
    expect(header('Customer')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('shows the order with its rupee total and a status badge in its colour', async () => {
    const onView = vi.fn();
    render(<SortableTable onView={onView} />);
    const row = screen.getByTestId('admin-order-row');
    expect(within(row).getByText('HB-100001')).toBeInTheDocument();
    expect(within(row).getByText('Asha Menon')).toBeInTheDocument();
    expect(within(row).getByText('₹1,234.50')).toBeInTheDocument();
    expect(within(row).getByText('Shipped').closest('[data-status]')).toHaveAttribute('data-status', 'Shipped');
    await userEvent.click(within(row).getByRole('button', { name: 'View order HB-100001' }));
    expect(onView).toHaveBeenCalledTimes(1);
  });

  it('ticks an order for packing slips, and the header box ticks the whole page', async () => {
    const onSelect = vi.fn();
    render(<SortableTable onSelect={onSelect} />);
    const row = screen.getByTestId('admin-order-row');
    await userEvent.click(within(row).getByRole('checkbox', { name: 'Select order HB-100001' }));
    expect(onSelect).toHaveBeenLastCalledWith(['7d4c'], true);
    expect(screen.getByRole('checkbox', { name: 'Select every order on this page' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every order on this page' }));
    expect(onSelect).toHaveBeenLastCalledWith(['7d4c'], false);
    expect(within(row).getByRole('checkbox', { name: 'Select order HB-100001' })).not.toBeChecked();
  });
});
