import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { makeFragmentData } from '@/gql';
import { render, screen, within } from '@/test/render';
import { AdminProductRowFragment, ProductsTable } from './products-table';

function product(id: string, stock: number, flags: Partial<{ featured: boolean; bestSeller: boolean; isNew: boolean }> = {}) {
  return makeFragmentData(
    {
      id,
      name: `Product ${id}`,
      category: { slug: 'skin' },
      subcategory: 'cream',
      priceMoney: { formatted: '₹199.00' },
      sizes: [{ label: '50g' }, { label: '100g' }],
      imageUrl: `/images/products/${id}/640.webp`,
      stock,
      rating: 4.25,
      reviews: 31,
      featured: false,
      bestSeller: false,
      isNew: false,
      ...flags,
    },
    AdminProductRowFragment,
  );
}

describe('ProductsTable', () => {
  it('labels stock as out, low (below 10) or in stock', () => {
    render(<ProductsTable products={[product('a', 0), product('b', 9), product('c', 10)]} onEdit={vi.fn()} onDelete={vi.fn()} />);
    const rows = screen.getAllByTestId('admin-product-row');
    expect(within(rows[0]).getByText('Out of stock')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Low stock (9)')).toBeInTheDocument();
    expect(within(rows[2]).getByText('10 in stock')).toBeInTheDocument();
  });

  it('shows price in rupees with the size count, rating with reviews, and the status badges', () => {
    render(
      <ProductsTable
        products={[product('d', 50, { featured: true, bestSeller: true, isNew: true })]}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    const row = screen.getByTestId('admin-product-row');
    expect(within(row).getByText('₹199.00')).toBeInTheDocument();
    expect(within(row).getByText('2 sizes')).toBeInTheDocument();
    expect(within(row).getByText('4.3')).toBeInTheDocument();
    expect(within(row).getByText('(31)')).toBeInTheDocument();
    for (const badge of ['Featured', 'Best Seller', 'New']) expect(within(row).getByText(badge)).toBeInTheDocument();
  });

  it('has labelled edit and delete buttons for each product', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    const items = [product('e', 20)];
    render(<ProductsTable products={items} onEdit={onEdit} onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Product e' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Product e' }));
    expect(onEdit).toHaveBeenCalledWith(items[0]);
    expect(onDelete).toHaveBeenCalledWith(items[0]);
  });
});
