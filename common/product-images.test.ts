import { describe, expect, it } from 'vitest';
import { PRODUCT_FORM_MESSAGES, productFormFieldErrors, validateProductForm, type ProductFormValues } from './product-form.js';
import { isShopImagePath, productImageAtWidth, productImageSrcSet, uploadedImageChecksum, uploadedImageUrl } from './product-images.js';

const checksum = 'a'.repeat(64);

describe('isShopImagePath', () => {
  it.each([
    ['/images/products/hair-oil-1/640.webp', true],
    ['/images/products/hair-oil-1.svg', true],
    [uploadedImageUrl(checksum), true],
    ['/x.svg', true],
    ['https://cdn.example.com/a.png', false],
    ['http://example.com/a.png', false],
    ['//evil.example.com/a.png', false],
    ['data:image/png;base64,AAAA', false],
    ['javascript:alert(1)', false],
    ['/images/a b.svg', false],
    ['/images/../secret', false],
    ['images/a.svg', false],
    [`/${'a'.repeat(2000)}`, false],
  ])('%s → %s', (url, expected) => {
    expect(isShopImagePath(url)).toBe(expected);
  });
});

describe('uploaded image addresses', () => {
  it('offers every stored width in srcset for an uploaded image, nothing for a single file', () => {
    expect(productImageSrcSet(uploadedImageUrl(checksum))).toBe(
      [160, 320, 640, 1280].map((width) => `/images/uploads/${checksum}/${width}.webp ${width}w`).join(', '),
    );
    expect(productImageSrcSet('/images/products/hair-oil-1.svg')).toBeUndefined();
  });

  it('offers the seed artwork’s rendered widths the same way, and nothing for a width it does not keep', () => {
    expect(productImageSrcSet('/images/products/hair-oil-1/640.webp')).toBe(
      [160, 320, 640, 1280].map((width) => `/images/products/hair-oil-1/${width}.webp ${width}w`).join(', '),
    );
    expect(productImageSrcSet('/images/products/hair-oil-1/500.webp')).toBeUndefined();
    expect(productImageSrcSet('/images/elsewhere/hair-oil-1/640.webp')).toBeUndefined();
  });

  it('picks the smallest stored width that covers a thumbnail, and leaves other images alone', () => {
    expect(productImageAtWidth(uploadedImageUrl(checksum, 1280), 176)).toBe(`/images/uploads/${checksum}/320.webp`);
    expect(productImageAtWidth(uploadedImageUrl(checksum), 2000)).toBe(`/images/uploads/${checksum}/1280.webp`);
    expect(productImageAtWidth('/images/products/face-wash-1/640.webp', 104)).toBe('/images/products/face-wash-1/160.webp');
    expect(productImageAtWidth('/images/products/a.svg', 88)).toBe('/images/products/a.svg');
  });

  it('reads the checksum back only from an uploaded image’s own address', () => {
    expect(uploadedImageChecksum(uploadedImageUrl(checksum, 320))).toBe(checksum);
    expect(uploadedImageChecksum(`/images/uploads/${checksum}/320.png`)).toBeNull();
    expect(uploadedImageChecksum('/images/products/a.svg')).toBeNull();
  });
});

describe('the product form refuses images from other sites', () => {
  const product: ProductFormValues = {
    id: 'neem-oil',
    name: 'Neem Oil',
    category: 'hair',
    subcategory: 'oil',
    price: 249,
    sizes: [{ label: '100ml', price: 249 }],
    description: 'Cold-pressed.',
    benefits: ['Calms the scalp'],
    imageUrl: uploadedImageUrl(checksum),
    images: ['/images/products/hair-oil-1.svg'],
    stock: 3,
  };

  it('accepts uploaded images and the shop’s own files', () => {
    expect(validateProductForm(product, { requireId: true })).toBeNull();
  });

  it('names the main image or the extra image that points elsewhere', () => {
    const external = { ...product, imageUrl: 'https://elsewhere.example/neem.jpg', images: ['/a.svg', 'https://elsewhere.example/b.jpg'] };
    expect(validateProductForm(external, { requireId: true })).toBe(PRODUCT_FORM_MESSAGES.image);
    expect(productFormFieldErrors(external, { requireId: true })).toEqual({
      imageUrl: PRODUCT_FORM_MESSAGES.image,
      'images.1': PRODUCT_FORM_MESSAGES.image,
    });
  });
});
