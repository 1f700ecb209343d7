import { StrictMode } from 'react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartActions, cartVar, type CartLine } from '../../../lib/cart';
import { render, screen } from '../../../test/render';
import { CreateOrderMutation as CreateOrderDocument } from '../api/use-create-order';
import { ConfirmPaymentMutation } from '../api/use-confirm-payment';
import { CheckoutPage } from './checkout-page';


const oil: CartLine = { productId: 'hair-oil-1', name: 'Bhringraj Hair Oil', size: '100ml', unitPrice: 249, quantity: 2, imageUrl: '/oil.svg', category: 'hair' };
const shipping = {
  firstName: 'Meena',
  lastName: 'Iyer',
  email: 'meena@example.in',
  phone: '9840012345',
  address: '14 Gandhi Road',
  city: 'Kumbakonam',
  state: 'Tamil Nadu',
  postalCode: '612001',
  country: 'India',
};

function confirmation(orderId: string, paid: boolean, paymentStatus: 'PAID' | 'FAILED' | 'PENDING', reason: string | null = null) {
  return {
    request: { query: ConfirmPaymentMutation, variables: { orderId } },
    result: {
      data: {
        confirmPayment: {
          __typename: 'PaymentConfirmation',
          paid,
          message: paid ? 'Payment confirmed' : 'Payment not confirmed',
          order: {
            __typename: 'Order',
            id: orderId,
            orderNumber: 'HB-100042',
            email: 'meena@example.in',
            status: paid ? 'Processing' : 'Pending',
            paymentStatus,
            paymentFailureReason: reason,
            total: 528,
          },
        },
      },
    },
  };
}

function renderCheckout(route: string, mocks: any[] = [], strict = false) {
  const page = strict ? (
    <StrictMode>
      <CheckoutPage />
    </StrictMode>
  ) : (
    <CheckoutPage />
  );
  return render(page, { route, path: '/checkout', mocks, extraRoutes: <Route path="/products" element={<p>Product list</p>} /> });
}

describe('checkout', { timeout: 20_000 }, () => {
  beforeEach(() => {
    cartActions.clear();
    cartActions.add(oil);
    window.sessionStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('sends an empty cart back to the products list', () => {
    cartActions.clear();
    renderCheckout('/checkout');
    expect(screen.getByTestId('location')).toHaveTextContent('/products');
  });

  it('confirms a successful return once (also under StrictMode), thanks the shopper and empties the cart', async () => {
    renderCheckout('/checkout?status=SUCCESS&merchantOrderId=order-success-1', [confirmation('order-success-1', true, 'PAID')], true);
    expect(await screen.findByText(/Thank you for your order\. A confirmation email has been sent to/)).toHaveTextContent('meena@example.in');
    expect(screen.getByRole('link', { name: 'View Order Summary' })).toHaveAttribute('href', '/order-summary/order-success-1');
    expect(cartVar()).toEqual([]);
  });

  it('shows the failed view with the mapped reason, and Try Again returns to payment', async () => {
    const user = userEvent.setup();
    window.sessionStorage.setItem('herbal-checkout-shipping', JSON.stringify(shipping));
    renderCheckout('/checkout?status=FAILED&merchantOrderId=order-failed-1&reason=Card%20declined');
    expect(screen.getByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText('There was an issue processing your payment. Please try again or contact support.')).toBeInTheDocument();
    expect(screen.getByTestId('failure-reason')).toHaveTextContent('Your card was declined by the bank. Please try another payment method.');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Review & Pay' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout$/);
    expect(cartVar()).toHaveLength(1);
  });

  it('a return the provider reports as failed shows its reason', async () => {
    renderCheckout('/checkout?status=SUCCESS&merchantOrderId=order-failed-2', [confirmation('order-failed-2', false, 'FAILED', 'Insufficient funds')]);
    expect(await screen.findByTestId('failure-reason')).toHaveTextContent('Payment failed due to insufficient funds in your account.');
  });

  it('creates the order with the figures shown and an idempotency key, then goes to the payment page', async () => {
    const user = userEvent.setup();
    window.sessionStorage.setItem('herbal-checkout-shipping', JSON.stringify(shipping));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    let sent: any = null;
    const createOrder = {
      request: {
        query: CreateOrderDocument,
        variables: (variables: any) => {
          sent = variables;
          return true;
        },
      },
      result: {
        data: {
          createOrder: {
            __typename: 'CreateOrderPayload',
            paymentLink: 'http://pay.example/checkout/1',
            order: { __typename: 'Order', id: 'order-new-1', orderNumber: 'HB-100043', email: shipping.email, total: 528, paymentStatus: 'PENDING' },
          },
        },
      },
    };
    renderCheckout('/checkout', [createOrder]);
    await user.click(screen.getByRole('button', { name: /Continue to Payment/ }));
    expect(await screen.findByRole('heading', { name: 'Review & Pay' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay ₹528.00' }));
    expect(await screen.findByText('Taking you to our secure payment page…')).toBeInTheDocument();
    expect(assign).toHaveBeenCalledWith('http://pay.example/checkout/1');
    expect(sent.input.lines).toEqual([{ productId: 'hair-oil-1', size: '100ml', quantity: 2, unitPrice: 249 }]);
    expect(sent.input.expected).toEqual({ subtotal: 498, shipping: 30, tax: 0, total: 528 });
    expect(sent.input.shipping).toEqual(shipping);
    expect(sent.input.idempotencyKey).toMatch(/.{16,}/);
  });

  it('shows the server’s refusal in the failed view', async () => {
    const user = userEvent.setup();
    window.sessionStorage.setItem('herbal-checkout-shipping', JSON.stringify(shipping));
    const refused = {
      request: { query: CreateOrderDocument, variables: () => true },
      result: { errors: [{ message: 'Only 1 left of Bhringraj Hair Oil (100ml)', extensions: { code: 'OUT_OF_STOCK' } }] },
    };
    renderCheckout('/checkout', [refused]);
    await user.click(screen.getByRole('button', { name: /Continue to Payment/ }));
    await user.click(await screen.findByRole('button', { name: 'Pay ₹528.00' }));
    expect(await screen.findByTestId('failure-reason')).toHaveTextContent('Only 1 left of Bhringraj Hair Oil (100ml)');
    expect(screen.getByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
  });
});
