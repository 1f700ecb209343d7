import { lazy, Suspense } from 'react';
import { Center, Loader } from '@mantine/core';
import { createBrowserRouter } from 'react-router-dom';
import { RouteError } from '../components/errors/route-error';
import { paths } from '../config/paths';
import { AppRoot } from './app-root';
import { StorefrontLayout } from './storefront-layout';

// The admin console is its own chunk, with Mantine's full (layered) stylesheet: nothing of it
// is fetched by shoppers.
const AdminRoot = lazy(() =>
  Promise.all([import('./routes/admin/admin-root'), import('@mantine/core/styles.layer.css')]).then(([module]) => module),
);

function PageLoader() {
  return (
    <Center mih="60vh">
      <Loader color="leaf" aria-label="Loading" />
    </Center>
  );
}

/** Every route of spec §2; each page's code loads when it is first visited. */
export const router = createBrowserRouter([
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
          { index: true, lazy: () => import('./routes/home') },
          // One route for /products and /products/:category keeps the page mounted when the
          // category changes, so focus and the filter panel stay where the shopper left them.
          { path: `${paths.products.path}/:category?`, lazy: () => import('./routes/products') },
          { path: paths.product.path, lazy: () => import('./routes/product') },
          { path: paths.cart.path, lazy: () => import('./routes/cart') },
          { path: paths.checkout.path, lazy: () => import('./routes/checkout') },
          { path: paths.wishlist.path, lazy: () => import('./routes/wishlist') },
          { path: paths.contact.path, lazy: () => import('./routes/contact') },
          { path: paths.privacyPolicy.path, lazy: () => import('./routes/privacy-policy') },
          { path: paths.termsOfService.path, lazy: () => import('./routes/terms-of-service') },
          { path: paths.shippingPolicy.path, lazy: () => import('./routes/shipping-policy') },
          { path: paths.paymentSuccess.path, lazy: () => import('./routes/payment-success') },
          { path: paths.paymentFailed.path, lazy: () => import('./routes/payment-failed') },
          { path: paths.paymentCallback.path, lazy: () => import('./routes/payment-callback') },
          { path: paths.orderSummary.path, lazy: () => import('./routes/order-summary') },
          { path: '*', lazy: () => import('./routes/not-found') },
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
]);
