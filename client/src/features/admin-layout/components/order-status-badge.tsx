import { orderStatusColour } from '../../../../../common/order-status';
import { TintBadge } from './tint-badge';

/** An order's status in the spec's colours (§4): Delivered green … Cancelled red, other grey. */
export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <TintBadge colour={orderStatusColour(status)} data-status={status}>
      {status}
    </TintBadge>
  );
}
