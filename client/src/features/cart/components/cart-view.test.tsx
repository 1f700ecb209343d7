import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartActions, type CartLine } from '@/lib/cart';
import { render, screen, within } from '@/test/render';
import { CartView } from './cart-view';
import { oilLine } from '@/test/cart-lines';
import { quoteEveryCart } from '@/test/cart-quote';

const oil = oilLine;
const serum: CartLine = {
  variantId: 'serum-30ml',
  productId: 'hair-serum-1',
  name: 'Hibiscus Serum',
  size: '30ml',
  unitPricePaise: 34900,
  quantity: 2,
  imageUrl: '/serum.svg',
  category: 'hair',
};

describe('cart page', { timeout: 20_000 }, () => {
  beforeEach(() => cartActions.clear());

  it('says the cart is empty when it is', () => {
    render(<CartView />);
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  });

  it('lists lines with the total quantity and the one pricing rule, inclusive of all taxes', async () => {
    cartActions.add(oil);
    cartActions.add(serum);
    render(<CartView />, { mocks: [quoteEveryCart()] });
    expect(screen.getByRole('heading', { name: 'Cart Items (3)' })).toBeInTheDocument();
    expect(screen.getByTestId('order-subtotal')).toHaveTextContent('₹947.00');
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('₹30.00');
    expect(screen.queryByTestId('order-tax')).toBeNull();
    expect(screen.getByTestId('order-total')).toHaveTextContent('₹977.00');
    expect(screen.getByText('Inclusive of all taxes')).toBeInTheDocument();
    // Once the server quotes the rates (5 % here): ₹11.86 in the oil, ₹33.24 in the serums and
    // ₹1.43 in the shipping, taxed at the largest line's rate.
    expect(await screen.findByTestId('order-gst')).toHaveTextContent('₹46.53');
    expect(screen.getByRole('link', { name: /Proceed to Checkout/ })).toHaveAttribute('href', '/checkout');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
  });

  it('makes shipping free once the subtotal is above ₹1000', async () => {
    const user = userEvent.setup();
    cartActions.add({ ...serum, quantity: 3 });
    render(<CartView />, { mocks: [quoteEveryCart()] });
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('Free');
    expect(screen.getByTestId('order-total')).toHaveTextContent('₹1,047.00');
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Hibiscus Serum, 30ml' }));
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('₹30.00');
  });

  it('steps quantities, removes a line stepped below 1, and clears the cart', async () => {
    const user = userEvent.setup();
    cartActions.add(oil);
    cartActions.add(serum);
    render(<CartView />, { mocks: [quoteEveryCart()] });
    const oilLine = screen.getByRole('listitem', { name: 'Bhringraj Hair Oil, 100ml' });
    await user.click(within(oilLine).getByRole('button', { name: /Increase quantity/ }));
    expect(within(oilLine).getByRole('status')).toHaveTextContent('2');
    expect(within(oilLine).getByTestId('line-total')).toHaveTextContent('₹498.00');
    await user.click(within(oilLine).getByRole('button', { name: /Decrease quantity/ }));
    await user.click(within(oilLine).getByRole('button', { name: /Decrease quantity/ }));
    expect(screen.queryByRole('listitem', { name: 'Bhringraj Hair Oil, 100ml' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cart Items (2)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Hibiscus Serum, 30ml from cart' }));
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();

    cartActions.add(oil);
    await user.click(await screen.findByRole('button', { name: 'Clear Cart' }));
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  });
});
