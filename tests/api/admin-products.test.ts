import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_FORM_MESSAGES } from '@common/product-form.js';
import { ProductEntity } from '@server/catalogue/product.entity.js';
import { UserEntity } from '@server/accounts/user.entity.js';
import { hashPassword } from '@server/accounts/auth.service.js';
import { graphql } from '../support/gql/gql.js';
import type { ProductInput } from '../support/gql/graphql.js';
import { startTestShop, type ShopClient, type TestShop } from '../support/test-shop.js';

/** Product add, edit and delete: admins only, checked on the server, persisted in Postgres. */
let shop: TestShop;
let admin: ShopClient;
let plainUser: ShopClient;
let anonymous: ShopClient;

beforeAll(async () => {
  shop = await startTestShop();
  admin = shop.client();
  await admin.loginAsAdmin();
  await shop.dataSource.getRepository(UserEntity).insert({
    email: 'shopper@herbal.test',
    passwordHash: await hashPassword('shopper-password'),
    role: 'user',
    emailConfirmedAt: new Date(),
  });
  plainUser = shop.client();
  expect((await plainUser.loginOrFail('shopper@herbal.test', 'shopper-password')).role).toBe('USER');
  anonymous = shop.client();
});

afterAll(async () => {
  await shop?.close();
});

const CREATE = graphql(`
  mutation AdminProductsCreate($input: ProductInput!) {
    createProduct(input: $input) {
      product {
        ...AllProductFields
      }
      errors {
        ...UserErrorAllFields
      }
    }
  }
`);
const UPDATE = graphql(`
  mutation AdminProductsUpdate($id: ID!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) {
      product {
        ...AllProductFields
      }
      errors {
        ...UserErrorAllFields
      }
    }
  }
`);
const DELETE = graphql(`
  mutation AdminProductsDelete($id: ID!) {
    deleteProduct(id: $id) {
      deletedId
      errors {
        ...UserErrorAllFields
      }
    }
  }
`);
const PRODUCT = graphql(`
  query AdminProductsProduct($id: ID!) {
    product(id: $id) {
      ...AllProductFields
    }
  }
`);
const FACE_PRODUCTS = graphql(`
  query AdminProductsFace {
    products(filter: { category: "face" }) {
      totalCount
      items {
        id
      }
    }
  }
`);

function productInput(overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    id: 'tulsi-face-mist-1',
    name: '  Tulsi Face Mist ',
    category: 'face',
    subcategory: 'serum',
    price: 289.5,
    sizes: [
      { label: '100ml', price: 289.5 },
      { label: '200ml', price: 499 },
    ],
    description: 'A cooling mist of tulsi and rose water.',
    benefits: ['Refreshes tired skin', 'Sets make-up'],
    imageUrl: '/images/products/skin-serum-1.svg',
    stock: 40,
    ...overrides,
  };
}

async function storedProduct(id: string) {
  return shop.dataSource.getRepository(ProductEntity).findOneBy({ id });
}

