import { Container, Title } from '@mantine/core';
import { usePageMeta } from '@/components/ui/page-title';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';

export function Component() {
  usePageMeta('Checkout');
  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }}>
      <Title order={1} fz={{ base: 28, md: 40 }} mb={{ base: 'md', md: 'xl' }} c="var(--shop-heading)">
        Checkout
      </Title>
      <CheckoutPage />
    </Container>
  );
}
