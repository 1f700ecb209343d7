import { Container, Title } from '@mantine/core';
import { usePageMeta } from '@/components/ui/page-title';
import { useCheckoutAddressBook } from '@/features/account/components/checkout-address-book';
import { useAuth } from '@/features/auth/use-auth';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';

export function Component() {
  usePageMeta('Checkout');
  const { roleHint } = useAuth();
  const addressBook = useCheckoutAddressBook(roleHint === 'user');
  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }}>
      <Title order={1} fz={{ base: 28, md: 40 }} mb={{ base: 'md', md: 'xl' }} c="var(--shop-heading)">
        Checkout
      </Title>
      <CheckoutPage addressBook={addressBook} />
    </Container>
  );
}
