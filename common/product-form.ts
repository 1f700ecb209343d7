/**
 * The admin product form's rules (spec §3, §5), shared so the server refuses with the same
 * messages the console shows.
 */
export const PRODUCT_FORM_MESSAGES = {
  required: 'Please fill all required fields',
  sizes: 'Please fill all size options with valid prices',
  benefits: 'Please fill all benefits or remove empty ones',
  stock: 'Stock must be a whole number of 0 or more',
  rating: 'Rating must be between 0 and 5',
  reviews: 'Reviews must be a whole number of 0 or more',
  price: 'Price must be above 0',
  id: 'Product id may only use lowercase letters, digits and hyphens',
} as const;

export const PRODUCT_DEFAULTS = {
  category: 'hair',
  subcategory: 'oil',
  sizes: [{ label: '100ml', price: 0 }],
  rating: 4.5,
  reviews: 0,
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
  sizes: ReadonlyArray<{ label: string; price: number }>;
  description: string;
  benefits: readonly string[];
  imageUrl: string;
  stock: number;
  rating?: number | null;
  reviews?: number | null;
}

/** The first rule broken, as the spec's alert would say it, or null when the product is valid. */
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
  if (options.requireId && values.id && !PRODUCT_ID_PATTERN.test(values.id)) return PRODUCT_FORM_MESSAGES.id;
  if (values.sizes.some((size) => blank(size.label) || !Number.isFinite(size.price) || size.price <= 0)) {
    return PRODUCT_FORM_MESSAGES.sizes;
  }
  if (values.benefits.some((benefit) => blank(benefit))) return PRODUCT_FORM_MESSAGES.benefits;
  if (!Number.isFinite(values.price) || values.price <= 0) return PRODUCT_FORM_MESSAGES.price;
  if (!Number.isInteger(values.stock) || values.stock < 0) return PRODUCT_FORM_MESSAGES.stock;
  if (values.rating != null && (!Number.isFinite(values.rating) || values.rating < 0 || values.rating > 5)) {
    return PRODUCT_FORM_MESSAGES.rating;
  }
  if (values.reviews != null && (!Number.isInteger(values.reviews) || values.reviews < 0)) {
    return PRODUCT_FORM_MESSAGES.reviews;
  }
  return null;
}

/** A new product's id: 'product-' plus a timestamp, as the spec's form makes it. */
export function newProductId(now: number = Date.now()): string {
  return `product-${now}`;
}
