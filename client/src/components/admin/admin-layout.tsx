import { AppShell, Burger, Button, Divider, Group, Image, NavLink, ScrollArea, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconArrowBackUp,
  IconArrowLeft,
  IconChartBar,
  IconClipboardList,
  IconDiscount,
  IconFileInvoice,
  IconLayoutDashboard,
  IconLogout,
  IconPackage,
  IconSettings,
  IconMessage,
  IconStar,
  IconUsers,
} from '@tabler/icons-react';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { paths } from '@/config/paths';
import { placeToasts } from '@/lib/notify';

interface NavItem {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** Dashboard is active only on /admin itself; the others also on their sub-paths. */
  exact?: boolean;
}

const NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', to: paths.admin.root.getHref(), icon: IconLayoutDashboard, exact: true },
  { label: 'Products', to: paths.admin.products.getHref(), icon: IconPackage },
  { label: 'Orders', to: paths.admin.orders.getHref(), icon: IconClipboardList },
  { label: 'Returns', to: paths.admin.returns.getHref(), icon: IconArrowBackUp },
  { label: 'Customers', to: paths.admin.customers.getHref(), icon: IconUsers },
  { label: 'Invoices', to: paths.admin.invoices.getHref(), icon: IconFileInvoice },
  { label: 'Discount codes', to: paths.admin.discounts.getHref(), icon: IconDiscount },
  { label: 'Reports', to: paths.admin.reports.getHref(), icon: IconChartBar },
  { label: 'Messages', to: paths.admin.messages.getHref(), icon: IconMessage },
  { label: 'Reviews', to: paths.admin.reviews.getHref(), icon: IconStar },
  { label: 'Settings', to: paths.admin.settings.getHref(), icon: IconSettings },
];

interface AdminLayoutProps {
  email: string;
  onLogout: () => void;
  children: ReactNode;
}

/** The admin console's frame: a sidebar that folds behind a burger on phones. */
export function AdminLayout({ email, onLogout, children }: AdminLayoutProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  // Toasts at the bottom left here: at the top they would cover the dialogs' close buttons, at the
  // bottom right their Save buttons.
  useEffect(() => placeToasts('bottom-left'), []);
  const isActive = (item: NavItem) =>
    item.exact ? pathname === item.to || pathname === `${item.to}/` : pathname === item.to || pathname.startsWith(`${item.to}/`);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? 'Close navigation' : 'Open navigation'}
            />
            <UnstyledButton component={Link} to={paths.admin.root.getHref()}>
              <Group gap={8} wrap="nowrap">
                <Image src="/images/brand/logo.svg" alt="" w={32} h={32} />
                <Title order={2} size="h4">
                  Herbal Roots{' '}
                  <Text span c="dimmed" fw={500} fz="sm" visibleFrom="xs">
                    Admin
                  </Text>
                </Title>
              </Group>
            </UnstyledButton>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed" visibleFrom="md" truncate maw={240}>
              {email}
            </Text>
            <Button
              component={Link}
              to={paths.home.getHref()}
              variant="subtle"
              size="xs"
              leftSection={<IconArrowLeft size={16} />}
              visibleFrom="sm"
            >
              Back to Store
            </Button>
            <Button variant="light" size="xs" leftSection={<IconLogout size={16} />} onClick={onLogout}>
              Logout
            </Button>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label="Admin navigation">
        <AppShell.Section grow component={ScrollArea}>
          <Stack gap={4}>
            {NAV_ITEMS.map((item) => (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={item.label}
                leftSection={<item.icon size={20} stroke={1.6} />}
                active={isActive(item)}
                aria-current={isActive(item) ? 'page' : undefined}
                variant="light"
                onClick={close}
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            ))}
          </Stack>
        </AppShell.Section>
        <AppShell.Section>
          <Divider my="sm" />
          <NavLink
            component={Link}
            to={paths.home.getHref()}
            label="Back to Store"
            leftSection={<IconArrowLeft size={20} stroke={1.6} />}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
          <Text size="xs" c="dimmed" px="sm" pt="xs" truncate hiddenFrom="md">
            Signed in as {email}
          </Text>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main bg="var(--mantine-color-body)">
        {/* One broken screen must not take the sidebar (and the way out) with it. */}
        <ErrorBoundary label="this admin screen" resetKey={pathname}>
          {children}
        </ErrorBoundary>
      </AppShell.Main>
    </AppShell>
  );
}
