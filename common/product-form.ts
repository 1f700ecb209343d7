import { MAX_PRICE_PAISE, MAX_STOCK, MONEY_LIMIT_MESSAGES } from './order-limits.js';
import { isShopImagePath, PRODUCT_IMAGE_MESSAGES } from './product-images.js';
import { hasControlCharacters, SINGLE_LINE_MESSAGE } from './single-line-text.js';

/**
 * The admin product form's rules (docs/storefront.md, Admin products), shared so the server refuses with the same
 * messages the console shows.
 */
export const PRODUCT_FORM_MESSAGES = {
  required: 'Please fill all required fields',
  sizes: 'Please fill all size options with valid prices',
  benefits: 'Please fill all benefits or remove empty ones',
  stock: 'Stock must be a whole number of 0 or more',
  price: 'Price must be above 0',
  id: 'Product id may only use lowercase letters, digits and hyphens',
  maxPrice: MONEY_LIMIT_MESSAGES.price,
  maxStock: MONEY_LIMIT_MESSAGES.stock,
  image: PRODUCT_IMAGE_MESSAGES.notOwnImage,
  singleLine: SINGLE_LINE_MESSAGE,
} as const;

export const PRODUCT_DEFAULTS = {
  category: 'hair',
  subcategory: 'oil',
  sizes: [{ label: '100ml', price: 0 }],
  featured: false,
  bestSeller: false,
  new: true,
} as const;

export const PRODUCT_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;

export interface ProductFormValues {
  id?: string | null;
  name: string;
  category: string;
  subcategory: string;
  price: number;
  /** Each size's own stock; absent, it keeps its stock (or, new, shares `stock`). */
  sizes: ReadonlyArray<{ label: string; price: number; stock?: number | null }>;
  description: string;
  benefits: readonly string[];
  imageUrl: string;
  /** The images after the main one (`imageUrl`). */
  images?: readonly string[] | null;
  /** Units over all sizes, for sizes given without their own stock (they share it evenly). */
  stock?: number | null;
}

/** A stock figure's own message, or null when it is a whole number from 0 to MAX_STOCK (or absent). */
function stockError(stock: number | null | undefined): string | null {
  if (stock === null || stock === undefined) return null;
  if (!Number.isInteger(stock) || stock < 0) return PRODUCT_FORM_MESSAGES.stock;
  if (stock > MAX_STOCK) return PRODUCT_FORM_MESSAGES.maxStock;
  return null;
}

/** The first rule broken, as the form's alert says it, or null when the product is valid. */
export function validateProductForm(values: ProductFormValues, options: { requireId: boolean }): string | null {
  const blank = (text: string | null | undefined) => !text || !text.trim();
  if (
    (options.requireId && blank(values.id)) ||
    blank(values.name) ||
    blank(values.category) ||
    blank(values.subcategory) ||
    blank(values.description) ||
    blank(values.imageUrl) ||
    values.sizes.length === 0
  ) {
    return PRODUCT_FORM_MESSAGES.required;
  }
  if (values.id && values.id.trim() && !PRODUCT_ID_PATTERN.test(values.id)) return PRODUCT_FORM_MESSAGES.id;
  if (singleLineFields(values).some(([, text]) => hasControlCharacters(text))) return PRODUCT_FORM_MESSAGES.singleLine;
  if ([values.imageUrl, ...(values.images ?? [])].some((url) => !isShopImagePath(url.trim()))) return PRODUCT_FORM_MESSAGES.image;
  if (values.sizes.some((size) => blank(size.label) || !Number.isFinite(size.price) || size.price <= 0)) {
    return PRODUCT_FORM_MESSAGES.sizes;
  }
  if (values.benefits.some((benefit) => blank(benefit))) return PRODUCT_FORM_MESSAGES.benefits;
  if (!Number.isFinite(values.price) || values.price <= 0) return PRODUCT_FORM_MESSAGES.price;
  // Above the cap an order of two could overflow the 32-bit paise columns (order-limits.ts).
  if ([values.price, ...values.sizes.map((size) => size.price)].some((price) => price * 100 > MAX_PRICE_PAISE)) {
    return PRODUCT_FORM_MESSAGES.maxPrice;
  }
  const stockMessage = [values.stock, ...values.sizes.map((size) => size.stock)].map(stockError).find(Boolean);
  if (stockMessage) return stockMessage;
  if (values.sizes.reduce((sum, size) => sum + (size.stock ?? 0), 0) > MAX_STOCK) return PRODUCT_FORM_MESSAGES.maxStock;
  return null;
}

