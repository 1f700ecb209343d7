import { describe, expect, it } from 'vitest';
import { PRODUCT_FORM_MESSAGES } from '@common/product-form.js';
import { PRODUCT_IMAGE_LIMITS } from '@common/product-images.js';
import { normaliseProductInput, type ProductInputValues } from './product-input.js';

const valid: ProductInputValues = {
  id: 'neem-oil-1',
  name: '  Neem Oil ',
  category: 'Hair',
  subcategory: 'Oil',
  price: 249.5,
  sizes: [
    { label: ' 100ml ', price: 249.5, mrpPaise: 299_00, netQuantity: { amount: 100, unit: 'ML' } },
    { label: '200ml', price: 449, mrpPaise: 499_00, netQuantity: { amount: 200, unit: 'ML' } },
  ],
  description: 'Cold-pressed neem oil.',
  benefits: [' Calms the scalp '],
  imageUrl: '/images/products/hair-oil-1/640.webp',
  stock: 12,
  // What every new product must declare before it is sold (common/legal-metrology.ts).
  legalDeclarations: {
    genericName: 'Hair oil',
    makerRole: 'MANUFACTURER',
    makerName: 'Herbal Roots Naturals',
    makerAddress: 'Plot 14, SIDCO Industrial Estate, Kumbakonam, Tamil Nadu 612103',
    countryOfOrigin: 'India',
    shelfLifeKind: 'BEST_BEFORE',
    shelfLifeMonths: 24,
    consumerCarePhone: '+91 98400 12345',
    consumerCareEmail: 'care@herbalroots.in',
    consumerCareAddress: '12 Temple Car Street, Kumbakonam, Tamil Nadu 612001',
  },
};

const messageFor = (input: Partial<ProductInputValues>, creating = true) => {
  try {
    normaliseProductInput({ ...valid, ...input }, { creating });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('normaliseProductInput', () => {
  it('trims text, lower-cases category keys and converts rupees to paise', () => {
    const { id, fields } = normaliseProductInput(valid, { creating: true });
    expect(id).toBe('neem-oil-1');
    expect(fields).toMatchObject({
      name: 'Neem Oil',
      category: 'hair',
      subcategory: 'oil',
      pricePaise: 24950,
      sizes: [
        { label: '100ml', pricePaise: 24950 },
        { label: '200ml', pricePaise: 44900 },
      ],
      benefits: ['Calms the scalp'],
    });
    // Left-out optional fields stay undefined, so an update keeps the stored values.
    expect(fields.featured).toBeUndefined();
    expect(fields.isNew).toBeUndefined();
  });

  it('speaks the admin form’s own messages', () => {
    expect(messageFor({ name: '  ' })).toBe(PRODUCT_FORM_MESSAGES.required);
    expect(messageFor({ sizes: [] })).toBe(PRODUCT_FORM_MESSAGES.required);
    // No id is no mistake: a new product's address is made from its name.
    expect(messageFor({ id: '' })).toBeNull();
    expect(messageFor({ id: '' }, false)).toBeNull();
    expect(messageFor({ sizes: [{ label: '100ml', price: 0 }] })).toBe(PRODUCT_FORM_MESSAGES.sizes);
    expect(messageFor({ sizes: [{ label: ' ', price: 10 }] })).toBe(PRODUCT_FORM_MESSAGES.sizes);
    expect(messageFor({ benefits: ['ok', '  '] })).toBe(PRODUCT_FORM_MESSAGES.benefits);
  });

  it('refuses prices with more than two decimals instead of rounding them', () => {
    expect(messageFor({ price: 10.005 })).toMatch(/at most two decimals/);
    expect(messageFor({ sizes: [{ label: '100ml', price: 99.999 }] })).toMatch(/at most two decimals/);
  });

  it('keeps hostile sizes of input out', () => {
    expect(messageFor({ name: 'n'.repeat(201) })).toBe('The name is too long');
    expect(messageFor({ description: 'd'.repeat(5001) })).toBe('The description is too long');
    expect(messageFor({ benefits: ['b'.repeat(301)] })).toBe('A benefit is too long');
    expect(messageFor({ benefits: Array.from({ length: 21 }, (_, i) => `benefit ${i}`) })).toMatch(/at most 20 benefits/);
    expect(messageFor({ sizes: Array.from({ length: 21 }, (_, i) => ({ label: `${i}ml`, price: 10 })) })).toMatch(/at most 20 sizes/);
    expect(messageFor({ imageUrl: 'javascript:alert(1)' })).toBe(PRODUCT_FORM_MESSAGES.image);
    expect(messageFor({ images: ['http://example.com/a.png'] })).toBe(PRODUCT_FORM_MESSAGES.image);
    expect(messageFor({ imageUrl: 'https://cdn.example.com/neem.jpg' })).toBe(PRODUCT_FORM_MESSAGES.image);
  });

  it('takes as many images as the admin form offers (the main one and ten extras), and no more', () => {
    const extras = (count: number) => Array.from({ length: count }, (_, i) => `/images/${i}.svg`);
    expect(1 + PRODUCT_IMAGE_LIMITS.extraPerProduct).toBe(PRODUCT_IMAGE_LIMITS.perProduct);
    expect(messageFor({ images: extras(10) })).toBeNull();
    expect(messageFor({ images: extras(11) })).toBe('A product may have at most 10 extra images');
  });
});
