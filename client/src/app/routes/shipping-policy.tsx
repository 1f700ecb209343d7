import { usePageMeta } from '@/components/ui/page-title';
import { ShippingPolicy } from '@/components/content/shipping-policy';

export function Component() {
  usePageMeta('Shipping Policy');
  return <ShippingPolicy />;
}
