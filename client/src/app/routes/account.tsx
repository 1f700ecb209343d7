import { Anchor, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { usePageMeta } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { MyAccountPage } from '@/features/account/components/my-account-page';
import { openLoginDialog } from '@/features/auth/login-dialog-state';
import { useAuth } from '@/features/auth/use-auth';
import { notify } from '@/lib/notify';

/** /account: a signed-in shopper's own page; a visitor is asked to log in, an administrator sent to the console. */
export function Component() {
  usePageMeta('My account');
  const { user, isAdmin, loading, logout, forgetSession } = useAuth();
  const navigate = useNavigate();

  let content;
  if (loading) {
    content = (
      <Center mih="40vh">
        <Loader color="leaf" aria-label="Loading your account" />
      </Center>
    );
  } else if (!user) {
    content = (
      <Stack align="center" ta="center" gap="sm" py={48}>
        <Title order={1} fz={{ base: 28, md: 36 }}>
          My account
        </Title>
        <Text c="dimmed" maw={440}>
          Log in to see your orders and saved addresses. No account? You can still order as a guest, or create one in a minute.
        </Text>
        <Group gap="sm" justify="center">
          <Button onClick={() => openLoginDialog()}>Log in</Button>
          <Button variant="default" onClick={() => openLoginDialog('signup')}>
            Create an account
          </Button>
        </Group>
      </Stack>
    );
  } else if (isAdmin) {
    content = (
      <Stack align="center" ta="center" gap="sm" py={48}>
        <Title order={1} fz={{ base: 28, md: 36 }}>
          My account
        </Title>
        <Text c="dimmed">
          This page is for shopper accounts. You are signed in as an administrator:{' '}
          <Anchor component={Link} to={paths.admin.root.getHref()}>
            open the admin console
          </Anchor>
          .
        </Text>
      </Stack>
    );
  } else {
    content = (
      <MyAccountPage
        onLogout={() => void logout().then(() => navigate(paths.home.getHref()))}
        onDeleted={() => {
          forgetSession();
          notify.success('Your account has been deleted.');
          void navigate(paths.home.getHref());
        }}
      />
    );
  }

  return (
    <Container size="md" py={{ base: 'lg', md: 48 }}>
      {content}
    </Container>
  );
}
