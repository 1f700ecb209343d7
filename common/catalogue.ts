/**
 * Catalogue rules both sides show: category names, product types, sorts, the price filter's
 * defaults and the stock notes (spec §2, §5, §9).
 */
/**
 * The shop's categories, in the order every surface shows them: the header, the listing's filter
 * panel, the home page's tiles, the footer and the admin's product form all read this list, so a
 * category cannot be sold without a way to reach it.
 */
export const SHOP_CATEGORIES = [
  { key: 'hair', name: 'Hair Care', blurb: 'Oils, shampoos, serums and gels', image: '/images/categories/hair.svg' },
  { key: 'skin', name: 'Skin Care', blurb: 'Face washes, creams, serums and soaps', image: '/images/categories/skin.svg' },
  { key: 'home', name: 'Home Care', blurb: 'Everyday essentials, gentle and plant-based', image: '/images/categories/home.svg' },
] as const;

export type ShopCategoryKey = (typeof SHOP_CATEGORIES)[number]['key'];

/**
 * A shortcut the home page offers beside the categories: a product type across every category
 * (the listing filtered by type), not a category of its own.
 */
export const FEATURED_PRODUCT_TYPE = {
  name: 'Natural Oils',
  blurb: 'Cold-pressed, slow-cooked herbal oils',
  type: 'oil',
  image: '/images/categories/oils.svg',
} as const;

/** Display names by key; a key outside the list (an older product's) shows capitalised. */
export const CATEGORY_NAMES: Record<string, string> = Object.fromEntries(SHOP_CATEGORIES.map((category) => [category.key, category.name]));

/** True for a category the shop links to. */
export function isShopCategory(key: string | null | undefined): key is ShopCategoryKey {
  return SHOP_CATEGORIES.some((category) => category.key === key);
}

/** Categories the admin product form offers: exactly the ones the storefront links to. */
export const ADMIN_CATEGORIES: readonly ShopCategoryKey[] = SHOP_CATEGORIES.map((category) => category.key);
/** Product types the admin product form offers (spec §3), plus the seed's soap and napkins. */
export const ADMIN_SUBCATEGORIES = ['oil', 'shampoo', 'gel', 'face wash', 'cream', 'serum', 'soap', 'napkins'] as const;

/** Listing heading for a category path (spec §2 Product list). */
export function listingHeading(category: string | null | undefined): string {
  if (!category) return 'All Products';
  const name = CATEGORY_NAMES[category] ?? `${category.charAt(0).toUpperCase()}${category.slice(1)} Care`;
  return `${name} Products`;
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
