import { Button, type ButtonProps } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The shop's Continue Shopping link: round, to the catalogue unless told otherwise; each page picks its emphasis. */
export function ContinueShopping({ to = paths.products.getHref(), ...props }: ButtonProps & { to?: string }) {
  return (
    <Button component={Link} to={to} radius="xl" {...props}>
      Continue Shopping
    </Button>
  );
}
