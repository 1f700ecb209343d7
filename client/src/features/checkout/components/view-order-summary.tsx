import { Button } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The way from an order's outcome to its summary page. */
export function ViewOrderSummary({ orderId }: { orderId: string }) {
  return (
    <Button component={Link} to={paths.orderSummary.getHref(orderId)} radius="xl" leftSection={<IconReceipt size={18} aria-hidden />}>
      View Order Summary
    </Button>
  );
}
