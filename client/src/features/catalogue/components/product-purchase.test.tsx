import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/gql/fragment-masking';
import { AddToCartFragment } from '@/lib/use-add-to-cart';
import { render, screen } from '@/test/render';
import { ProductPurchase, ProductPurchaseFragment } from './product-purchase';

interface SizeFigures {
  label: string;
  stock: number;
  orderLimit: number;
}

function product(stock: number, orderLimit: number, sizes: SizeFigures[] = [{ label: '100ml', stock, orderLimit }]) {
  const forCart = makeFragmentData(
    {
      __typename: 'Product',
      id: 'face-wash-1',
      name: 'Neem Tulsi Face Wash',
      category: { __typename: 'Category', slug: 'skin' },
      priceMoney: { __typename: 'Money', amount: 19900 },
      imageUrl: '/images/products/face-wash-1/640.webp',
      stock: sizes.reduce((sum, size) => sum + size.stock, 0),
      sizes: sizes.map((size, index) => ({
        __typename: 'Size' as const,
        id: `v${index + 1}`,
        label: size.label,
        priceMoney: { __typename: 'Money' as const, amount: 19900 + index * 10000 },
        stock: size.stock,
        orderLimit: size.orderLimit,
      })),
    },
    AddToCartFragment,
  );
  return makeFragmentData({ __typename: 'Product', ...forCart } as never, ProductPurchaseFragment);
}

describe('the product page counts each size on its own', { timeout: 20_000 }, () => {
  it('starts on the first size in stock, says a sold-out size is sold out, and says what the chosen size has left', async () => {
    window.localStorage.clear();
    render(
      <ProductPurchase
        product={product(0, 0, [
          { label: '100ml', stock: 0, orderLimit: 0 },
          { label: '150ml', stock: 3, orderLimit: 1 },
          { label: '200ml', stock: 40, orderLimit: 10 },
        ])}
      />,
    );
    expect(screen.getByRole('button', { name: '100ml · Sold out' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: '150ml' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('size-stock-note')).toHaveTextContent('Only 3 left!');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();

    await userEvent.setup().click(screen.getByRole('button', { name: '200ml' }));
    expect(screen.queryByTestId('size-stock-note')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-limit-note')).toHaveTextContent('Limit 10 per order');
  });

  it('offers "Notify me" with an e-mail field for a chosen sold-out size, instead of Add to Cart', async () => {
    window.localStorage.clear();
    render(
      <ProductPurchase
        product={product(0, 0, [
          { label: '100ml', stock: 0, orderLimit: 0 },
          { label: '200ml', stock: 40, orderLimit: 10 },
        ])}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Notify me' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '100ml · Sold out' }));
    expect(screen.getByTestId('size-stock-note')).toHaveTextContent('Sold out');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Your e-mail' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Notify me' })).toBeInTheDocument();
  });
});

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
