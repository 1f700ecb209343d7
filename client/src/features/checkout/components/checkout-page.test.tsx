import { StrictMode } from 'react';
import type { MockLink } from '@apollo/client/testing';
import type { CreateOrderMutationVariables } from '@/gql/graphql';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartActions, cartVar, type CartLine } from '@/lib/cart';
import { preloadDeferredComponents } from '@/lib/deferred-hydration';
import { render, screen, waitFor } from '@/test/render';
import { CreateOrderMutation as CreateOrderDocument } from '../api/use-create-order';
import { OrderShippingQuery } from '../api/use-order-shipping';
import { CartQuote } from '@/lib/cart-quote';
import { confirmPaymentResponse } from '../test/confirm-payment-response';
import { oilLine } from '@/test/cart-lines';
import { quoteEveryCart } from '@/test/cart-quote';
import { CheckoutPage } from './checkout-page';
beforeAll(() => preloadDeferredComponents()); // the views after the form are code of their own, loaded first as on the server

const oil: CartLine = { ...oilLine, quantity: 2 };
const shipping = {
  firstName: 'Meena',
  lastName: 'Iyer',
  email: 'meena@example.in',
  phone: '9840012345',
  address: '14 Gandhi Road',
  addressLine2: '',
  city: 'Kumbakonam',
  state: 'Tamil Nadu',
  postalCode: '612001',
  country: 'India',
};

function confirmation(orderId: string, paid: boolean, paymentStatus: 'PAID' | 'FAILED' | 'PENDING', reason: string | null = null) {
  return confirmPaymentResponse(orderId, paid, paid ? 'Payment confirmed' : 'Payment not confirmed', {
    orderNumber: 'HB-100042',
    email: 'meena@example.in',
    status: paid ? 'PROCESSING' : 'PENDING',
    paymentStatus,
    paymentFailureReason: reason,
    refundDue: false,
    createdAt: '2026-11-20T10:15:00.000Z',
    totalMoney: { __typename: 'Money', amount: 52800 },
  });
}

function renderCheckout(route: string, mocks: readonly MockLink.MockedResponse[] = [], strict = false) {
  const page = strict ? (
    <StrictMode>
      <CheckoutPage />
    </StrictMode>
  ) : (
    <CheckoutPage />
  );
  // The page prices the cart with the server (the quote); a test that does not script the quote
  // gets the server's answer for a cart it can fill.
  const answered = mocks.some((mock) => mock.request.query === CartQuote) ? mocks : [...mocks, quoteEveryCart()];
  return render(page, { route, path: '/checkout', mocks: answered, extraRoutes: <Route path="/products" element={<p>Product list</p>} /> });
}

