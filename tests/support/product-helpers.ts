import { graphql } from './gql/gql.js';
import type { ShopClient } from './test-shop.js';

// Every field updateProduct takes, as the admin's product form reads them before saving.
const PRODUCT_FOR_EDIT = graphql(`
  query ProductHelpersProductForEdit($id: ID!) {
    product(id: $id) {
      name
      category {
        slug
      }
      subcategory
      price
      sizes {
        id
        label
        price
      }
      description
      benefits
      imageUrl
      images
      stock
    }
  }
`);

// The admin form's save: the suites check that it was taken, or why not.
export const UPDATE_PRODUCT = graphql(`
  mutation ProductHelpersUpdateProduct($id: ID!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) {
      product {
        id
        price
      }
      errors {
        code
        message
      }
    }
  }
`);

/**
 * Changes a product's base price and its first size's price as an admin does in the product
 * form: every field read and sent back unchanged (sizes keep their ids), but the price. The
 * answer as GraphQL gave it, for the suite to check.
 */
export async function setProductPrice(admin: ShopClient, id: string, price: number) {
  const product = (await admin.gql(PRODUCT_FOR_EDIT, { id })).data?.product;
  if (!product) throw new Error(`no product ${id} to edit`);
  return admin.gql(UPDATE_PRODUCT, {
    id,
    input: {
      ...product,
      category: product.category.slug,
      price,
      sizes: product.sizes.map((size, index) => (index === 0 ? { ...size, price } : size)),
    },
  });
}
