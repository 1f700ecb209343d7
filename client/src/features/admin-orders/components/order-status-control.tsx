import { List, Select, Stack, Text } from '@mantine/core';
import { type FragmentType, getFragmentData, graphql } from '@/gql';
import { orderStatusName } from '@common/order-status';
import type { OrderStatus } from '@/gql/graphql';

/**
 * The Update Status select, driven by the server's order state machine (statusOptions): only the
 * statuses the order may move to now can be chosen, and the others say why not. The rule itself
 * lives in server/src/orders/order-state-machine.ts; nothing here restates it.
 */
export const OrderStatusControlFragment = graphql(`
  fragment OrderStatusControl on Order {
    status
    statusOptions {
      status
      allowed
      reason
    }
  }
`);

interface OrderStatusControlProps {
  order: FragmentType<typeof OrderStatusControlFragment>;
  value: OrderStatus;
  onChange: (status: OrderStatus) => void;
}

export function OrderStatusControl({ order: ref, value, onChange }: OrderStatusControlProps) {
  const order = getFragmentData(OrderStatusControlFragment, ref);
  const data = order.statusOptions.map((option) => ({
    value: option.status,
    label: orderStatusName(option.status),
    disabled: option.status !== order.status && !option.allowed,
  }));
  // One line per reason: a final order would otherwise repeat "is final" for every status.
  const reasons = new Map<string, OrderStatus[]>();
  for (const option of order.statusOptions) {
    if (option.reason) reasons.set(option.reason, [...(reasons.get(option.reason) ?? []), option.status]);
  }
  const allowed = order.statusOptions.some((option) => option.allowed);
  return (
    <Stack gap={6}>
      <Select
        label="Update Status"
        data={data}
        value={value}
        allowDeselect={false}
        disabled={!allowed}
        onChange={(next) => next && onChange(next)}
      />
      {reasons.size > 0 && (
        <Stack gap={2} data-testid="status-unavailable">
          <Text size="xs" c="dimmed">
            {allowed ? 'Not possible now:' : 'This order’s status cannot change:'}
          </Text>
          <List size="xs" c="dimmed" spacing={2}>
            {[...reasons].map(([reason, statuses]) => (
              <List.Item key={reason}>
                {allowed ? `${statuses.map(orderStatusName).join(', ')}: ` : ''}
                {reason}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
