/**
 * Catalogue rules both sides show: category names, product types, sorts, the price filter's
 * defaults and the stock notes (spec §2, §5, §9).
 */
export const CATEGORY_NAMES: Record<string, string> = {
  hair: 'Hair Care',
  skin: 'Skin Care',
  face: 'Face Care',
  body: 'Body Care',
  home: 'Home Care',
  oils: 'Natural Oils',
};

/** Categories the admin product form offers (spec §3). */
export const ADMIN_CATEGORIES = ['hair', 'skin', 'face', 'body', 'home'] as const;
/** Product types the admin product form offers (spec §3), plus the seed's soap and napkins. */
export const ADMIN_SUBCATEGORIES = ['oil', 'shampoo', 'gel', 'face wash', 'cream', 'serum', 'soap', 'napkins'] as const;

/** Listing heading for a category path (spec §2 Product list). */
export function listingHeading(category: string | null | undefined): string {
  if (!category) return 'All Products';
  const known: Record<string, string> = {
    hair: 'Hair Care Products',
    skin: 'Skin Care Products',
    oils: 'Natural Oils',
    face: 'Face Care Products',
    body: 'Body Care Products',
  };
  return known[category] ?? `${category.charAt(0).toUpperCase()}${category.slice(1)} Products`;
}

export const PRODUCT_SORTS = ['price-low-high', 'price-high-low', 'newest', 'popular'] as const;
export type ProductSortKey = (typeof PRODUCT_SORTS)[number];

export const DEFAULT_MIN_PRICE = 0;
export const DEFAULT_MAX_PRICE = 1000;

/**
 * The price filter's rule: empty min means 0, empty max means 1000; applied only when both are
 * numbers and min is not above max. Returns null when the filter must not be applied.
 */
export function parsePriceRange(minText: string, maxText: string): { min: number; max: number } | null {
  const min = minText.trim() === '' ? DEFAULT_MIN_PRICE : Number(minText);
  const max = maxText.trim() === '' ? DEFAULT_MAX_PRICE : Number(maxText);
  if (!Number.isFinite(min) || !Number.isFinite(max) || min > max) return null;
  return { min, max };
}

export const LOW_STOCK_BELOW = 10;

/** The product page's stock note: 'Only N left!' below 10, 'Out of stock' at 0. */
export function stockNote(stock: number): string | null {
  if (stock <= 0) return 'Out of stock';
  if (stock < LOW_STOCK_BELOW) return `Only ${stock} left!`;
  return null;
}

/** The admin list's stock cell. */
export function adminStockLabel(stock: number): string {
  if (stock <= 0) return 'Out of stock';
  if (stock < LOW_STOCK_BELOW) return `Low stock (${stock})`;
  return `${stock} in stock`;
}
