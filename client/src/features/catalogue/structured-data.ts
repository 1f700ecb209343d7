import { paths, shopContact } from '@/config/paths';
import { categoryName } from './listing-params';
import { typeShelfName, type Crumb } from './product-breadcrumbs';

/** What a product's structured data is built from. */
export interface ProductFacts {
  id: string;
  name: string;
  description: string;
  category: { slug: string };
  subcategory: string;
  imageUrl: string;
  images: readonly string[];
  sizes: ReadonlyArray<{ label: string; sku: string; priceMoney: { amount: number } }>;
  stock: number;
  rating: number;
  reviews: number;
}

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/**
 * schema.org Product for search engines' product results: one Offer per size in rupees, with
 * availability; a rating only once someone has reviewed (as the page itself shows). Paths are
 * made absolute when the head is written (client/src/app/page-head.ts).
 */
export function productJsonLd(product: ProductFacts): object {
  const url = paths.product.getHref(product.id);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    description: product.description,
    sku: product.id,
    image: [product.imageUrl, ...product.images.filter((image) => image !== product.imageUrl)],
    category: `${categoryName(product.category.slug)} > ${typeShelfName(product.subcategory)}`,
    brand: { '@type': 'Brand', name: shopContact.name },
    offers: product.sizes.map((size) => ({
      '@type': 'Offer',
      name: size.label,
      sku: size.sku,
      price: (size.priceMoney.amount / 100).toFixed(2),
      priceCurrency: 'INR',
      availability: product.stock > 0 ? IN_STOCK : OUT_OF_STOCK,
      itemCondition: 'https://schema.org/NewCondition',
      url,
    })),
    ...(product.reviews > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.toFixed(1), reviewCount: product.reviews } }
      : {}),
  };
}

/** schema.org BreadcrumbList of the crumbs the page shows. */
export function breadcrumbJsonLd(crumbs: Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.href })),
  };
}
