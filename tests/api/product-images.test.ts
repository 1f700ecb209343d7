import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PRODUCT_FORM_MESSAGES } from '@common/product-form.js';
import { PRODUCT_IMAGE_LIMITS, PRODUCT_IMAGE_MESSAGES, PRODUCT_IMAGE_WIDTHS } from '@common/product-images.js';
import { ProductEntity } from '@server/catalogue/product.entity.js';
import { ProductImageEntity, ProductImageVariantEntity } from '@server/catalogue/product-image.entity.js';
import { UserEntity } from '@server/accounts/user.entity.js';
import { hashPassword } from '@server/accounts/auth.service.js';
import { SeedArtworkRenders1795940900000 } from '@server/db/migrations/1795940900000-seed-artwork-renders.js';
import { startShopProcess, type ServerProcess } from '../support/server-process.js';
import { startTestShop, TEST_ADMIN, type ShopClient, type TestShop } from '../support/test-shop.js';
import { withDeclarations } from '../support/product-helpers.js';

/**
 * Product images: an admin uploads a photo; the shop stores it in Postgres as
 * WebP in the storefront's widths, serves it with long-lived cache headers from every process, and
 * refuses what is not an image, too large, or not the admin's to upload. A product may only show
 * the shop's own images: an address on another site is refused.
 */
const UPLOAD_PATH = '/api/admin/product-images';
const CSRF = { 'apollo-require-preflight': 'true' };

const UPLOADED = z.object({
  checksum: z.string().regex(/^[0-9a-f]{64}$/),
  url: z.string(),
  contentType: z.string(),
  width: z.number(),
  height: z.number(),
  variants: z.array(z.object({ width: z.number(), actualWidth: z.number(), actualHeight: z.number(), bytes: z.number(), url: z.string() })),
  created: z.boolean(),
});
const REFUSAL = z.object({ message: z.string() });

let shop: TestShop;
let admin: ShopClient;
let anonymous: ShopClient;

beforeAll(async () => {
  shop = await startTestShop();
  admin = shop.client();
  await admin.loginAsAdmin();
  anonymous = shop.client();
});

afterAll(async () => {
  await shop?.close();
});

/** A photo-like test image: a gradient, so the WebP sizes are those of a picture, not of one flat colour. */
async function picture(width: number, height: number, format: 'png' | 'jpeg'): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = ((x + y) * 7) % 256;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 85 }).toBuffer();
}

function upload(client: ShopClient, body: Buffer | string, headers: Record<string, string> = { 'content-type': 'image/png', ...CSRF }) {
  return client.fetch(UPLOAD_PATH, { method: 'POST', headers, body: typeof body === 'string' ? body : new Uint8Array(body) });
}

async function storedImageCount(): Promise<number> {
  return shop.dataSource.getRepository(ProductImageEntity).count();
}

