import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from './e2e-env';
import { gql } from './fixtures';

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

/**
 * Sets each named size's stock through the admin API, as the owner's product form does (every
 * other field sent back as read); returns the sizes as they were, to put back afterwards.
 */
export async function setSizeStock(
  request: APIRequestContext,
  productId: string,
  stocks: Record<string, number>,
): Promise<EditableProduct['sizes']> {
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
    { id: productId },
  );
  const product = read.data!.product;
  const saved = await gql<{ updateProduct: { errors: Array<{ message: string }> } }>(
    request,
    'mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { errors { message } } }',
    {
      id: productId,
      input: {
        name: product.name,
        category: product.category.slug,
        subcategory: product.subcategory,
        price: product.price,
        description: product.description,
        benefits: product.benefits,
        imageUrl: product.imageUrl,
        // Unnamed sizes go without a figure and keep their own: the read may show stock up to a
        // second old (the catalogue's kept answers), and sending it back would change it.
        sizes: product.sizes.map(({ id, label, price }) => ({ id, label, price, ...(label in stocks ? { stock: stocks[label] } : {}) })),
      },
    },
  );
  expect(saved.data?.updateProduct.errors).toEqual([]);
  return product.sizes;
}
