import { Container, Title } from '@mantine/core';
import { usePageMeta } from '@/components/ui/page-title';
import { CartView } from '@/features/cart/components/cart-view';

export function Component() {
  usePageMeta('Your Shopping Cart');
  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }}>
      <Title order={1} fz={{ base: 28, md: 40 }} mb={{ base: 'md', md: 'xl' }} c="var(--shop-heading)">
        Your Shopping Cart
      </Title>
      <CartView />
    </Container>
  );
}
