import { expect, freshShopper, gql, loginAsAdmin, seedCart, test } from './support/fixtures';
import { createDiscountCode } from './support/discounts';
import { CHECKOUT_FORM, FACE_WASH_LINE, fillShipping } from './support/shopper';

const ORDER_WITH_CODE = `mutation($input: CreateOrderInput!) {
  createOrder(input: $input) { order { id } errors { code message } }
}`;

/**
 * A code one customer may use once: the shopper's earlier order holds it, so the cart (which does
 * not know who is shopping) applies it, and checkout, once the e-mail is typed, shows "You have
 * already used …" on the code's field before Pay, with the total back without the discount.
 */
test('a code the shopper already used is refused on its field at checkout, before Pay', async ({ page, browser }) => {
  const email = `once.${Date.now()}@example.in`;
  const owner = await browser.newPage();
  await loginAsAdmin(owner);
  const code = await createDiscountCode(owner.request, { code: 'ONCEONLY', kind: 'PERCENTAGE', percent: 10, usageLimitPerCustomer: 1 });
  const product = await gql<{ product: { sizes: { id: string }[] } }>(
    owner.request,
    'query { product(id: "face-wash-1") { sizes { id } } }',
  );
  const earlier = await gql<{ createOrder: { errors: unknown[] } }>(owner.request, ORDER_WITH_CODE, {
    input: {
      shipping: {
        firstName: 'Meena',
        lastName: 'Iyer',
        email,
        phone: '+91 98400 55555',
        address: '14 Gandhi Road',
        city: 'Kumbakonam',
        state: 'Tamil Nadu',
        postalCode: '612001',
        country: 'India',
      },
      lines: [{ variantId: product.data!.product.sizes[0].id, quantity: 1 }],
      discountCode: code.toLowerCase(),
    },
  });
  expect(earlier.data?.createOrder.errors).toEqual([]);
  await owner.close();

  await freshShopper(page);
  await page.evaluate(() => window.localStorage.removeItem('herbal-discount-code'));
  await seedCart(page, [{ ...FACE_WASH_LINE, quantity: 1 }]);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Have a discount code?' }).click();
  await page.getByRole('textbox', { name: 'Discount code' }).fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('discount-applied')).toContainText(`${code} applied`);

  await page.getByRole('link', { name: /Proceed to Checkout/ }).click();
  await fillShipping(page, { ...CHECKOUT_FORM, Email: email });
  await page.getByRole('button', { name: /Continue to Payment/ }).click();
  await expect(page.getByText(`You have already used ${code}.`)).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('₹229.00');
  await expect(page.getByRole('button', { name: 'Pay ₹229.00' })).toBeVisible();
});
