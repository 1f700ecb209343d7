import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LoginForm } from './login-form';

/**
 * What /admin shows to someone not signed in: the sign-in, on the console's own address, so the
 * console they asked for (the page included) opens as soon as the server accepts them.
 */
export function AdminSignIn() {
  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder radius="lg" p="xl" w="100%" maw={420} component="main">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={28}>
              Sign in to the console
            </Title>
            <Text c="dimmed" size="sm">
              With the shop&apos;s administrator account.
            </Text>
          </Stack>
          {/* Signed in, the session's answer (useAuth) replaces this page with the console. */}
          <LoginForm onSignedIn={() => {}} />
          <Anchor component={Link} to={paths.home.getHref()} size="sm">
            Back to the shop
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
