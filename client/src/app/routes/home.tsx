import { VisuallyHidden } from '@mantine/core';
import { usePageHead, type PageHead } from '@/app/page-head';
import { paths } from '@/config/paths';
import { HeroCarousel } from '@/features/catalogue/components/home/hero-carousel';
import { deferredComponent, HydrateWhenVisible } from '@/lib/deferred-hydration';
import { useShopDetails, type ShopContact } from '@/lib/shop-details';

// Under the banner (a phone's whole first screen), with the products it asks for: its code comes,
// and it hydrates and reads its products from the page's data, when it is near.
const HomeBelowTheFold = deferredComponent(() =>
  import('@/features/catalogue/components/home/below-the-fold').then((module) => module.HomeBelowTheFold),
);
// One element for every render, as the layout's footer: a new one would hydrate it at once.
const belowTheFold = <HomeBelowTheFold />;

/** The home page's head: the site and the shop as an organisation, with the contact details set in Settings. */
function homeHead(shop: ShopContact | undefined): PageHead {
  return {
    title: null,
    canonicalPath: paths.home.getHref(),
    jsonLd: shop
      ? [
          { '@context': 'https://schema.org', '@type': 'WebSite', name: shop.shopName, url: paths.home.getHref() },
          {
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: shop.shopName,
            legalName: shop.legalName,
            url: paths.home.getHref(),
            logo: '/images/brand/logo.svg',
            email: shop.email,
            telephone: shop.phone,
          },
        ]
      : [],
  };
}

export function Component() {
  usePageHead(homeHead(useShopDetails()));
  return (
    <>
      {/* The page's one h1 for search engines and screen readers; the slides' titles are h2s. */}
      <VisuallyHidden component="h1">Herbal Roots: natural herbal hair, skin and body care</VisuallyHidden>
      <HeroCarousel />
      <HydrateWhenVisible>{belowTheFold}</HydrateWhenVisible>
    </>
  );
}