/** A new product's id: 'product-' plus a timestamp, as the older storefront's form made it. */
export function newProductId(now: number = Date.now()): string {
  return `product-${now}`;
}

/**
 * A new product's id (its address, /product/<id>) made from its name when none is given:
 * lower case, words joined by hyphens, accents and punctuation dropped ("Neem & Tulsi Face Wash"
 * → neem-tulsi-face-wash), within PRODUCT_ID_PATTERN. The server adds -2, -3… when it is taken.
 */
export function productSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 56)
    .replace(/-+$/, '');
  return slug || 'product';
}

/** Beside a blank required field; the alert above the form still says the rule's message. */
export const REQUIRED_FIELD_MESSAGE = 'This field is required';

/**
 * Every broken rule of the product form, keyed by the field's path as the form names it ('name',
 * 'sizes.0.price', 'benefits.1'), so each error shows on its own field. The same rules as
 * validateProductForm, which names only the first (the alert and the server's refusal).
 */
export function productFormFieldErrors(values: ProductFormValues, options: { requireId: boolean }): Record<string, string> {
  const errors: Record<string, string> = {};
  const blank = (text: string | null | undefined) => !text || !text.trim();
  const required = (field: string, text: string | null | undefined) => {
    if (blank(text)) errors[field] = REQUIRED_FIELD_MESSAGE;
  };
  const price = (field: string, value: number, message: string) => {
    if (!Number.isFinite(value) || value <= 0) errors[field] = message;
    else if (value * 100 > MAX_PRICE_PAISE) errors[field] = PRODUCT_FORM_MESSAGES.maxPrice;
  };
  if (options.requireId) required('id', values.id);
  if (!errors.id && values.id && values.id.trim() && !PRODUCT_ID_PATTERN.test(values.id)) errors.id = PRODUCT_FORM_MESSAGES.id;
  required('name', values.name);
  required('category', values.category);
  required('subcategory', values.subcategory);
  price('price', values.price, PRODUCT_FORM_MESSAGES.price);
  const stockMessage = stockError(values.stock);
  if (stockMessage) errors.stock = stockMessage;
  values.sizes.forEach((size, index) => {
    required(`sizes.${index}.label`, size.label);
    price(`sizes.${index}.price`, size.price, PRODUCT_FORM_MESSAGES.sizes);
    const sizeStockMessage = stockError(size.stock);
    if (sizeStockMessage) errors[`sizes.${index}.stock`] = sizeStockMessage;
  });
  required('description', values.description);
  values.benefits.forEach((benefit, index) => {
    if (blank(benefit)) errors[`benefits.${index}`] = PRODUCT_FORM_MESSAGES.benefits;
  });
  required('imageUrl', values.imageUrl);
  if (!errors.imageUrl && !isShopImagePath(values.imageUrl.trim())) errors.imageUrl = PRODUCT_FORM_MESSAGES.image;
  (values.images ?? []).forEach((url, index) => {
    if (!isShopImagePath(url.trim())) errors[`images.${index}`] = PRODUCT_FORM_MESSAGES.image;
  });
  for (const [field, text] of singleLineFields(values)) {
    if (!errors[field] && hasControlCharacters(text)) errors[field] = PRODUCT_FORM_MESSAGES.singleLine;
  }
  return errors;
}

/** The fields shown on one line (listings, invoices, e-mails, exports), by the form's path; the description may have lines. */
function singleLineFields(values: ProductFormValues): Array<[string, string]> {
  return [
    ['name', values.name],
    ['category', values.category],
    ['subcategory', values.subcategory],
    ...values.sizes.map((size, index): [string, string] => [`sizes.${index}.label`, size.label]),
    ...values.benefits.map((benefit, index): [string, string] => [`benefits.${index}`, benefit]),
  ];
}
