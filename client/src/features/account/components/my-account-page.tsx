import { useQuery } from '@apollo/client/react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/errors/error-state';
import { TextBlockSkeleton } from '@/components/ui/skeletons';
import { errorMessage } from '@/lib/errors';
import { MyAccountQuery } from '../api/my-account';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccount } from './delete-account';
import { MyData } from './my-data';
import { MyOrders } from './my-orders';
import { SavedAddresses } from './saved-addresses';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card
      component="section"
      withBorder
      radius="lg"
      padding="lg"
      style={{ background: 'var(--shop-surface)', borderColor: 'var(--shop-border)' }}
    >
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** My account for a signed-in shopper: orders, saved addresses, password, and deleting the account. */
export function MyAccountPage({ onLogout, onDeleted }: { onLogout: () => void; onDeleted: () => void }) {
  const { data, loading, error, refetch } = useQuery(MyAccountQuery, { fetchPolicy: 'cache-and-network' });
  const me = data?.me;

  if (!me) {
    if (loading) return <TextBlockSkeleton lines={6} />;
    return <ErrorState message={errorMessage(error, 'We could not load your account just now.')} onRetry={() => void refetch()} />;
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 30, md: 40 }} c="var(--shop-heading)">
            My account
          </Title>
          <Text c="dimmed">
            {me.name ? `${me.name} · ` : ''}
            {me.email}
          </Text>
        </Stack>
        <Button variant="default" leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
          Logout
        </Button>
      </Group>
      <Section title="My orders">
        <MyOrders orders={me.orders} email={me.email} confirmed={me.emailConfirmed} />
      </Section>
      <Section title="Saved addresses">
        <SavedAddresses addresses={me.addresses} />
      </Section>
      <Section title="Change password">
        <ChangePasswordForm />
      </Section>
      <Section title="Your data and e-mails">
        <MyData />
      </Section>
      <Section title="Delete account">
        <DeleteAccount onDeleted={onDeleted} />
      </Section>
    </Stack>
  );
}
