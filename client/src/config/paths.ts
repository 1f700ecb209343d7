/**
 * Every URL the client links to or routes on, in one place, so a renamed route changes one line.
 * `path` is the router pattern; `getHref` builds a concrete link.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  products: {
    path: '/products',
    getHref: (search?: string) => (search ? `/products?search=${encodeURIComponent(search)}` : '/products'),
  },
  /** The listing filtered to one product type across every category. */
  productType: {
    path: '/products',
    getHref: (type: string) => `/products?type=${encodeURIComponent(type)}`,
  },
  category: {
    path: '/products/:category',
    getHref: (category: string) => `/products/${encodeURIComponent(category)}`,
  },
  product: { path: '/product/:id', getHref: (id: string) => `/product/${encodeURIComponent(id)}` },
  cart: { path: '/cart', getHref: () => '/cart' },
  checkout: { path: '/checkout', getHref: () => '/checkout' },
  wishlist: { path: '/wishlist', getHref: () => '/wishlist' },
  contact: { path: '/contact', getHref: () => '/contact' },
  trackOrder: {
    path: '/track-order',
    getHref: (orderNumber?: string) => (orderNumber ? `/track-order?order=${encodeURIComponent(orderNumber)}` : '/track-order'),
  },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  termsOfService: { path: '/terms-of-service', getHref: () => '/terms-of-service' },
  shippingPolicy: { path: '/shipping-policy', getHref: () => '/shipping-policy' },
  paymentSuccess: {
    path: '/payment-success',
    getHref: (orderId?: string) => (orderId ? `/payment-success?order_id=${encodeURIComponent(orderId)}` : '/payment-success'),
  },
  paymentFailed: {
    path: '/payment-failed',
    getHref: (orderId?: string, reason?: string) => {
      const params = new URLSearchParams();
      if (orderId) params.set('order_id', orderId);
      if (reason) params.set('reason', reason);
      const query = params.toString();
      return query ? `/payment-failed?${query}` : '/payment-failed';
    },
  },
  paymentCallback: { path: '/payment-callback', getHref: () => '/payment-callback' },
  account: { path: '/account', getHref: () => '/account' },
  /** The e-mailed confirmation and reset links lead here (server/src/accounts/account-links.ts). */
  confirmEmail: { path: '/account/confirm', getHref: () => '/account/confirm' },
  resetPassword: { path: '/account/reset-password', getHref: () => '/account/reset-password' },
  orderSummary: { path: '/order-summary/:id', getHref: (id: string) => `/order-summary/${encodeURIComponent(id)}` },
  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
    products: { path: '/admin/products', getHref: () => '/admin/products' },
    orders: { path: '/admin/orders', getHref: () => '/admin/orders' },
    returns: { path: '/admin/returns', getHref: () => '/admin/returns' },
    customers: { path: '/admin/customers', getHref: () => '/admin/customers' },
    customer: { path: '/admin/customers/:email', getHref: (email: string) => `/admin/customers/${encodeURIComponent(email)}` },
    invoices: { path: '/admin/invoices', getHref: () => '/admin/invoices' },
    messages: { path: '/admin/messages', getHref: () => '/admin/messages' },
    settings: { path: '/admin/settings', getHref: () => '/admin/settings' },
    mailPreviews: { path: '/admin/settings/emails', getHref: () => '/admin/settings/emails' },
    discounts: { path: '/admin/discounts', getHref: () => '/admin/discounts' },
    reports: { path: '/admin/reports', getHref: () => '/admin/reports' },
    reviews: { path: '/admin/reviews', getHref: () => '/admin/reviews' },
  },
} as const;
