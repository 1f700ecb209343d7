import { IconShoppingBag } from '@tabler/icons-react';
import { ContinueShopping } from '@/components/ui/continue-shopping';
import { EmptyNotice } from '@/components/ui/empty-notice';

export function EmptyCart() {
  return (
    <EmptyNotice
      py={72}
      icon={<IconShoppingBag size={40} stroke={1.4} />}
      title="Your cart is empty"
      text="Discover oils, shampoos and skin care made the slow, natural way."
      textMaw={400}
      action={<ContinueShopping mt="sm" size="md" />}
    />
  );
}
