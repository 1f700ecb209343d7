import { expect, freshShopper, test } from './support/fixtures';
import { setSizeStock } from './support/size-stock';

/** The product page on a 390 px phone counts each size on its own shelf. */
const PRODUCT = 'hair-oil-5';

test('each size shows its own stock: the sold-out 100 ml says "Sold out", the 200 ml says "Only 3 left!"', async ({
  page,
  playwright,
  saveScreenshot,
  expectAccessible,
}) => {
  const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const before = await setSizeStock(admin, PRODUCT, { '100ml': 0, '200ml': 3 });
  try {
    await freshShopper(page);
    await page.goto(`/product/${PRODUCT}`);
    const sizes = page.getByRole('group', { name: 'Size' });
    await expect(sizes.getByRole('button', { name: '100ml · Sold out' })).toHaveAttribute('aria-pressed', 'false');
    await expect(sizes.getByRole('button', { name: '200ml' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('size-stock-note')).toHaveText('Only 3 left!');
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    await page.screenshot({ path: '/tmp/phone-product-stock-per-size.png', fullPage: false });
    await saveScreenshot('phone-product-stock-per-size');
    await expectAccessible();

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByText('200ml').first()).toBeVisible();
  } finally {
    await setSizeStock(admin, PRODUCT, Object.fromEntries(before.map((size) => [size.label, size.stock])));
    await admin.dispose();
  }
});
