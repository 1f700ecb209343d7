import { describe, expect, it } from 'vitest';
import { listingHeading } from './catalogue.js';
import { parsePriceRange } from './price-filter.js';
import { adminStockLabel, stockNote } from './low-stock.js';
import {
  newProductId,
  PRODUCT_ID_PATTERN,
  productSlug,
  PRODUCT_FORM_MESSAGES,
  productFormFieldErrors,
  REQUIRED_FIELD_MESSAGE,
  validateProductForm,
  type ProductFormValues,
} from './product-form.js';

const product: ProductFormValues = {
  id: 'hair-oil-9',
  name: 'Hibiscus Hair Oil',
  category: 'hair',
  subcategory: 'oil',
  price: 249,
  sizes: [{ label: '100ml', price: 249 }],
  description: 'Cold-pressed coconut oil with hibiscus.',
  benefits: ['Softens hair'],
  imageUrl: '/images/products/hair-oil-1/640.webp',
  stock: 20,
};

describe('admin product form', () => {
  it('accepts a complete product', () => {
    expect(validateProductForm(product, { requireId: true })).toBeNull();
  });

  it.each(['name', 'category', 'subcategory', 'description', 'imageUrl'] as const)('requires %s', (field) => {
    expect(validateProductForm({ ...product, [field]: ' ' }, { requireId: true })).toBe('Please fill all required fields');
  });

  it('requires at least one size and an id when creating', () => {
    expect(validateProductForm({ ...product, sizes: [] }, { requireId: true })).toBe('Please fill all required fields');
    expect(validateProductForm({ ...product, id: '' }, { requireId: true })).toBe('Please fill all required fields');
    expect(validateProductForm({ ...product, id: '' }, { requireId: false })).toBeNull();
  });

  it('needs every size labelled and priced above 0', () => {
    const message = 'Please fill all size options with valid prices';
    expect(validateProductForm({ ...product, sizes: [{ label: '100ml', price: 0 }] }, { requireId: true })).toBe(message);
    expect(validateProductForm({ ...product, sizes: [{ label: '', price: 10 }] }, { requireId: true })).toBe(message);
  });

  it('refuses empty benefits', () => {
    expect(validateProductForm({ ...product, benefits: ['Shine', ''] }, { requireId: true })).toBe(
      'Please fill all benefits or remove empty ones',
    );
  });

  it('refuses negative or fractional stock', () => {
    expect(validateProductForm({ ...product, stock: -1 }, { requireId: true })).not.toBeNull();
    expect(validateProductForm({ ...product, stock: 1.5 }, { requireId: true })).not.toBeNull();
  });

  it('names new products product-<timestamp>', () => {
    expect(newProductId(1700000000000)).toBe('product-1700000000000');
  });

  it('makes a new product’s address from its name', () => {
    expect(productSlug('Neem Face Wash')).toBe('neem-face-wash');
    expect(productSlug('  Bhringraj & Amla Hair Oil (200 ml) ')).toBe('bhringraj-amla-hair-oil-200-ml');
    expect(productSlug('Crème Brûlée Soap')).toBe('creme-brulee-soap');
    expect(productSlug('!!!')).toBe('product');
    expect(PRODUCT_ID_PATTERN.test(`${productSlug('a'.repeat(200))}-20`)).toBe(true);
  });
});

describe('catalogue rules', () => {
  it('shows stock notes below 10 and at 0', () => {
    expect(stockNote(0)).toBe('Out of stock');
    expect(stockNote(7)).toBe('Only 7 left!');
    expect(stockNote(10)).toBeNull();
    expect(adminStockLabel(0)).toBe('Out of stock');
    expect(adminStockLabel(9)).toBe('Low stock (9)');
    expect(adminStockLabel(40)).toBe('40 in stock');
  });

  it('applies the price filter only when min ≤ max and both are numbers', () => {
    expect(parsePriceRange('', '')).toEqual({ min: 0, max: 1000 });
    expect(parsePriceRange('200', '')).toEqual({ min: 200, max: 1000 });
    expect(parsePriceRange('500', '100')).toBeNull();
    expect(parsePriceRange('abc', '100')).toBeNull();
  });

  it('titles listings per category', () => {
    expect(listingHeading(undefined)).toBe('All Products');
    expect(listingHeading('hair')).toBe('Hair Care Products');
    expect(listingHeading('home')).toBe('Home Care Products');
  });
});

describe('productFormFieldErrors', () => {
  it('names every broken field by its path, with the form’s messages for the rules', () => {
    const errors = productFormFieldErrors(
      {
        id: 'Bad Id',
        name: ' ',
        category: 'hair',
        subcategory: 'oil',
        price: 0,
        sizes: [
          { label: '100ml', price: 10 },
          { label: '', price: 0 },
        ],
        description: 'ok',
        benefits: ['fine', ''],
        imageUrl: '',
        stock: 1.5,
      },
      { requireId: true },
    );
    expect(errors).toEqual({
      id: PRODUCT_FORM_MESSAGES.id,
      name: REQUIRED_FIELD_MESSAGE,
      price: PRODUCT_FORM_MESSAGES.price,
      stock: PRODUCT_FORM_MESSAGES.stock,
      'sizes.1.label': REQUIRED_FIELD_MESSAGE,
      'sizes.1.price': PRODUCT_FORM_MESSAGES.sizes,
      'benefits.1': PRODUCT_FORM_MESSAGES.benefits,
      imageUrl: REQUIRED_FIELD_MESSAGE,
    });
  });
});
