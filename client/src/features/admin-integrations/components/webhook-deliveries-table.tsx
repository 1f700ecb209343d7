import { Button, Text } from '@mantine/core';
import { formatOrderDateTime } from '@/components/admin/format-date';
import { ResponsiveTable, type TableColumn } from '@/components/admin/responsive-table';
import { CardRow, TwoLines } from '@/components/admin/table-cells';
import { TintBadge } from '@/components/ui/tint-badge';
import type { AdminWebhooksQuery } from '@/gql/graphql';

export type WebhookDelivery = NonNullable<AdminWebhooksQuery['webhookDeliveries']>['items'][number];

const STATUS_COLOURS: Record<string, string> = { DELIVERED: 'teal', PENDING: 'yellow', FAILED: 'red' };

interface WebhookDeliveriesTableProps {
  deliveries: readonly WebhookDelivery[];
  /** Sends the delivery's event again (a new delivery of the same event). */
  onRedeliver: (delivery: WebhookDelivery) => void;
}

/** Settings → Webhooks, recent deliveries: the event, where it went, what came back, and Redeliver. */
export function WebhookDeliveriesTable({ deliveries, onRedeliver }: WebhookDeliveriesTableProps) {
  const redeliverButton = (delivery: WebhookDelivery) => (
    <Button size="xs" variant="subtle" aria-label={`Redeliver ${delivery.eventType}`} onClick={() => onRedeliver(delivery)}>
      Redeliver
    </Button>
  );
  const deliveryColumns: TableColumn<WebhookDelivery>[] = [
    {
      key: 'event',
      header: 'Event',
      cell: (delivery) => (
        <Text size="sm" ff="monospace">
          {delivery.eventType}
        </Text>
      ),
    },
    {
      key: 'endpoint',
      header: 'Endpoint',
      cell: (delivery) => (
        <Text size="xs" truncate="end" maw={220} title={delivery.endpointUrl}>
          {delivery.endpointUrl}
        </Text>
      ),
    },
    { key: 'status', header: 'Status', cell: (delivery) => <DeliveryStatus delivery={delivery} /> },
    { key: 'attempts', header: 'Attempts', numeric: true, cell: (delivery) => delivery.attempts },
    { key: 'response', header: 'Response', numeric: true, cell: (delivery) => delivery.responseStatus ?? '—' },
    { key: 'queued', header: 'Queued', cell: (delivery) => <Text size="xs">{formatOrderDateTime(delivery.createdAt)}</Text> },
    { key: 'redeliver', header: null, cell: redeliverButton },
  ];
  return (
    <ResponsiveTable
      rows={deliveries}
      rowKey={(delivery) => delivery.id}
      columns={deliveryColumns}
      minWidth={720}
      verticalSpacing="xs"
      testId="webhook-delivery"
      card={(delivery) => (
        <CardRow
          left={<TwoLines mono truncate primary={delivery.eventType} secondary={delivery.endpointUrl} />}
          right={
            <>
              <DeliveryStatus delivery={delivery} />
              {redeliverButton(delivery)}
            </>
          }
        />
      )}
    />
  );
}

/** A delivery's outcome; the last error, when there is one, is its tooltip. */
function DeliveryStatus({ delivery }: { delivery: WebhookDelivery }) {
  return (
    <TintBadge colour={STATUS_COLOURS[delivery.status]} title={delivery.lastError ?? undefined}>
      {delivery.status.toLowerCase()}
    </TintBadge>
  );
}
