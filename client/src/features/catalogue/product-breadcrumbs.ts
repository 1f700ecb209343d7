import { paths } from '@/config/paths';
import { capitalise, categoryName, listingHref, cleared } from './listing-params';

export interface Crumb {
  name: string;
  href: string;
}

/** A product type as a shelf name: oil → Oils, face wash → Face Washes, napkins → Napkins. */
export function typeShelfName(type: string): string {
  const plural = type.endsWith('s') ? type : /(sh|ch|x)$/.test(type) ? `${type}es` : `${type}s`;
  return capitalise(plural);
}

/**
 * Where a product sits in the shop: Home › Hair Care › Oils › the product. Shown on the product
 * page and given to search engines as its BreadcrumbList, so both always agree.
 */
export function productBreadcrumbs(product: { id: string; name: string; category: { slug: string }; subcategory: string }): Crumb[] {
  const category = { ...cleared(), category: product.category.slug };
  return [
    { name: 'Home', href: paths.home.getHref() },
    { name: categoryName(product.category.slug), href: listingHref(category) },
    { name: typeShelfName(product.subcategory), href: listingHref({ ...category, type: product.subcategory }) },
    { name: product.name, href: paths.product.getHref(product.id) },
  ];
}
