import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_FORM_MESSAGES } from '../../common/product-form.js';
import { ProductEntity } from '../../server/src/entities/product.entity.js';
import { UserEntity } from '../../server/src/entities/user.entity.js';
import { hashPassword } from '../../server/src/services/auth.service.js';
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
  await shop.dataSource
    .getRepository(UserEntity)
    .insert({ email: 'shopper@herbal.test', passwordHash: await hashPassword('shopper-password'), role: 'user' });
  plainUser = shop.client();
  const login = await plainUser.gql(`mutation { login(email: "shopper@herbal.test", password: "shopper-password") { role } }`);
  expect(login.data!.login.role).toBe('user');
  anonymous = shop.client();
});

afterAll(async () => {
  await shop?.close();
});

const PRODUCT_FIELDS = `id name category subcategory price sizes { label price } description benefits imageUrl images
  stock rating reviews featured bestSeller new createdAt updatedAt`;
const CREATE = `mutation Create($input: ProductInput!) { createProduct(input: $input) { ${PRODUCT_FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { ${PRODUCT_FIELDS} } }`;
const DELETE = `mutation Delete($id: ID!) { deleteProduct(id: $id) }`;
const PRODUCT = `query Product($id: ID!) { product(id: $id) { ${PRODUCT_FIELDS} } }`;

function productInput(overrides: Record<string, unknown> = {}) {
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
    { name: 'createProduct', query: CREATE, variables: () => ({ input: productInput({ id: 'not-allowed-1' }) }) },
    { name: 'updateProduct', query: UPDATE, variables: () => ({ id: 'hair-oil-1', input: productInput({ name: 'Hijacked' }) }) },
    { name: 'deleteProduct', query: DELETE, variables: () => ({ id: 'hair-oil-2' }) },
  ];

  it.each(operations)('$name: anonymous is UNAUTHENTICATED, a plain user FORBIDDEN, and nothing changes', async ({ query, variables }) => {
    const before = await shop.dataSource.getRepository(ProductEntity).find({ order: { id: 'ASC' } });

    const asAnonymous = await anonymous.gql(query, variables());
    expect(asAnonymous.data).toBeNull();
    expect(asAnonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const asUser = await plainUser.gql(query, variables());
    expect(asUser.data).toBeNull();
    expect(asUser.errors?.[0]).toMatchObject({ message: 'Only administrators may do this', extensions: { code: 'FORBIDDEN' } });

    expect(await shop.dataSource.getRepository(ProductEntity).find({ order: { id: 'ASC' } })).toEqual(before);
  });
});

describe('createProduct', () => {
  it('adds a product with the form’s defaults, exact rupee prices, visible to shoppers at once', async () => {
    const result = await admin.gql(CREATE, { input: productInput() });
    expect(result.errors).toBeUndefined();
    expect(result.data!.createProduct).toMatchObject({
      id: 'tulsi-face-mist-1',
      name: 'Tulsi Face Mist',
      price: 289.5,
      sizes: [
        { label: '100ml', price: 289.5 },
        { label: '200ml', price: 499 },
      ],
      images: [],
      rating: 4.5,
      reviews: 0,
      featured: false,
      bestSeller: false,
      new: true,
    });
    expect((await storedProduct('tulsi-face-mist-1'))?.pricePaise).toBe(28950);

    const read = await anonymous.gql(PRODUCT, { id: 'tulsi-face-mist-1' });
    expect(read.data!.product).toEqual(result.data!.createProduct);
    const listed = await anonymous.gql(`{ products(filter: { category: "face" }) { totalCount items { id } } }`);
    expect(listed.data!.products).toEqual({ totalCount: 1, items: [{ id: 'tulsi-face-mist-1' }] });
  });

  it('refuses an id that is already taken', async () => {
    const result = await admin.gql(CREATE, { input: productInput({ id: 'hair-oil-1' }) });
    expect(result.errors?.[0]).toMatchObject({ message: 'A product with this id already exists', extensions: { code: 'CONFLICT' } });
    expect((await storedProduct('hair-oil-1'))?.name).not.toBe('Tulsi Face Mist');
  });

  it.each([
    ['a blank name', { name: '   ' }, PRODUCT_FORM_MESSAGES.required],
    ['no sizes', { sizes: [] }, PRODUCT_FORM_MESSAGES.required],
    ['no image', { imageUrl: '' }, PRODUCT_FORM_MESSAGES.required],
    ['a size without a label', { sizes: [{ label: ' ', price: 100 }] }, PRODUCT_FORM_MESSAGES.sizes],
    ['a size priced 0', { sizes: [{ label: '100ml', price: 0 }] }, PRODUCT_FORM_MESSAGES.sizes],
    ['an empty benefit', { benefits: ['Good', ' '] }, PRODUCT_FORM_MESSAGES.benefits],
  ])('refuses %s with the form’s message and writes nothing', async (_case, overrides, message) => {
    const id = `invalid-${Math.random().toString(36).slice(2, 8)}`;
    const result = await admin.gql(CREATE, { input: productInput({ id, ...overrides }) });
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
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
      expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(await storedProduct('refused-1')).toBeNull();
  });
});

describe('updateProduct', () => {
  it('replaces the details, keeps what was left out, and shoppers see the change', async () => {
    const before = await storedProduct('hair-oil-3');
    const result = await admin.gql(UPDATE, {
      id: 'hair-oil-3',
      input: productInput({ id: 'ignored-on-update', name: 'Coconut & Hibiscus Oil (new look)', category: 'hair', subcategory: 'oil', stock: 5 }),
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateProduct).toMatchObject({
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
    expect(new Date(result.data!.updateProduct.updatedAt).getTime()).toBeGreaterThan(before!.updatedAt.getTime());
    expect(await storedProduct('ignored-on-update')).toBeNull();

    const read = await anonymous.gql(PRODUCT, { id: 'hair-oil-3' });
    expect(read.data!.product.name).toBe('Coconut & Hibiscus Oil (new look)');
  });

  it('says so when the product does not exist', async () => {
    const result = await admin.gql(UPDATE, { id: 'no-such-product', input: productInput() });
    expect(result.errors?.[0]).toMatchObject({ message: 'Product not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('applies the same validation as creating', async () => {
    const result = await admin.gql(UPDATE, { id: 'hair-oil-3', input: productInput({ benefits: [''] }) });
    expect(result.errors?.[0].message).toBe(PRODUCT_FORM_MESSAGES.benefits);
  });
});

describe('deleteProduct', () => {
  it('removes the product for good and answers its id', async () => {
    const result = await admin.gql(DELETE, { id: 'napkin-2' });
    expect(result.data!.deleteProduct).toBe('napkin-2');
    expect((await anonymous.gql(PRODUCT, { id: 'napkin-2' })).data!.product).toBeNull();
    expect(await storedProduct('napkin-2')).toBeNull();

    const again = await admin.gql(DELETE, { id: 'napkin-2' });
    expect(again.errors?.[0]).toMatchObject({ message: 'Product not found', extensions: { code: 'NOT_FOUND' } });
  });
});
