import { paths } from '@/config/paths';
import { categoryName } from './listing-params';
import { typeShelfName, type Crumb } from './product-breadcrumbs';

/** The brand the products are made under (the shop's own name is the owner's to set in Settings). */
const PRODUCT_BRAND = 'Herbal Roots';

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

/** A published review as its structured data needs it. */
export interface ReviewFacts {
  rating: number;
  title: string;
  body: string;
  authorName: string;
  createdAt: string;
}

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/**
 * schema.org Product for search engines' product results: one Offer per size in rupees, with
 * availability; a rating and reviews only from published reviews (as the page itself shows). Paths are
 * made absolute when the head is written (client/src/app/page-head.ts).
 */
export function productJsonLd(product: ProductFacts, reviews: readonly ReviewFacts[] = []): object {
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
    brand: { '@type': 'Brand', name: PRODUCT_BRAND },
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
    // Only reviews buyers wrote and the owner published, as the page shows them.
    ...(reviews.length
      ? {
          review: reviews.map((review) => ({
            '@type': 'Review',
            name: review.title,
            reviewBody: review.body,
            datePublished: review.createdAt.slice(0, 10),
            author: { '@type': 'Person', name: review.authorName },
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
          })),
        }
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
