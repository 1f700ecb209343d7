/**
 * Catalogue rules both sides show: category names, product types and sorts. The price filter's
 * defaults are in price-filter.ts, the low-stock threshold and stock notes in low-stock.ts.
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
/** Product types the admin product form offers, plus the seed's soap and napkins (docs/storefront.md, Admin products). */
export const ADMIN_SUBCATEGORIES = ['oil', 'shampoo', 'gel', 'face wash', 'cream', 'serum', 'soap', 'napkins'] as const;

/** Listing heading for a category path: the known categories' names, else the capitalised category plus Products. */
export function listingHeading(category: string | null | undefined): string {
  if (!category) return 'All Products';
  const name = CATEGORY_NAMES[category] ?? `${category.charAt(0).toUpperCase()}${category.slice(1)} Care`;
  return `${name} Products`;
}

export const PRODUCT_SORTS = ['price-low-high', 'price-high-low', 'newest', 'popular'] as const;
export type ProductSortKey = (typeof PRODUCT_SORTS)[number];
