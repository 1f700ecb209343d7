import { expect, test } from './support/fixtures';

/**
 * What a shopper reads on the product page and the listing: where the product
 * sits (breadcrumbs), badges that fit a desktop column, a price filter that says why it refused,
 * counts in good English. (Item 7, no stars before the first review, is star-rating.test.tsx: a
 * product created here would change the counts other specs read.)
 */

test.describe('product page details', () => {
  test('breadcrumbs say where the product sits and lead back to its shelves; the badges fit their column', async ({ page }) => {
    await page.goto('/product/hair-oil-1');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Hair Care', 'Oils', 'Bhringraj & Amla Hair Oil']);
    await expect(crumbs.getByText('Bhringraj & Amla Hair Oil')).toHaveAttribute('aria-current', 'page');
    await expect(crumbs.getByRole('link', { name: 'Hair Care' })).toHaveAttribute('href', '/products/hair');
    await crumbs.getByRole('link', { name: 'Oils' }).click();
    await expect(page).toHaveURL(/\/products\/hair\?type=oil$/);
    await expect(page.getByRole('checkbox', { name: 'Oil' }).first()).toBeChecked();

    // Desktop: each badge's title sits on one line (it wrapped to two, squeezed beside its icon).
    await page.goto('/product/hair-oil-1');
    for (const title of ['Free Shipping', 'Quality Guarantee', 'Easy Returns']) {
      const box = await page.getByText(title, { exact: true }).boundingBox();
      expect(box?.height ?? 0, title).toBeLessThan(26);
    }
  });
});

test.describe('listing filters', () => {
  test('Apply looks like a button you can press, and min above max is refused with a message', async ({ page }) => {
    await page.goto('/products');
    const panel = page.getByRole('complementary', { name: 'Filters' });
    const apply = panel.getByRole('button', { name: 'Apply' });
    // A filled primary button: its background is the leaf green, not a pale tint.
    const background = await apply.evaluate((element) => getComputedStyle(element).backgroundColor);
    const [red, green, blue] = background.match(/\d+/g)!.map(Number);
    expect(green).toBeGreaterThan(red);
    expect(red + green + blue, background).toBeLessThan(450);

    await panel.getByLabel('Min').fill('500');
    await panel.getByLabel('Max').fill('100');
    await apply.click();
    await expect(panel.getByRole('alert')).toHaveText('Min must not be more than Max.');
    await expect(page).toHaveURL(/\/products$/);
    await panel.getByLabel('Max').fill('600');
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await apply.click();
    await expect(page).toHaveURL(/\/products\?min=500&max=600$/);
  });

  test('one product is "Showing 1 product"', async ({ page }) => {
    await page.goto('/products?search=Kumkumadi');
    await expect(page.getByText('Showing 1 product', { exact: true })).toBeVisible();
  });
});
