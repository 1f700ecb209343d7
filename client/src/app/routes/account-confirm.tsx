import { Container, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '@/components/ui/page-title';
import { ConfirmEmail } from '@/features/auth/components/confirm-email';

/** /account/confirm?token=…: where the sign-up e-mail's link leads. */
export function Component() {
  usePageMeta('Confirm your e-mail');
  const [params] = useSearchParams();
  return (
    <Container size="xs" py={{ base: 32, md: 56 }}>
      <Title order={1} fz={{ base: 28, md: 36 }} c="var(--shop-heading)" mb="lg">
        Confirm your e-mail
      </Title>
      <ConfirmEmail token={params.get('token') ?? ''} />
    </Container>
  );
}