describe('uploading a product image', () => {
  it('turns a PNG into WebP at every storefront width, keeping its shape and never enlarging it', async () => {
    const png = await picture(2000, 1500, 'png');
    const response = await upload(admin, png);
    expect(response.status).toBe(201);
    const image = UPLOADED.parse(await response.json());
    expect(image).toMatchObject({ contentType: 'image/png', width: 2000, height: 1500, created: true });
    expect(image.url).toBe(`/images/uploads/${image.checksum}/640.webp`);
    expect(image.variants.map((variant) => [variant.width, variant.actualWidth, variant.actualHeight])).toEqual([
      [160, 160, 120],
      [320, 320, 240],
      [640, 640, 480],
      [1280, 1280, 960],
    ]);

    for (const variant of image.variants) {
      const served = await anonymous.fetch(variant.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.length).toBe(variant.bytes);
      const decoded = await sharp(bytes).metadata();
      expect([decoded.format, decoded.width, decoded.height]).toEqual(['webp', variant.actualWidth, variant.actualHeight]);
    }
  });

  it('accepts a JPEG, and a smaller photo is stored at its own size in the larger widths', async () => {
    const jpeg = await picture(800, 1000, 'jpeg');
    const response = await upload(admin, jpeg, { 'content-type': 'image/jpeg', ...CSRF });
    expect(response.status).toBe(201);
    const image = UPLOADED.parse(await response.json());
    expect(image.contentType).toBe('image/jpeg');
    // Portrait: each width is the longest side it may have, so a tall photo fits the square card.
    expect(image.variants.map((variant) => [variant.width, variant.actualWidth, variant.actualHeight])).toEqual([
      [160, 128, 160],
      [320, 256, 320],
      [640, 512, 640],
      [1280, 800, 1000],
    ]);
  });

  it('answers a repeat request from the browser cache check without the image, and the same file twice is one image', async () => {
    const png = await picture(300, 300, 'png');
    const first = UPLOADED.parse(await (await upload(admin, png)).json());
    const again = await upload(admin, png);
    expect(again.status).toBe(200);
    expect(UPLOADED.parse(await again.json())).toMatchObject({ checksum: first.checksum, created: false });

    const served = await anonymous.fetch(first.variants[0].url);
    const etag = served.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]+-160"$/);
    await served.arrayBuffer();
    const revalidated = await anonymous.fetch(first.variants[0].url, { headers: { 'if-none-match': etag! } });
    expect(revalidated.status).toBe(304);
  });

  it('gives a different image a different address, so a replaced photo is never an old cached one', async () => {
    const one = UPLOADED.parse(await (await upload(admin, await picture(400, 400, 'png'))).json());
    const other = UPLOADED.parse(await (await upload(admin, await picture(401, 400, 'png'))).json());
    expect(other.url).not.toBe(one.url);
  });

  it('refuses a text file, even one that claims to be a PNG, and stores nothing', async () => {
    const before = await storedImageCount();
    const response = await upload(admin, 'Neem oil, 100 ml, ₹249\n');
    expect(response.status).toBe(400);
    expect(REFUSAL.parse(await response.json()).message).toBe(PRODUCT_IMAGE_MESSAGES.notImage);
    expect(await storedImageCount()).toBe(before);
  });

  it(`refuses a file over ${PRODUCT_IMAGE_LIMITS.maxBytes / 1024 / 1024} MB with 413, and stores nothing`, async () => {
    const before = await storedImageCount();
    const response = await upload(admin, Buffer.alloc(PRODUCT_IMAGE_LIMITS.maxBytes + 1, 1));
    expect(response.status).toBe(413);
    expect(REFUSAL.parse(await response.json()).message).toBe(PRODUCT_IMAGE_MESSAGES.tooLarge);
    expect(await storedImageCount()).toBe(before);
  });

  it('refuses a decompression bomb (a small file of 56 million pixels) before decoding it', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(PRODUCT_IMAGE_LIMITS.maxBytes);
    const before = await storedImageCount();
    const response = await upload(admin, bomb);
    expect(response.status).toBe(400);
    expect(REFUSAL.parse(await response.json()).message).toBe(PRODUCT_IMAGE_MESSAGES.tooManyPixels);
    expect(await storedImageCount()).toBe(before);
  });

  it('is for admins only: anonymous 401, a shopper 403, and a cookie without the CSRF header 403', async () => {
    const png = await picture(64, 64, 'png');
    const before = await storedImageCount();
    expect((await upload(anonymous, png)).status).toBe(401);
    await shop.dataSource.getRepository(UserEntity).insert({
      email: 'asha@herbal.test',
      passwordHash: await hashPassword('a-good-password'),
      role: 'user',
      emailConfirmedAt: new Date(),
    });
    const shopper = shop.client();
    await shopper.loginOrFail('asha@herbal.test', 'a-good-password');
    expect((await upload(shopper, png)).status).toBe(403);
    const forged = await upload(admin, png, { 'content-type': 'image/png' });
    expect(forged.status).toBe(403);
    expect(await storedImageCount()).toBe(before);
  });

  it('accepts an API token with the catalogue scope, and refuses one without it', async () => {
    const adminUser = await shop.dataSource.getRepository(UserEntity).findOneByOrFail({ email: TEST_ADMIN.email });
    const adminCtx = { user: { id: adminUser.id, email: adminUser.email, role: 'admin' as const }, ip: '127.0.0.1', sessionToken: null };
    const catalogue = await shop.services.apiTokens.createToken(adminCtx, { name: 'Photo studio', scopes: ['CATALOGUE_WRITE'] });
    const orders = await shop.services.apiTokens.createToken(adminCtx, { name: 'Warehouse', scopes: ['ORDERS_READ'] });
    const png = await picture(90, 60, 'png');
    const withToken = (secret: string) =>
      fetch(`${shop.url}${UPLOAD_PATH}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'image/png' },
        body: new Uint8Array(png),
      });
    const refused = await withToken(orders.secret);
    expect(refused.status).toBe(403);
    expect(REFUSAL.parse(await refused.json()).message).toMatch(/CATALOGUE_WRITE/);
    const accepted = await withToken(catalogue.secret);
    expect(accepted.status).toBe(201);
    expect(UPLOADED.parse(await accepted.json()).variants).toHaveLength(PRODUCT_IMAGE_WIDTHS.length);
    expect((await withToken('hr_wrong-secret')).status).toBe(401);
  });

  it('answers 404 for an image or a width that does not exist', async () => {
    expect((await anonymous.fetch(`/images/uploads/${'0'.repeat(64)}/640.webp`)).status).toBe(404);
    const image = UPLOADED.parse(await (await upload(admin, await picture(100, 100, 'png'))).json());
    expect((await anonymous.fetch(`/images/uploads/${image.checksum}/999.webp`)).status).toBe(404);
  });
});

describe('a product’s images', () => {
  const CREATE = `mutation ProductImagesCreate($input: ProductInput!) {
    createProduct(input: $input) { product { id imageUrl images } errors { message field } }
  }`;
  const input = (imageUrl: string, images: string[]) =>
    withDeclarations({
      id: `neem-oil-${images.length}-${imageUrl.length}`,
      name: 'Neem Oil',
      category: 'hair',
      subcategory: 'oil',
      price: 249,
      sizes: [{ label: '100ml', price: 249 }],
      description: 'Cold-pressed neem oil.',
      benefits: ['Calms the scalp'],
      imageUrl,
      images,
      stock: 5,
    });

  /** The refusal's message, wherever this version of the API puts it (a GraphQL error or the payload's errors). */
  function refusalOf(result: { data?: Record<string, unknown> | null; errors?: Array<{ message: string }> }): string | undefined {
    const payload = result.data?.createProduct as { errors?: Array<{ message: string }> } | null | undefined;
    return result.errors?.[0]?.message ?? payload?.errors?.[0]?.message;
  }

  it('keeps uploaded images in order, the first as the main one', async () => {
    const main = UPLOADED.parse(await (await upload(admin, await picture(500, 500, 'png'))).json());
    const second = UPLOADED.parse(await (await upload(admin, await picture(500, 400, 'png'))).json());
    const result = await admin.gqlText(CREATE, { input: input(main.url, [second.url, '/images/products/hair-oil-1/640.webp']) });
    expect(refusalOf(result)).toBeUndefined();
    const stored = await shop.dataSource.getRepository(ProductEntity).findOneByOrFail({ id: input(main.url, [second.url, '']).id });
    expect([stored.imageUrl, ...stored.images]).toEqual([main.url, second.url, '/images/products/hair-oil-1/640.webp']);
  });

  it('refuses an image address on another site, naming the rule, and creates nothing', async () => {
    const external = input('https://elsewhere.example/neem.jpg', []);
    const result = await admin.gqlText(CREATE, { input: external });
    expect(refusalOf(result)).toBe(PRODUCT_FORM_MESSAGES.image);
    expect(await shop.dataSource.getRepository(ProductEntity).existsBy({ id: external.id })).toBe(false);

    const extra = input('/images/products/hair-oil-1/640.webp', ['//elsewhere.example/b.jpg']);
    expect(refusalOf(await admin.gqlText(CREATE, { input: extra }))).toBe(PRODUCT_FORM_MESSAGES.image);
  });
});

describe('the seed’s artwork', () => {
  const products = () => shop.dataSource.getRepository(ProductEntity);
  async function migrate(step: 'up' | 'down'): Promise<void> {
    const runner = shop.dataSource.createQueryRunner();
    try {
      await new SeedArtworkRenders1795940900000()[step](runner);
    } finally {
      await runner.release();
    }
  }

  it('moves a shop seeded with the drawings to their WebP renders, leaving the owner’s own images alone', async () => {
    await products().update('hair-oil-1', {
      imageUrl: '/images/products/hair-oil-1.svg',
      images: ['/images/products/hair-oil-1-3.svg', '/images/products/our-own-label.svg', '/images/products/hair-oil-1-2.svg'],
    });
    await products().update('skin-soap-1', { imageUrl: '/images/products/our-own-label.svg', images: [] });
    const untouched = await products().findOneByOrFail({ id: 'face-wash-1' });

    await migrate('up');

    const oil = await products().findOneByOrFail({ id: 'hair-oil-1' });
    expect([oil.imageUrl, ...oil.images]).toEqual([
      '/images/products/hair-oil-1/640.webp',
      '/images/products/hair-oil-1-3/640.webp',
      '/images/products/our-own-label.svg',
      '/images/products/hair-oil-1-2/640.webp',
    ]);
    const soap = await products().findOneByOrFail({ id: 'skin-soap-1' });
    expect([soap.imageUrl, ...soap.images]).toEqual(['/images/products/our-own-label.svg']);
    const wash = await products().findOneByOrFail({ id: 'face-wash-1' });
    expect([wash.imageUrl, ...wash.images]).toEqual([untouched.imageUrl, ...untouched.images]);

    await migrate('down');
    const back = await products().findOneByOrFail({ id: 'hair-oil-1' });
    expect([back.imageUrl, ...back.images]).toEqual([
      '/images/products/hair-oil-1.svg',
      '/images/products/hair-oil-1-3.svg',
      '/images/products/our-own-label.svg',
      '/images/products/hair-oil-1-2.svg',
    ]);
    await migrate('up');
  });
});

describe('served by every shop process', () => {
  let second: ServerProcess | null = null;
  beforeAll(async () => {
    // The embedded engine lives inside this process and cannot be shared with a second one.
    if (shop.database.kind === 'embedded') return;
    // A second, separate shop process on the same database: no disk, no memory shared with this one.
    second = await startShopProcess({ databaseUrl: shop.database.url });
  }, 120_000);
  afterAll(async () => {
    await second?.stop();
  });

  it('serves an image uploaded to another process', async (context) => {
    if (!second) return context.skip('needs a Postgres server both processes can reach (TEST_DATABASE_URL)');
    const image = UPLOADED.parse(
      await (await upload(admin, await picture(700, 500, 'jpeg'), { 'content-type': 'image/jpeg', ...CSRF })).json(),
    );
    const served = await fetch(`${second.url}${image.variants[2].url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const decoded = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([decoded.format, decoded.width, decoded.height]).toEqual(['webp', 640, 457]);
    expect(await shop.dataSource.getRepository(ProductImageVariantEntity).countBy({ checksum: image.checksum })).toBe(4);
  });
});
