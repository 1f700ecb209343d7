import { lazy, Suspense } from 'react';
import { Center, Loader } from '@mantine/core';
import type { LazyRouteFunction, RouteObject } from 'react-router-dom';
import { RouteError } from '@/components/errors/route-error';
import { paths } from '@/config/paths';
import { AppRoot } from './app-root';
import { StorefrontLayout } from './storefront-layout';

// The admin console is its own chunk, with Mantine's full (layered) stylesheet: nothing of it
// is fetched by shoppers.
const AdminRoot = lazy(() =>
  Promise.all([import('./routes/admin/admin-root'), import('@mantine/core/styles.layer.css')]).then(([module]) => module),
);

/** Each page's module, loaded on the page's first visit. */
const pageModules = import.meta.glob<Awaited<ReturnType<LazyRouteFunction<RouteObject>>>>('./routes/*.tsx');

/** What a route carries for the server: the source file of its page, as Vite's manifest names it. */
export interface PageHandle {
  pageModule: string;
}

/** A storefront page by file name: its code loads lazily; the server learns which file it was. */
function page(name: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = pageModules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`There is no page module routes/${name}.tsx`);
  const handle: PageHandle = { pageModule: `src/app/routes/${name}.tsx` };
  return { lazy: load, handle };
}

function PageLoader() {
  return (
    <Center mih="60vh">
      <Loader color="leaf" aria-label="Loading" />
    </Center>
  );
}

/**
 * Every route of the shop (docs/storefront.md, Screens and routes); each page's code loads when it is first visited. The browser builds its
 * router from these (client/src/main.tsx), the server renders public pages from the same
 * (client/src/entry-server.tsx).
 */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteError />,
    // Shown while the first page's code arrives (routes are lazy).
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        element: <StorefrontLayout />,
        errorElement: <RouteError />,
        children: [
          { index: true, ...page('home') },
          // One route for /products and /products/:category keeps the page mounted when the
          // category changes, so focus and the filter panel stay where the shopper left them.
          { path: `${paths.products.path}/:category?`, ...page('products') },
          { path: paths.product.path, ...page('product') },
          { path: paths.cart.path, ...page('cart') },
          { path: paths.checkout.path, ...page('checkout') },
          { path: paths.wishlist.path, ...page('wishlist') },
          { path: paths.contact.path, ...page('contact') },
          { path: paths.trackOrder.path, ...page('track-order') },
          { path: paths.privacyPolicy.path, ...page('privacy-policy') },
          { path: paths.termsOfService.path, ...page('terms-of-service') },
          { path: paths.shippingPolicy.path, ...page('shipping-policy') },
          { path: paths.paymentSuccess.path, ...page('payment-success') },
          { path: paths.paymentFailed.path, ...page('payment-failed') },
          { path: paths.paymentCallback.path, ...page('payment-callback') },
          { path: paths.orderSummary.path, ...page('order-summary') },
          { path: paths.account.path, ...page('account') },
          { path: paths.confirmEmail.path, ...page('account-confirm') },
          { path: paths.resetPassword.path, ...page('account-reset-password') },
          { path: '*', ...page('not-found') },
        ],
      },
      {
        path: `${paths.admin.root.path}/*`,
        element: (
          <Suspense fallback={<PageLoader />}>
            <AdminRoot />
          </Suspense>
        ),
        errorElement: <RouteError />,
      },
    ],
  },
];
