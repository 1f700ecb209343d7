import { Container, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '@/components/ui/page-title';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/** /account/reset-password?token=…: where the password-reset e-mail's link leads. */
export function Component() {
  usePageMeta('Choose a new password');
  const [params] = useSearchParams();
  return (
    <Container size="xs" py={{ base: 32, md: 56 }}>
      <Title order={1} fz={{ base: 28, md: 36 }} c="var(--shop-heading)" mb="lg">
        Choose a new password
      </Title>
      <ResetPasswordForm token={params.get('token') ?? ''} />
    </Container>
  );
}
