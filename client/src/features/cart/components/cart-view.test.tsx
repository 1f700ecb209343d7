import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartActions, type CartLine } from '@/lib/cart';
import { render, screen, waitFor, within } from '@/test/render';
import { CartView } from './cart-view';
import { oilLine } from '@/test/cart-lines';
import { quoteEveryCart } from '@/test/cart-quote';
import { CartQuote } from '@/lib/cart-quote';

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

  it('lists lines with the total quantity and the server’s figures, inclusive of all taxes', async () => {
    cartActions.add(oil);
    cartActions.add(serum);
    render(<CartView />, { mocks: [quoteEveryCart()] });
    expect(screen.getByRole('heading', { name: 'Cart Items (3)' })).toBeInTheDocument();
    // Until the server has priced the lines, no figure: the totals hold their places.
    expect(screen.getByTestId('order-totals-loading')).toBeInTheDocument();
    expect(screen.queryByTestId('order-total')).toBeNull();
    expect(screen.queryByTestId('line-total')).toBeNull();
    expect(await screen.findByTestId('order-total')).toHaveTextContent('₹977.00');
    expect(screen.getByTestId('order-subtotal')).toHaveTextContent('₹947.00');
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('₹30.00');
    expect(screen.queryByTestId('order-tax')).toBeNull();
    expect(screen.getByText('Inclusive of all taxes')).toBeInTheDocument();
    // The GST its breakdown states (the stand-in server taxes ₹977 at 5 %).
    expect(screen.getByTestId('order-gst')).toHaveTextContent('₹46.52');
    expect(screen.getByRole('link', { name: /Proceed to Checkout/ })).toHaveAttribute('href', '/checkout');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
  });

  it('shows the prices the server lists, not the ones this browser kept', async () => {
    // The serum costs ₹399 now; the cart kept ₹349. The server prices the line at its price and says so.
    cartActions.add({ ...serum, quantity: 1 });
    const quote = {
      request: { query: CartQuote, variables: () => true },
      result: {
        data: {
          quote: {
            __typename: 'Quote' as const,
            itemCount: 1,
            subtotalMoney: { __typename: 'Money' as const, amount: 399_00 },
            discountMoney: { __typename: 'Money' as const, amount: 0 },
            shippingMoney: { __typename: 'Money' as const, amount: 30_00 },
            taxMoney: { __typename: 'Money' as const, amount: 0 },
            codFeeMoney: { __typename: 'Money' as const, amount: 0 },
            totalMoney: { __typename: 'Money' as const, amount: 429_00 },
            orderable: false,
            breakdown: { __typename: 'MoneyBreakdown' as const, gstMoney: { __typename: 'Money' as const, amount: 20_43 } },
            cashOnDelivery: {
              __typename: 'CashOnDeliveryOffer' as const,
              available: false,
              message: null,
              feeMoney: { __typename: 'Money' as const, amount: 0 },
            },
            discount: null,
            discountRefusal: null,
            lines: [
              {
                __typename: 'QuoteLine' as const,
                variantId: serum.variantId,
                quantity: 1,
                unitPriceMoney: { __typename: 'Money' as const, amount: 399_00 },
                lineTotalMoney: { __typename: 'Money' as const, amount: 399_00 },
                available: 10,
                maxQuantity: 10,
                problem: { __typename: 'QuoteProblem' as const, code: 'PRICE_CHANGED', message: 'The price is now ₹399.00' },
              },
            ],
          },
        },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    render(<CartView />, { mocks: [quote] });
    const line = screen.getByRole('listitem', { name: 'Hibiscus Serum, 30ml' });
    expect(await within(line).findByTestId('line-total')).toHaveTextContent('₹399.00');
    expect(within(line).getByTestId('line-unit-price')).toHaveTextContent('₹399.00 each');
    expect(screen.getByTestId('order-subtotal')).toHaveTextContent('₹399.00');
    expect(screen.getByTestId('order-total')).toHaveTextContent('₹429.00');
    expect(screen.queryByText(/₹349/)).toBeNull();
  });

  it('makes shipping free once the subtotal is above ₹1000', async () => {
    const user = userEvent.setup();
    cartActions.add({ ...serum, quantity: 3 });
    render(<CartView />, { mocks: [quoteEveryCart()] });
    expect(await screen.findByTestId('order-shipping')).toHaveTextContent('Free');
    expect(screen.getByTestId('order-total')).toHaveTextContent('₹1,047.00');
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Hibiscus Serum, 30ml' }));
    await waitFor(() => expect(screen.getByTestId('order-shipping')).toHaveTextContent('₹30.00'));
  });

  it('steps quantities, removes a line stepped below 1, and clears the cart', async () => {
    const user = userEvent.setup();
    cartActions.add(oil);
    cartActions.add(serum);
    render(<CartView />, { mocks: [quoteEveryCart()] });
    const oilLine = screen.getByRole('listitem', { name: 'Bhringraj Hair Oil, 100ml' });
    await user.click(within(oilLine).getByRole('button', { name: /Increase quantity/ }));
    expect(within(oilLine).getByRole('status')).toHaveTextContent('2');
    await waitFor(() => expect(within(oilLine).getByTestId('line-total')).toHaveTextContent('₹498.00'));
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
