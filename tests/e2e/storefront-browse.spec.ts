import type { Page } from '@playwright/test';
import { expect, freshShopper, test } from './support/fixtures';

/** Prices as the cards show them, in rupees. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('main article').locator('text=/₹[\\d,]+\\.\\d{2}/').allTextContents();
  return texts.map((text) => Number(text.replace(/[₹,]/g, '')));
}

test.describe('browsing the shop', () => {
  test.beforeEach(async ({ page }) => freshShopper(page));

  test('home shows 4 featured, 4 best sellers and 4 new arrivals, and the carousel moves', async ({ page, saveScreenshot }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Herbal Roots/);
    for (const heading of ['Featured Products', 'Best Sellers', 'New Arrivals']) {
      const section = page.locator('section', { has: page.getByRole('heading', { name: heading, level: 2 }) });
      await expect(section.locator('article')).toHaveCount(4);
    }
    await expect(page.getByRole('heading', { name: 'Shop by Category' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why Choose Natural Products' })).toBeVisible();
    for (const card of ['100% Natural', 'Scientifically Proven', 'Eco-Friendly'])
      await expect(page.getByRole('heading', { name: card })).toBeVisible();

    const carousel = page.getByRole('region', { name: 'Featured collections' });
    await expect(carousel.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(carousel.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
    await page.mouse.move(0, 0);
    await saveScreenshot('desktop-home');
  });

  test('filters by category, product type and price, all kept in the URL', async ({ page, saveScreenshot }) => {
    await page.goto('/products');
    await expect(page.getByRole('heading', { name: 'All Products', level: 1 })).toBeVisible();
    await expect(page.getByText('Showing 27 products')).toBeVisible();

    await page.getByRole('radio', { name: 'Hair Care' }).click();
    await expect(page).toHaveURL(/\/products\/hair$/);
    await expect(page.getByRole('heading', { name: 'Hair Care Products', level: 1 })).toBeVisible();
    await expect(page.getByText('Showing 12 products')).toBeVisible();

    await page.getByRole('checkbox', { name: 'Oil' }).click();
    await expect(page).toHaveURL(/\/products\/hair\?type=oil$/);
    await expect(page.getByText('Showing 5 products')).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(5);

    await page.getByLabel('Min').fill('250');
    await page.getByLabel('Max').fill('300');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/type=oil&min=250&max=300/);
    // The previous results stay on screen until the filtered ones arrive.
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.length > 0 && prices.every((price) => price >= 250 && price <= 300);
      })
      .toBe(true);
    await expect(page.getByRole('button', { name: 'Remove filter ₹250.00 – ₹300.00' })).toBeVisible();
    await saveScreenshot('desktop-listing-filtered');

    // Choosing a category clears the type; Back returns to the previous filters.
    await page.getByRole('radio', { name: 'Skin Care' }).click();
    await expect(page).toHaveURL(/\/products\/skin\?min=250&max=300$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/products\/hair\?type=oil&min=250&max=300$/);
    await expect(page.getByRole('radio', { name: 'Hair Care' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Oil' })).toBeChecked();
  });

  test('searches from the header and sorts', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await search.fill('  shampoo  ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=shampoo$/);
    await expect(search).toHaveValue('');
    await expect(page.getByText(/Showing [1-9]\d* products?/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove filter “shampoo”' })).toBeVisible();

    await page.goto('/products');
    await page.getByLabel('Sort by').selectOption('price-low-high');
    await expect(page).toHaveURL(/sort=price-low-high/);
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.length > 3 && prices.every((price, index) => index === 0 || prices[index - 1] <= price);
      })
      .toBe(true);
    await page.getByLabel('Sort by').selectOption('price-high-low');
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.length > 3 && prices.every((price, index) => index === 0 || prices[index - 1] >= price);
      })
      .toBe(true);
  });

  test('shows the empty state and Reset Filters brings everything back', async ({ page, saveScreenshot }) => {
    await page.goto('/products?search=dragonfruit');
    await expect(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible();
    await expect(page.getByText("Try adjusting your filters or search criteria to find what you're looking for.")).toBeVisible();
    await saveScreenshot('desktop-listing-empty');
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByText('Showing 27 products')).toBeVisible();
  });

  test('product detail: size switches the price, add to cart fills the badge', async ({ page, saveScreenshot }) => {
    await page.goto('/product/hair-oil-1');
    await expect(page.getByRole('heading', { name: 'Bhringraj & Amla Hair Oil', level: 1 })).toBeVisible();
    await expect(page.getByTestId('product-price')).toHaveText('₹249.00');
    await page.getByRole('button', { name: '200ml' }).click();
    await expect(page.getByTestId('product-price')).toHaveText('₹449.00');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    for (const badge of ['Free Shipping', 'Quality Guarantee', 'Easy Returns'])
      await expect(page.getByText(badge, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You might also like' })).toBeVisible();
    await expect(page.locator('section[aria-labelledby="related-products"] article')).toHaveCount(4);
    // Gallery with thumbnails when there is more than one image.
    await page.getByRole('button', { name: 'Next image' }).click();
    await expect(page.getByRole('button', { name: 'Show image 2 of 3' })).toHaveAttribute('aria-current', 'true');
    await saveScreenshot('desktop-product');

    // An unknown product is the 404 page, not a silent redirect to the listing.
    await page.goto('/product/no-such-product');
    await expect(page).toHaveURL(/\/product\/no-such-product$/);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('a product card adds one of the first size', async ({ page }) => {
    await page.goto('/products/skin');
    await page.getByRole('button', { name: 'Add Neem Tulsi Face Wash to cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Cart Items (1)' })).toBeVisible();
    await expect(page.getByText(/Size: 100ml/)).toBeVisible();
  });

  test('unknown paths show the 404 page', async ({ page, saveScreenshot }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(
      page.getByText('The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    await saveScreenshot('desktop-404');
  });

  test('static pages: contact and policies', async ({ page, saveScreenshot }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: '+91 98400 12345' })).toBeVisible();
    await saveScreenshot('desktop-contact');
    for (const [path, title] of [
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms-of-service', 'Terms of Service'],
      ['/shipping-policy', 'Shipping Policy'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(title));
      await saveScreenshot(`desktop${path.replace('/', '-')}`);
    }
    await expect(page.getByText('You may return an item within 5 days of receiving it.')).toBeVisible();
  });
});
