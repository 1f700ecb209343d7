import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from './support/e2e-env';
import { expect, freshShopper, gql, test } from './support/fixtures';

/** The product page on a 390 px phone counts each size on its own shelf. */
const PRODUCT = 'hair-oil-5';

interface EditableProduct {
  name: string;
  category: { slug: string };
  subcategory: string;
  price: number;
  description: string;
  benefits: string[];
  imageUrl: string;
  sizes: Array<{ id: string; label: string; price: number; stock: number }>;
}

/** Sets each size's stock through the admin API, as the product form does; returns the sizes as they were. */
async function setSizeStock(request: APIRequestContext, stocks: Record<string, number>): Promise<EditableProduct['sizes']> {
  const login = await gql(
    request,
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { errors { message } } }',
    E2E_ADMIN,
  );
  expect(login.errors).toBeUndefined();
  const read = await gql<{ product: EditableProduct }>(
    request,
    `query($id: ID!) { product(id: $id) { name category { slug } subcategory price description benefits imageUrl
       sizes { id label price stock } } }`,
    { id: PRODUCT },
  );
  const product = read.data!.product;
  const saved = await gql<{ updateProduct: { errors: Array<{ message: string }> } }>(
    request,
    'mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { errors { message } } }',
    {
      id: PRODUCT,
      input: {
        name: product.name,
        category: product.category.slug,
        subcategory: product.subcategory,
        price: product.price,
        description: product.description,
        benefits: product.benefits,
        imageUrl: product.imageUrl,
        sizes: product.sizes.map(({ id, label, price, stock }) => ({ id, label, price, stock: stocks[label] ?? stock })),
      },
    },
  );
  expect(saved.data?.updateProduct.errors).toEqual([]);
  return product.sizes;
}

test('each size shows its own stock: the sold-out 100 ml cannot be chosen, the 200 ml says "Only 3 left!"', async ({
  page,
  playwright,
  saveScreenshot,
  expectAccessible,
}) => {
  const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const before = await setSizeStock(admin, { '100ml': 0, '200ml': 3 });
  try {
    await freshShopper(page);
    await page.goto(`/product/${PRODUCT}`);
    const sizes = page.getByRole('group', { name: 'Size' });
    await expect(sizes.getByRole('button', { name: '100ml, sold out' })).toBeDisabled();
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
    await setSizeStock(admin, Object.fromEntries(before.map((size) => [size.label, size.stock])));
    await admin.dispose();
  }
});
