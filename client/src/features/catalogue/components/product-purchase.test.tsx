import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/gql/fragment-masking';
import { AddToCartFragment } from '@/lib/use-add-to-cart';
import { render, screen } from '@/test/render';
import { ProductPurchase, ProductPurchaseFragment } from './product-purchase';

function product(stock: number, orderLimit: number) {
  const forCart = makeFragmentData(
    {
      __typename: 'Product',
      id: 'face-wash-1',
      name: 'Neem Tulsi Face Wash',
      category: { __typename: 'Category', slug: 'skin' },
      priceMoney: { __typename: 'Money', amount: 19900 },
      imageUrl: '/images/products/face-wash-1.svg',
      stock,
      orderLimit,
      sizes: [{ __typename: 'Size', id: 'v1', label: '100ml', priceMoney: { __typename: 'Money', amount: 19900 } }],
    },
    AddToCartFragment,
  );
  return makeFragmentData({ __typename: 'Product', ...forCart } as never, ProductPurchaseFragment);
}

describe('the product page’s quantity says why it stops', { timeout: 20_000 }, () => {
  it('at 1 of a product with 3 left: the limit while stock is low, tied to the + button', async () => {
    window.localStorage.clear();
    render(<ProductPurchase product={product(3, 1)} />);
    expect(screen.getByText('Only 3 left!')).toBeInTheDocument();
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    expect(plus).toBeDisabled();
    expect(screen.getByTestId('order-limit-note')).toHaveTextContent('Limit 1 per order while only 3 are left');
    expect(plus).toHaveAccessibleDescription('Limit 1 per order while only 3 are left');
    await userEvent.setup().click(plus);
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('1');
  });

  it('at 10 elsewhere: the limit of ten per order', () => {
    window.localStorage.clear();
    render(<ProductPurchase product={product(86, 10)} />);
    expect(screen.getByTestId('order-limit-note')).toHaveTextContent('Limit 10 per order');
  });

  it('says nothing when only the stock stops it', () => {
    window.localStorage.clear();
    render(<ProductPurchase product={product(1, 1)} />);
    expect(screen.queryByTestId('order-limit-note')).not.toBeInTheDocument();
  });
});
