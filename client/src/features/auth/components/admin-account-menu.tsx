import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import { ActionIcon, Menu } from '@mantine/core';
import { IconLayoutDashboard, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The admin's user menu: Admin Dashboard and Logout. */
export function AdminAccountMenu({ onLogout }: { onLogout: () => void }) {
  return (
    <Menu position="bottom-end" width={200} shadow="md" radius="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant="light" color="leaf" size={42} radius="xl" aria-label="Account menu">
          <IconUserCircle size={23} stroke={1.6} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.admin.root.getHref()} leftSection={<IconLayoutDashboard size={16} aria-hidden />}>
          Admin Dashboard
        </Menu.Item>
        <Menu.Item onClick={onLogout} leftSection={<IconLogout size={16} aria-hidden />}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
