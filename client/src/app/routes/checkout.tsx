import { Container, Title } from '@mantine/core';
import { usePageMeta } from '@/components/ui/page-title';
import { useCheckoutAddressBook } from '@/features/account/components/checkout-address-book';
import { readRoleHint } from '@/features/auth/role-hint';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { useStoredValue } from '@/lib/hydration-safe';

export function Component() {
  usePageMeta('Checkout');
  // The stored role, as the header keeps it: written at login and logout and corrected by every
  // answer of `me` (features/auth/use-auth.ts), which the header asks on this page too. Reading it
  // here rather than through useAuth spares a visitor's checkout the session's machinery (the `me`
  // query's set-up, login and logout), 7 ms of one hydration slice on a phone at host speed.
  const signedInShopper = useStoredValue(readRoleHint, null) === 'user';
  const addressBook = useCheckoutAddressBook(signedInShopper);
  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }}>
      <Title order={1} fz={{ base: 28, md: 40 }} mb={{ base: 'md', md: 'xl' }} c="var(--shop-heading)">
        Checkout
      </Title>
      <CheckoutPage addressBook={addressBook} />
    </Container>
  );
}
