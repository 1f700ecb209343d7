import { usePageMeta } from '@/components/ui/page-title';
import { ShippingPolicy } from '@/components/content/shipping-policy';

/** /payment-callback shows the shipping policy, as the older storefront's did (integrations still link there). */
export function Component() {
  usePageMeta('Shipping Policy');
  return <ShippingPolicy />;
}