/** The failed order as the server stored it, and a createOrder that records what it was sent. */
function storedOrderMocks() {
  let sent: CreateOrderMutationVariables | null = null;
  const storedAddress = {
    request: { query: OrderShippingQuery, variables: { id: 'order-failed-3' } },
    result: {
      data: {
        order: {
          __typename: 'Order',
          id: 'order-failed-3',
          firstName: shipping.firstName,
          lastName: shipping.lastName,
          email: shipping.email,
          phone: shipping.phone,
          buyerGstin: null,
          buyerLegalName: null,
          discountCode: null,
          address: {
            __typename: 'Address',
            street: shipping.address,
            city: shipping.city,
            state: shipping.state,
            postalCode: shipping.postalCode,
            country: shipping.country,
          },
          lines: [
            {
              __typename: 'OrderLine',
              productId: oil.productId,
              variantId: oil.variantId,
              name: oil.name,
              size: oil.size,
              quantity: 2,
              imageUrl: oil.imageUrl,
              unitPriceMoney: { __typename: 'Money', amount: oil.unitPricePaise },
            },
          ],
        },
      },
    },
  };
  const createOrder = {
    request: {
      query: CreateOrderDocument,
      variables: (variables: CreateOrderMutationVariables) => {
        sent = variables;
        return true;
      },
    },
    result: {
      data: {
        createOrder: {
          __typename: 'CreateOrderPayload',
          paymentLink: 'http://pay.example/checkout/3',
          errors: [],
          order: {
            __typename: 'Order',
            id: 'order-new-3',
            orderNumber: 'HB-100044',
            email: shipping.email,
            totalMoney: { __typename: 'Money', amount: 52800 },
            paymentStatus: 'PENDING',
          },
        },
      },
    },
  };
  return {
    storedAddress,
    createOrder,
    sentShipping: () => sent!.input.shipping,
    sentLines: () => sent!.input.lines,
  };
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
    expect(await screen.findByText(/Thank you for your order\. A confirmation email has been sent to/)).toHaveTextContent(
      'meena@example.in',
    );
    expect(screen.getByRole('link', { name: 'View Order Summary' })).toHaveAttribute('href', '/order-summary/order-success-1');
    expect(cartVar()).toEqual([]);
  });

  it('shows the failed view with the mapped reason, and Try Again returns to payment', async () => {
    const user = userEvent.setup();
    window.sessionStorage.setItem('herbal-checkout-shipping', JSON.stringify(shipping));
    // The page asks the server even after a FAILED return; this server knows no reason, so the provider's is shown.
    renderCheckout('/checkout?status=FAILED&merchantOrderId=order-failed-1&reason=Card%20declined', [
      confirmation('order-failed-1', false, 'FAILED'),
    ]);
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText('There was an issue processing your payment. Please try again or contact support.')).toBeInTheDocument();
    expect(screen.getByTestId('failure-reason')).toHaveTextContent(
      'Your card was declined by the bank. Please try another payment method.',
    );
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Review & Pay' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout$/);
    expect(cartVar()).toHaveLength(1);
  });

  it("Try Again in a new tab (a phone back from its UPI app) pays with the failed order's stored address", async () => {
    const user = userEvent.setup();
    vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    // Nothing in this tab's storage: the form was filled in another one.
    const { storedAddress, createOrder, sentShipping } = storedOrderMocks();
    renderCheckout('/checkout?status=FAILED&merchantOrderId=order-failed-3', [
      confirmation('order-failed-3', false, 'FAILED'),
      storedAddress,
      createOrder,
    ]);
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Review & Pay' })).toBeInTheDocument();
    expect(screen.getByText('Meena Iyer · 9840012345')).toBeInTheDocument();
    expect(screen.queryByText(/, , - ,/)).not.toBeInTheDocument();
    // The amount is the server's quote, which may arrive after the step's heading.
    await user.click(await screen.findByRole('button', { name: 'Pay ₹528.00' }));
    expect(await screen.findByText('Taking you to our secure payment page…')).toBeInTheDocument();
    expect(sentShipping()).toEqual(shipping);
  });

  it('the failed-payment e-mail opened on another device (no cart, no form here) pays the same order again', async () => {
    const user = userEvent.setup();
    vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    cartActions.clear();
    const { storedAddress, createOrder, sentLines } = storedOrderMocks();
    renderCheckout('/checkout?status=FAILED&merchantOrderId=order-failed-3', [
      confirmation('order-failed-3', false, 'FAILED'),
      storedAddress,
      createOrder,
    ]);
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Review & Pay' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout$/));
    expect(cartVar()).toEqual([{ ...oil, category: '' }]);
    await user.click(await screen.findByRole('button', { name: 'Pay ₹528.00' }));
    expect(await screen.findByText('Taking you to our secure payment page…')).toBeInTheDocument();
    expect(sentLines()).toEqual([{ variantId: oil.variantId, quantity: 2, unitPricePaise: oil.unitPricePaise }]);
  });

  it('a return the provider reports as failed shows its reason', async () => {
    renderCheckout('/checkout?status=SUCCESS&merchantOrderId=order-failed-2', [
      confirmation('order-failed-2', false, 'FAILED', 'Insufficient funds'),
    ]);
    expect(await screen.findByTestId('failure-reason')).toHaveTextContent('Payment failed due to insufficient funds in your account.');
  });

  it('creates the order with the figures shown and an idempotency key, then goes to the payment page', async () => {
    const user = userEvent.setup();
    window.sessionStorage.setItem('herbal-checkout-shipping', JSON.stringify(shipping));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    let sent: CreateOrderMutationVariables | null = null;
    const createOrder = {
      request: {
        query: CreateOrderDocument,
        variables: (variables: CreateOrderMutationVariables) => {
          sent = variables;
          return true;
        },
      },
      result: {
        data: {
          createOrder: {
            __typename: 'CreateOrderPayload',
            paymentLink: 'http://pay.example/checkout/1',
            errors: [],
            order: {
              __typename: 'Order',
              id: 'order-new-1',
              orderNumber: 'HB-100043',
              email: shipping.email,
              totalMoney: { __typename: 'Money', amount: 52800 },
              paymentStatus: 'PENDING',
            },
          },
        },
      },
    };
    renderCheckout('/checkout', [createOrder]);
    await user.click(screen.getByRole('button', { name: /Continue to Payment/ }));
    expect(await screen.findByRole('heading', { name: 'Review & Pay' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Pay ₹528.00' }));
    expect(await screen.findByText('Taking you to our secure payment page…')).toBeInTheDocument();
    expect(assign).toHaveBeenCalledWith('http://pay.example/checkout/1');
    expect(sent!.input.lines).toEqual([{ variantId: oilLine.variantId, quantity: 2, unitPricePaise: 24900 }]);
    expect(sent!.input.expected).toEqual({ subtotalPaise: 49800, shippingPaise: 3000, taxPaise: 0, totalPaise: 52800 });
    expect(sent!.input.shipping).toEqual(shipping);
    expect(sent!.input.idempotencyKey).toMatch(/.{16,}/);
  });

  it('shows a stock refusal next to the lines on the review step, not as a failed payment', async () => {
    const user = userEvent.setup();
    window.sessionStorage.setItem('herbal-checkout-shipping', JSON.stringify(shipping));
    const refused = {
      request: { query: CreateOrderDocument, variables: () => true },
      result: {
        data: {
          createOrder: {
            __typename: 'CreateOrderPayload',
            paymentLink: null,
            order: null,
            errors: [{ __typename: 'UserError', code: 'OUT_OF_STOCK', message: 'Only 1 left of Bhringraj Hair Oil (100ml)', field: null }],
          },
        },
      },
    };
    renderCheckout('/checkout', [refused]);
    await user.click(screen.getByRole('button', { name: /Continue to Payment/ }));
    await user.click(await screen.findByRole('button', { name: 'Pay ₹528.00' }));
    expect(await screen.findByTestId('order-refusal')).toHaveTextContent('Only 1 left of Bhringraj Hair Oil (100ml)');
    expect(screen.getByTestId('order-refusal')).toHaveTextContent('Nothing has been charged');
    expect(screen.getByRole('heading', { name: 'Review & Pay' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment Failed' })).not.toBeInTheDocument();
  });

  it('checks the cart with the server before paying: a short line is shown with its fix and nothing is ordered', async () => {
    const user = userEvent.setup();
    window.sessionStorage.setItem('herbal-checkout-shipping', JSON.stringify(shipping));
    const quote = (quantity: number, problem: { code: string; message: string } | null) => ({
      request: {
        query: CartQuote,
        variables: {
          lines: [{ variantId: oilLine.variantId, quantity, unitPricePaise: 24900 }],
          discountCode: null,
          email: shipping.email,
          paymentMethod: 'ONLINE',
          state: shipping.state,
          country: shipping.country,
        },
      },
      result: {
        data: {
          quote: {
            __typename: 'Quote',
            itemCount: quantity,
            subtotalMoney: { __typename: 'Money', amount: 24900 * quantity },
            discountMoney: { __typename: 'Money', amount: 0 },
            shippingMoney: { __typename: 'Money', amount: 3000 },
            taxMoney: { __typename: 'Money', amount: 0 },
            codFeeMoney: { __typename: 'Money', amount: 0 },
            totalMoney: { __typename: 'Money', amount: 24900 * quantity + 3000 },
            orderable: problem === null,
            breakdown: { __typename: 'MoneyBreakdown', gstMoney: { __typename: 'Money', amount: 13_29 } },
            cashOnDelivery: {
              __typename: 'CashOnDeliveryOffer',
              available: false,
              message: null,
              feeMoney: { __typename: 'Money', amount: 0 },
            },
            discount: null,
            discountRefusal: null,
            lines: [
              {
                __typename: 'QuoteLine',
                variantId: oilLine.variantId,
                quantity,
                unitPriceMoney: { __typename: 'Money', amount: 24900 },
                lineTotalMoney: { __typename: 'Money', amount: 24900 * quantity },
                available: 1,
                maxQuantity: 1,
                problem: problem && { __typename: 'QuoteProblem', ...problem },
              },
            ],
          },
        },
      },
      maxUsageCount: 10,
    });
    let ordered = false;
    const createOrder = {
      request: {
        query: CreateOrderDocument,
        variables: () => {
          ordered = true;
          return true;
        },
      },
      result: { errors: [{ message: 'should not be called' }] },
    };
    renderCheckout('/checkout', [
      quote(2, { code: 'INSUFFICIENT_STOCK', message: 'Only 1 left — reduce to 1' }),
      quote(1, null),
      createOrder,
    ]);
    await user.click(screen.getByRole('button', { name: /Continue to Payment/ }));
    expect(await screen.findByRole('heading', { name: 'Review & Pay' })).toBeInTheDocument();
    const problems = await screen.findAllByText('Only 1 left — reduce to 1');
    expect(problems.length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /^Pay / })).toBeDisabled();
    expect(ordered).toBe(false);
    await user.click(screen.getAllByRole('button', { name: 'Reduce to 1: Bhringraj Hair Oil, 100ml' })[0]);
    expect(cartVar()[0].quantity).toBe(1);
    expect(await screen.findByRole('button', { name: 'Pay ₹279.00' })).toBeEnabled();
    expect(screen.queryByText('Only 1 left — reduce to 1')).not.toBeInTheDocument();
  });
});
