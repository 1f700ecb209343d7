import type { ReactNode } from 'react';
import { UnstyledButton } from '@mantine/core';
import { NavLink } from 'react-router-dom';
import classes from './mobile-menu.module.css';

/** A mobile menu entry that is a button (Login, Logout), styled like the links. */
export function MobileMenuButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <UnstyledButton className={classes.item} onClick={onClick}>
      {children}
    </UnstyledButton>
  );
}

export function MobileMenuLink({ to, children, onClick }: { to: string; children: ReactNode; onClick: () => void }) {
  return (
    <NavLink to={to} className={classes.item} onClick={onClick}>
      {children}
    </NavLink>
  );
}
