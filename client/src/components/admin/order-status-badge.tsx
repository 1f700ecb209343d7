import { isOrderStatusCode, orderStatusColour, orderStatusName } from '@common/order-status';
import { TintBadge } from '@/components/ui/tint-badge';

/** An order's status (the API's code, e.g. PENDING) as the shop shows it, in its colour: Delivered green … Cancelled red, other grey. */
export function OrderStatusBadge({ status }: { status: string }) {
  const name = isOrderStatusCode(status) ? orderStatusName(status) : status;
  return (
    <TintBadge colour={orderStatusColour(status)} data-status={name}>
      {name}
    </TintBadge>
  );
}
