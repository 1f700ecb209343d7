import { graphql } from './gql/gql.js';
import type { ShopClient } from './test-shop.js';
import type { LegalDeclarationsInput, NetQuantityUnit } from './gql/graphql.js';

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

/** Declarations as a small Indian maker would send them with a new product. */
export const TEST_LEGAL_DECLARATIONS = {
  genericName: 'Face mist',
  makerRole: 'MANUFACTURER',
  makerName: 'Herbal Roots Naturals',
  makerAddress: 'Plot 14, SIDCO Industrial Estate, Kumbakonam, Tamil Nadu 612103',
  countryOfOrigin: 'India',
  shelfLifeKind: 'BEST_BEFORE',
  shelfLifeMonths: 24,
  consumerCarePhone: '+91 98400 12345',
  consumerCareEmail: 'care@herbalroots.in',
  consumerCareAddress: '12 Temple Car Street, Kumbakonam, Tamil Nadu 612001',
} as const satisfies LegalDeclarationsInput;

type SizeSent = { label: string; price?: number | null; pricePaise?: number | null } & Record<string, unknown>;

/**
 * A new product's input with what a new product must declare, for suites about something else:
 * the declarations above, and each size its MRP (its price, unless the suite gives one) and a
 * net quantity read from its label (100ml, 50g; a count of 1 otherwise).
 */
export function withDeclarations<T extends { sizes: readonly SizeSent[] }>(input: T): T & { legalDeclarations: LegalDeclarationsInput } {
  return {
    legalDeclarations: TEST_LEGAL_DECLARATIONS,
    ...input,
    sizes: input.sizes.map((size) => ({
      mrpPaise: size.pricePaise ?? (typeof size.price === 'number' ? Math.round(size.price * 100) : undefined),
      netQuantity: netQuantityOf(size.label),
      ...size,
    })),
  };
}

function netQuantityOf(label: string): { amount: number; unit: NetQuantityUnit } {
  const match = /^(\d+)\s*(ml|g)$/i.exec(label.trim());
  if (!match) return { amount: 1, unit: 'N' };
  return { amount: Number(match[1]), unit: match[2].toLowerCase() === 'ml' ? 'ML' : 'G' };
}