describe('who may change the catalogue', () => {
  const operations = [
    { name: 'createProduct', send: (as: ShopClient) => as.gql(CREATE, { input: productInput({ id: 'not-allowed-1' }) }) },
    { name: 'updateProduct', send: (as: ShopClient) => as.gql(UPDATE, { id: 'hair-oil-1', input: productInput({ name: 'Hijacked' }) }) },
    { name: 'deleteProduct', send: (as: ShopClient) => as.gql(DELETE, { id: 'hair-oil-2' }) },
  ];

  it.each(operations)('$name: anonymous is UNAUTHENTICATED, a plain user FORBIDDEN, and nothing changes', async ({ send }) => {
    const before = await shop.dataSource.getRepository(ProductEntity).find({ order: { id: 'ASC' } });

    const asAnonymous = await send(anonymous);
    expect(asAnonymous.data).toBeNull();
    expect(asAnonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const asUser = await send(plainUser);
    expect(asUser.data).toBeNull();
    expect(asUser.errors?.[0]).toMatchObject({ message: 'Only administrators may do this', extensions: { code: 'FORBIDDEN' } });

    expect(await shop.dataSource.getRepository(ProductEntity).find({ order: { id: 'ASC' } })).toEqual(before);
  });
});

describe('createProduct', () => {
  it('makes a new product’s address from its name, unique, when no id is given', async () => {
    const first = await admin.gql(CREATE, { input: productInput({ id: null, name: 'Neem Face Wash' }) });
    expect(first.data!.createProduct.errors).toEqual([]);
    expect(first.data!.createProduct.product?.id).toBe('neem-face-wash');
    const second = await admin.gql(CREATE, { input: productInput({ id: undefined, name: 'Neem  Face-Wash!' }) });
    expect(second.data!.createProduct.product?.id).toBe('neem-face-wash-2');
    // An id the admin chose and that is taken is still refused, not renamed.
    const taken = await admin.gql(CREATE, { input: productInput({ id: 'neem-face-wash', name: 'Another' }) });
    expect(taken.data!.createProduct.errors[0]).toMatchObject({ code: 'CONFLICT' });
    for (const id of ['neem-face-wash', 'neem-face-wash-2']) await admin.gql(DELETE, { id });
  });

  it('adds a product with the form’s defaults, exact rupee prices, visible to shoppers at once', async () => {
    const result = await admin.gql(CREATE, { input: productInput() });
    expect(result.errors).toBeUndefined();
    expect(result.data!.createProduct.errors).toEqual([]);
    expect(result.data!.createProduct.product).toMatchObject({
      id: 'tulsi-face-mist-1',
      name: 'Tulsi Face Mist',
      price: 289.5,
      sizes: [
        { label: '100ml', price: 289.5 },
        { label: '200ml', price: 499 },
      ],
      images: [],
      // No stars until a buyer's review is published.
      rating: 0,
      reviews: 0,
      featured: false,
      bestSeller: false,
      isNew: true,
    });
    expect((await storedProduct('tulsi-face-mist-1'))?.pricePaise).toBe(28950);

    const read = await anonymous.gql(PRODUCT, { id: 'tulsi-face-mist-1' });
    expect(read.data!.product).toEqual(result.data!.createProduct.product);
    const listed = await anonymous.gql(FACE_PRODUCTS);
    expect(listed.data!.products).toEqual({ totalCount: 1, items: [{ id: 'tulsi-face-mist-1' }] });
  });

  it('refuses an id that is already taken', async () => {
    const result = await admin.gql(CREATE, { input: productInput({ id: 'hair-oil-1' }) });
    expect(result.status).toBe(200);
    expect(result.data!.createProduct).toMatchObject({
      product: null,
      errors: [{ message: 'A product with this id already exists', code: 'CONFLICT' }],
    });
    expect((await storedProduct('hair-oil-1'))?.name).not.toBe('Tulsi Face Mist');
  });

  it.each([
    ['a blank name', { name: '   ' }, PRODUCT_FORM_MESSAGES.required, ['input', 'name']],
    ['no sizes', { sizes: [] }, PRODUCT_FORM_MESSAGES.required, ['input', 'sizes']],
    ['no image', { imageUrl: '' }, PRODUCT_FORM_MESSAGES.required, ['input', 'imageUrl']],
    ['a size without a label', { sizes: [{ label: ' ', price: 100 }] }, PRODUCT_FORM_MESSAGES.sizes, ['input', 'sizes', '0', 'label']],
    ['a size priced 0', { sizes: [{ label: '100ml', price: 0 }] }, PRODUCT_FORM_MESSAGES.sizes, ['input', 'sizes', '0', 'price']],
    ['an empty benefit', { benefits: ['Good', ' '] }, PRODUCT_FORM_MESSAGES.benefits, ['input', 'benefits', '1']],
  ])('refuses %s with the form’s message on its field and writes nothing', async (_case, overrides, message, field) => {
    const id = `invalid-${Math.random().toString(36).slice(2, 8)}`;
    const result = await admin.gql(CREATE, { input: productInput({ id, ...overrides }) });
    expect(result.data!.createProduct.errors).toMatchObject([{ message, code: 'VALIDATION', field }]);
    expect(await storedProduct(id)).toBeNull();
  });

  it('refuses prices with more than two decimals, unsafe image URLs and oversized text', async () => {
    const cases = [
      { price: 10.005 },
      { imageUrl: 'javascript:alert(1)' },
      { images: ['//evil.example/a.png'] },
      { description: 'x'.repeat(5001) },
    ];
    for (const overrides of cases) {
      const result = await admin.gql(CREATE, { input: productInput({ id: 'refused-1', ...overrides }) });
      expect(result.data!.createProduct.errors[0]?.code).toBe('VALIDATION');
    }
    expect(await storedProduct('refused-1')).toBeNull();
  });

  it('takes prices in paise beside the deprecated rupees, and refuses the two disagreeing or a fraction of a paisa', async () => {
    const paise = {
      price: null,
      pricePaise: 28950,
      sizes: [
        { label: '100ml', pricePaise: 28950 },
        { label: '200ml', pricePaise: 49900 },
      ],
    };
    const created = await admin.gql(CREATE, { input: productInput({ id: 'paise-1', ...paise }) });
    expect(created.data!.createProduct.errors).toEqual([]);
    expect(await storedProduct('paise-1')).toMatchObject({ pricePaise: 28950, sizes: [{ pricePaise: 28950 }, { pricePaise: 49900 }] });

    const disagreeing = await admin.gql(CREATE, { input: productInput({ id: 'paise-2', pricePaise: 100 }) });
    expect(disagreeing.data!.createProduct.errors).toMatchObject([{ code: 'VALIDATION', field: ['input', 'pricePaise'] }]);
    const fraction = await admin.gql(CREATE, {
      input: productInput({ id: 'paise-3', ...paise, sizes: [{ label: '100ml', pricePaise: 1.5 }] }),
    });
    expect(fraction.errors?.[0] ?? fraction.data!.createProduct.errors[0]).toBeTruthy();
    const neither = await admin.gql(CREATE, { input: productInput({ id: 'paise-4', price: null }) });
    expect(neither.data!.createProduct.errors).toMatchObject([{ code: 'VALIDATION', field: ['input', 'pricePaise'] }]);
    expect(await storedProduct('paise-2')).toBeNull();
    expect(await storedProduct('paise-3')).toBeNull();
    expect(await storedProduct('paise-4')).toBeNull();
  });
});

describe('updateProduct', () => {
  it('replaces the details, keeps what was left out, and shoppers see the change', async () => {
    const before = await storedProduct('hair-oil-3');
    const result = await admin.gql(UPDATE, {
      id: 'hair-oil-3',
      input: productInput({
        id: 'ignored-on-update',
        name: 'Coconut & Hibiscus Oil (new look)',
        category: 'hair',
        subcategory: 'oil',
        stock: 5,
      }),
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateProduct.errors).toEqual([]);
    expect(result.data!.updateProduct.product).toMatchObject({
      id: 'hair-oil-3',
      name: 'Coconut & Hibiscus Oil (new look)',
      price: 289.5,
      sizes: [
        { label: '100ml', price: 289.5 },
        { label: '200ml', price: 499 },
      ],
      benefits: ['Refreshes tired skin', 'Sets make-up'],
      stock: 5,
      // Left out of the input, so unchanged.
      rating: before!.rating,
      reviews: before!.reviews,
      images: before!.images,
    });
    expect(new Date(result.data!.updateProduct.product!.updatedAt).getTime()).toBeGreaterThan(before!.updatedAt.getTime());
    expect(await storedProduct('ignored-on-update')).toBeNull();

    const read = await anonymous.gql(PRODUCT, { id: 'hair-oil-3' });
    expect(read.data!.product?.name).toBe('Coconut & Hibiscus Oil (new look)');
  });

  it('says so when the product does not exist', async () => {
    const result = await admin.gql(UPDATE, { id: 'no-such-product', input: productInput() });
    expect(result.status).toBe(200);
    expect(result.data!.updateProduct).toMatchObject({ product: null, errors: [{ message: 'Product not found', code: 'NOT_FOUND' }] });
  });

  it('applies the same validation as creating', async () => {
    const result = await admin.gql(UPDATE, { id: 'hair-oil-3', input: productInput({ benefits: [''] }) });
    expect(result.data!.updateProduct.errors).toMatchObject([{ code: 'VALIDATION', message: PRODUCT_FORM_MESSAGES.benefits }]);
  });
});

describe('deleteProduct', () => {
  it('removes the product for good and answers its id', async () => {
    const result = await admin.gql(DELETE, { id: 'napkin-2' });
    expect(result.data!.deleteProduct).toEqual({ deletedId: 'napkin-2', errors: [] });
    expect((await anonymous.gql(PRODUCT, { id: 'napkin-2' })).data!.product).toBeNull();
    expect(await storedProduct('napkin-2')).toBeNull();

    const again = await admin.gql(DELETE, { id: 'napkin-2' });
    expect(again.data!.deleteProduct).toMatchObject({ deletedId: null, errors: [{ message: 'Product not found', code: 'NOT_FOUND' }] });
  });
});
