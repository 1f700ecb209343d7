import type { Page } from '@playwright/test';
import { formatPaise } from '@common/money';
import { expect, freshShopper, productStock, test } from './support/fixtures';
import { CHECKOUT_FORM, fillShipping } from './support/shopper';

const SHOPPER = CHECKOUT_FORM;

async function addToCart(page: Page, productId: string, size?: string) {
  await page.goto(`/product/${productId}`);
  if (size) await page.getByRole('button', { name: size, exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
}

interface QuoteAnswer {
  subtotalMoney: { amount: number };
  shippingMoney: { amount: number };
  totalMoney: { amount: number };
  breakdown: { gstMoney: { amount: number } };
  lines: Array<{ quantity: number; unitPriceMoney: { amount: number } | null; lineTotalMoney: { amount: number } }>;
}

/**
 * The cart's quotes as the server answers them, newest last; until `release()` the first is held
 * back, so the page is seen as it is before the server has priced the cart.
 */
async function watchQuotes(page: Page) {
  const answers: QuoteAnswer[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (!route.request().postData()?.includes('"operationName":"CartQuote"')) return route.fallback();
    await held;
    const response = await route.fetch();
    const body = (await response.json()) as { data?: { quote?: QuoteAnswer } };
    if (body.data?.quote) answers.push(body.data.quote);
    return route.fulfill({ response, json: body });
  });
  return { answers, release };
}

/** Every figure the cart shows is the one the server's latest quote gives. */
async function expectQuotedFigures(page: Page, quote: QuoteAnswer) {
  await expect(page.getByTestId('order-subtotal')).toHaveText(formatPaise(quote.subtotalMoney.amount));
  await expect(page.getByTestId('order-shipping')).toHaveText(
    quote.shippingMoney.amount === 0 ? 'Free' : formatPaise(quote.shippingMoney.amount),
  );
  await expect(page.getByTestId('order-total')).toHaveText(formatPaise(quote.totalMoney.amount));
  await expect(page.getByTestId('order-gst')).toHaveText(formatPaise(quote.breakdown.gstMoney.amount));
  await expect(page.getByTestId('line-total')).toHaveText(quote.lines.map((line) => formatPaise(line.lineTotalMoney.amount)));
  await expect(page.getByTestId('line-unit-price')).toHaveText(
    quote.lines.map((line) => ` · ${formatPaise(line.unitPriceMoney!.amount)} each`),
  );
}

test.describe('cart and checkout', () => {
  test.beforeEach(async ({ page }) => freshShopper(page));

  test('cart stepper and totals: ₹30 shipping up to ₹1000, free above', async ({ page, saveScreenshot }) => {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await saveScreenshot('desktop-cart-empty');

    await addToCart(page, 'hair-oil-1');
    const quotes = await watchQuotes(page);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your Shopping Cart', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cart Items (1)' })).toBeVisible();
    // Before the server has priced the cart, its line and totals hold their places: no figure yet.
    await expect(page.getByTestId('order-totals-loading')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Cart items' })).not.toContainText('₹');
    await expect(page.getByTestId('order-total')).toHaveCount(0);
    quotes.release();
    await expect(page.getByTestId('order-subtotal')).toHaveText('₹249.00');
    await expect(page.getByTestId('order-shipping')).toHaveText('₹30.00');
    await expect(page.getByTestId('order-total')).toHaveText('₹279.00');
    await expect(page.getByTestId('order-gst')).toHaveText('₹13.29');
    await expectQuotedFigures(page, quotes.answers.at(-1)!);

    const increase = page.getByRole('button', { name: /Increase quantity of Bhringraj/ });
    for (let i = 0; i < 4; i += 1) await increase.click();
    await expect(page.getByRole('heading', { name: 'Cart Items (5)' })).toBeVisible();
    await expect(page.getByTestId('line-total')).toHaveText('₹1,245.00');
    await expect(page.getByTestId('order-shipping')).toHaveText('Free');
    await expect(page.getByTestId('order-total')).toHaveText('₹1,245.00');
    await expect.poll(() => quotes.answers.at(-1)?.lines[0].quantity).toBe(5);
    await expectQuotedFigures(page, quotes.answers.at(-1)!);
    await expect(page.getByRole('link', { name: 'Cart, 5 items' })).toBeVisible();
    await saveScreenshot('desktop-cart');

    const decrease = page.getByRole('button', { name: /Decrease quantity of Bhringraj/ });
    for (let i = 0; i < 5; i += 1) await decrease.click();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  });

  test('checkout: validation, payment on the provider page, success and the order summary', async ({ page, saveScreenshot }) => {
    await addToCart(page, 'face-wash-1');
    await addToCart(page, 'hair-oil-1', '200ml');
    await page.goto('/cart');
    await page.getByRole('link', { name: /Proceed to Checkout/ }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    await page.getByRole('button', { name: /Continue to Payment/ }).click();
    await expect(page.getByText('This field is required')).toHaveCount(8);
    await saveScreenshot('desktop-checkout-errors');
    await fillShipping(page);
    await page.getByRole('textbox', { name: 'Email' }).fill('meena.iyer@example');
    await page.getByRole('textbox', { name: 'PIN code' }).fill('61200');
    await page.getByRole('button', { name: /Continue to Payment/ }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Please enter a valid 6-digit PIN code')).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill(SHOPPER.Email);
    await expect(page.getByText('Please enter a valid email address')).toBeHidden();
    await page.getByRole('textbox', { name: 'PIN code' }).fill(SHOPPER['PIN code']);
    await page.getByRole('button', { name: /Continue to Payment/ }).click();

    await expect(page.getByRole('heading', { name: 'Review & Pay' })).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText('₹678.00');
    await saveScreenshot('desktop-checkout-payment');
    await page.getByRole('button', { name: 'Back to Shipping' }).click();
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue(SHOPPER.City);
    await page.getByRole('button', { name: /Continue to Payment/ }).click();
    await page.getByRole('button', { name: 'Pay ₹678.00' }).click();

    await expect(page).toHaveURL(/\/sandbox\/phonepe\//);
    await saveScreenshot('desktop-sandbox-pay-page');
    await page.getByRole('button', { name: /^Pay/ }).click();

    await expect(page).toHaveURL(/\/checkout\?status=SUCCESS/);
    await expect(page.getByText(/Thank you for your order\. A confirmation email has been sent to/)).toContainText(SHOPPER.Email);
    await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
    await saveScreenshot('desktop-checkout-success');

    await page.getByRole('link', { name: 'View Order Summary' }).click();
    await expect(page).toHaveURL(/\/order-summary\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await expect(page.getByText(/^HB-\d+$/)).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Processing');
    const items = page.getByRole('list', { name: 'Items in this order' });
    await expect(items.getByText('Neem Tulsi Face Wash')).toBeVisible();
    await expect(items.getByText('Bhringraj & Amla Hair Oil')).toBeVisible();
    await expect(items.getByText('200ml · 1 × ₹449.00')).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText('₹678.00');
    for (const step of ['Order Placed', 'Order Processing', 'Order Shipped', 'Order Delivered'])
      await expect(page.getByText(step, { exact: true })).toBeVisible();
    await saveScreenshot('desktop-order-summary');

    await page.goto('/order-summary/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  });

  test('a declined payment shows its reason and gives the stock back', async ({ page, saveScreenshot }) => {
    const before = await productStock(page.request, 'skin-cream-1');
    await addToCart(page, 'skin-cream-1');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.goto('/checkout');
    await fillShipping(page);
    await page.getByRole('button', { name: /Continue to Payment/ }).click();
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(page).toHaveURL(/\/sandbox\/phonepe\//);
    await page.getByRole('button', { name: 'Card declined' }).click();

    await expect(page).toHaveURL(/\/checkout\?status=FAILED/);
    await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    await expect(page.getByText('There was an issue processing your payment. Please try again or contact support.')).toBeVisible();
    await expect(page.getByTestId('failure-reason')).toHaveText('Your card was declined by the bank. Please try another payment method.');
    await saveScreenshot('desktop-checkout-failed');
    await expect.poll(() => productStock(page.request, 'skin-cream-1')).toBe(before);

    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'Review & Pay' })).toBeVisible();
  });

  test('payment result pages', async ({ page, saveScreenshot }) => {
    await page.goto('/payment-failed?order_id=HB-1&reason=insufficient%20funds');
    await expect(page.getByTestId('failure-reason')).toHaveText('Payment failed due to insufficient funds in your account.');
    await expect(page.getByText('HB-1')).toBeVisible();
    await saveScreenshot('desktop-payment-failed');
    await page.goto('/payment-success');
    await expect(page.getByText('Order ID missing in URL')).toBeVisible();
    await saveScreenshot('desktop-payment-success-missing');
    await page.goto('/payment-callback');
    await expect(page.getByRole('heading', { name: 'Shipping Policy' })).toBeVisible();
    await expect(page.getByText('Orders are delivered in 2–3 business days from dispatch.')).toBeVisible();
  });
});
