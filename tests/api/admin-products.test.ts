import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_MESSAGES } from '@common/legal-metrology.js';
import { PRODUCT_FORM_MESSAGES } from '@common/product-form.js';
import { ProductEntity } from '@server/catalogue/product.entity.js';
import { UserEntity } from '@server/accounts/user.entity.js';
import { hashPassword } from '@server/accounts/auth.service.js';
import { graphql } from '../support/gql/gql.js';
import type { ProductInput } from '../support/gql/graphql.js';
import { startTestShop, type ShopClient, type TestShop } from '../support/test-shop.js';
import { TEST_LEGAL_DECLARATIONS, withDeclarations } from '../support/product-helpers.js';

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
  return withDeclarations({
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
    imageUrl: '/images/products/skin-serum-1/640.webp',
    stock: 40,
    ...overrides,
  });
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

  it('taxes a new product as its kind when the owner gives no HSN code or rate: a hair oil 33059019 at 5 %, a cream 33049990 at 18 %', async () => {
    const oil = await admin.gql(CREATE, {
      input: productInput({ id: 'neem-hair-oil-9', name: 'Neem Hair Oil', category: 'hair', subcategory: 'oil' }),
    });
    expect(oil.data!.createProduct.errors).toEqual([]);
    expect(oil.data!.createProduct.product).toMatchObject({ hsnCode: '33059019', gstRatePercent: 5 });
    expect((await storedProduct('neem-hair-oil-9'))?.uqc).toBe('BTL');
    const cream = await admin.gql(CREATE, {
      input: productInput({ id: 'aloe-cream-9', name: 'Aloe Cream', category: 'skin', subcategory: 'cream' }),
    });
    expect(cream.data!.createProduct.product).toMatchObject({ hsnCode: '33049990', gstRatePercent: 18 });
    // What the owner states wins over the kind's class.
    const stated = await admin.gql(CREATE, {
      input: productInput({
        id: 'amla-oil-9',
        name: 'Amla Oil',
        category: 'hair',
        subcategory: 'oil',
        hsnCode: '33059090',
        gstRatePercent: 18,
      }),
    });
    expect(stated.data!.createProduct.product).toMatchObject({ hsnCode: '33059090', gstRatePercent: 18 });
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

describe('Legal Metrology declarations, MRP, ingredients', () => {
  it('answers the seed’s declarations, each size’s MRP, percentage off and net quantity, ingredients and how to use', async () => {
    const answer = await anonymous.gql(PRODUCT, { id: 'hair-oil-1' });
    const product = answer.data!.product!;
    expect(
      product.sizes.map((size) => [
        size.label,
        size.priceMoney.formatted,
        size.mrpMoney?.formatted,
        size.percentOff,
        size.netQuantity?.text,
      ]),
    ).toEqual([
      ['100ml', '₹249.00', '₹299.00', 16, '100 ml'],
      ['200ml', '₹449.00', '₹525.00', 14, '200 ml'],
    ]);
    expect(product.legalDeclarations).toMatchObject({
      genericName: 'Hair oil',
      makerRole: 'MANUFACTURER',
      makerLabel: 'Manufactured by',
      makerName: 'Herbal Roots Naturals',
      countryOfOrigin: 'India',
      shelfLifeKind: 'BEST_BEFORE',
      shelfLifeMonths: 24,
      shelfLife: 'Best before 24 months from the date of manufacture',
      consumerCarePhone: '+91 98400 12345',
      consumerCareEmail: 'care@herbalroots.in',
    });
    expect(product.ingredients).toMatch(/^Sesamum Indicum \(Sesame\) Seed Oil, /);
    expect(product.howToUse).toMatch(/massage into the scalp/);
    // A size sold at its MRP has nothing struck through; napkins are counted in pieces.
    const napkins = (await anonymous.gql(PRODUCT, { id: 'napkin-2' })).data!.product!;
    expect(napkins.sizes[0]).toMatchObject({ percentOff: null, netQuantity: { amount: 12, unit: 'N', text: '12 N (12 pieces)' } });
    expect(napkins.sizes[0].mrpMoney?.amount).toBe(napkins.sizes[0].priceMoney.amount);
  });

  it.each([
    ['no declarations', { legalDeclarations: null }, 'A product needs its Legal Metrology declarations', ['input', 'legalDeclarations']],
    [
      'a blank generic name',
      { legalDeclarations: { ...TEST_LEGAL_DECLARATIONS, genericName: '  ' } },
      LEGAL_MESSAGES.required,
      ['input', 'legalDeclarations', 'genericName'],
    ],
    [
      'a consumer-care phone that is not one',
      { legalDeclarations: { ...TEST_LEGAL_DECLARATIONS, consumerCarePhone: 'call us' } },
      LEGAL_MESSAGES.phone,
      ['input', 'legalDeclarations', 'consumerCarePhone'],
    ],
    [
      'a shelf life of 0 months',
      { legalDeclarations: { ...TEST_LEGAL_DECLARATIONS, shelfLifeMonths: 0 } },
      LEGAL_MESSAGES.shelfLifeMonths,
      ['input', 'legalDeclarations', 'shelfLifeMonths'],
    ],
    [
      'a size without its MRP',
      { sizes: [{ label: '100ml', price: 289.5, mrpPaise: null }] },
      LEGAL_MESSAGES.mrp,
      ['input', 'sizes', '0', 'mrpPaise'],
    ],
    [
      'a size without its net quantity',
      { sizes: [{ label: '100ml', price: 289.5, netQuantity: null }] },
      LEGAL_MESSAGES.netQuantity,
      ['input', 'sizes', '0', 'netQuantity'],
    ],
    [
      'half a piece',
      { sizes: [{ label: '100ml', price: 289.5, netQuantity: { amount: 0.5, unit: 'N' as const } }] },
      LEGAL_MESSAGES.netQuantity,
      ['input', 'sizes', '0', 'netQuantity'],
    ],
    [
      'a price above its MRP',
      {
        sizes: [
          { label: '100ml', price: 289.5 },
          { label: '200ml', price: 499, mrpPaise: 45000 },
        ],
      },
      LEGAL_MESSAGES.priceAboveMrp,
      ['input', 'sizes', '1', 'pricePaise'],
    ],
    [
      'a base price above every MRP',
      {
        price: 600,
        sizes: [
          { label: '100ml', price: 289.5 },
          { label: '200ml', price: 499 },
        ],
      },
      LEGAL_MESSAGES.priceAboveMrp,
      ['input', 'pricePaise'],
    ],
  ])('refuses a new product with %s, on its field, and writes nothing', async (_case, overrides, message, field) => {
    const id = `undeclared-${Math.random().toString(36).slice(2, 8)}`;
    const result = await admin.gql(CREATE, { input: productInput({ id, ...(overrides as Partial<ProductInput>) }) });
    expect(result.errors).toBeUndefined();
    expect(result.data!.createProduct.errors).toMatchObject([{ message, code: 'VALIDATION', field }]);
    expect(await storedProduct(id)).toBeNull();
  });

  it('keeps the declarations, MRPs and ingredients an edit leaves out, refuses a price above the kept MRP, and takes a new MRP', async () => {
    const before = await storedProduct('hair-oil-2');
    const read = (await anonymous.gql(PRODUCT, { id: 'hair-oil-2' })).data!.product!;
    const edit = (sizes: Array<{ price: number; mrpPaise?: number }>) => ({
      name: read.name,
      category: read.category.slug,
      subcategory: read.subcategory,
      pricePaise: Math.round(sizes[0].price * 100),
      sizes: read.sizes.map((size, index) => ({
        id: size.id,
        label: size.label,
        pricePaise: Math.round(sizes[index].price * 100),
        mrpPaise: sizes[index].mrpPaise,
      })),
      description: read.description,
      benefits: read.benefits,
      imageUrl: read.imageUrl,
    });

    // The seed's 100 ml has an MRP of ₹349: ₹379 is above it.
    const above = await admin.gql(UPDATE, { id: 'hair-oil-2', input: edit([{ price: 379 }, { price: 549 }]) });
    expect(above.data!.updateProduct.errors).toMatchObject([
      { code: 'VALIDATION', message: LEGAL_MESSAGES.priceAboveMrp, field: ['input', 'sizes', '0', 'pricePaise'] },
    ]);
    expect(await storedProduct('hair-oil-2')).toEqual(before);

    const cheaper = await admin.gql(UPDATE, { id: 'hair-oil-2', input: edit([{ price: 279 }, { price: 549 }]) });
    expect(cheaper.data!.updateProduct.errors).toEqual([]);
    const kept = cheaper.data!.updateProduct.product!;
    expect(kept.legalDeclarations).toEqual(read.legalDeclarations);
    expect([kept.ingredients, kept.howToUse]).toEqual([read.ingredients, read.howToUse]);
    expect(kept.sizes.map((size) => [size.mrpMoney?.amount, size.percentOff, size.netQuantity?.text])).toEqual([
      [34900, 20, '100 ml'],
      [64900, 15, '200 ml'],
    ]);

    // The pack's MRP went up: the owner says so, and the dearer price is taken.
    const repriced = await admin.gql(UPDATE, { id: 'hair-oil-2', input: edit([{ price: 379, mrpPaise: 39900 }, { price: 549 }]) });
    expect(repriced.data!.updateProduct.errors).toEqual([]);
    expect(repriced.data!.updateProduct.product!.sizes[0]).toMatchObject({ price: 379, mrpMoney: { amount: 39900 }, percentOff: 5 });
  });

  it('asks a product saved before declarations existed for them on its next save', async () => {
    await shop.dataSource.query(`UPDATE products SET legal_declarations = NULL WHERE id = 'skin-soap-2'`);
    const read = (await anonymous.gql(PRODUCT, { id: 'skin-soap-2' })).data!.product!;
    expect(read.legalDeclarations).toBeNull();
    const input = {
      name: read.name,
      category: read.category.slug,
      subcategory: read.subcategory,
      pricePaise: read.priceMoney.amount,
      sizes: read.sizes.map((size) => ({ id: size.id, label: size.label, pricePaise: size.priceMoney.amount })),
      description: read.description,
      benefits: read.benefits,
      imageUrl: read.imageUrl,
    };
    const refused = await admin.gql(UPDATE, { id: 'skin-soap-2', input });
    expect(refused.data!.updateProduct.errors).toMatchObject([{ code: 'VALIDATION', field: ['input', 'legalDeclarations'] }]);
    const saved = await admin.gql(UPDATE, {
      id: 'skin-soap-2',
      input: { ...input, legalDeclarations: { ...TEST_LEGAL_DECLARATIONS, genericName: 'Toilet soap' } },
    });
    expect(saved.data!.updateProduct.errors).toEqual([]);
    expect(saved.data!.updateProduct.product!.legalDeclarations?.genericName).toBe('Toilet soap');
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
