import { useLazyQuery, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Group, NumberInput, Radio, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconTruckDelivery } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { reattemptDayLabel } from '@common/failed-delivery';
import { paths } from '@/config/paths';
import type { CourierShipmentQuery as CourierShipmentQueryResult, OrderStatus, ParcelInput } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { CourierQuoteQuery, CourierShipmentQuery, useCourier, type OwnerDeliveryDetails } from '../api/use-courier';

export interface CourierPanelOrder {
  id: string;
  orderNumber: string;
  status: OrderStatus;
}

/**
 * The order through the courier aggregator, when the shop ships with one: a paid order's parcel,
 * the couriers that carry it with their rates and days, and "Ship through courier"; a booked one's
 * AWB, COD amount, label, the courier's updates and, after a failed delivery, the owner's answer.
 */
export function CourierPanel({ order }: { order: CourierPanelOrder }) {
  const { data } = useQuery(CourierShipmentQuery, { variables: { id: order.id }, fetchPolicy: 'cache-and-network' });
  if (!data || data.shippingProvider !== 'SHIPROCKET') return null;
  const shipment = data.order?.shipment ?? null;
  if (order.status === 'PROCESSING' && !shipment) return <CourierBooking order={order} />;
  if (!shipment?.throughCourierService) return null;
  return <CourierShipmentFacts order={order} shipment={shipment} reattemptDays={data.order?.deliveryAttemptFailure?.reattemptDays ?? []} />;
}

const EMPTY_PARCEL = { weightGrams: '', lengthCm: '', breadthCm: '', heightCm: '' } as Record<keyof ParcelInput, number | string>;

function CourierBooking({ order }: { order: CourierPanelOrder }) {
  const [parcel, setParcel] = useState(EMPTY_PARCEL);
  const [courierId, setCourierId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [askQuote, quote] = useLazyQuery(CourierQuoteQuery, { fetchPolicy: 'network-only' });
  const { shipThroughCourier, loading } = useCourier();
  const filled = Object.values(parcel).every((value) => typeof value === 'number' && value > 0);
  const asked = filled ? (parcel as unknown as ParcelInput) : null;
  const couriers = quote.data?.courierQuote.couriers ?? [];

  async function check() {
    setProblem(null);
    setCourierId(null);
    const result = await askQuote({ variables: { orderId: order.id, parcel: asked } });
    if (result.error) setProblem(errorMessage(result.error));
    const found = result.data?.courierQuote;
    if (found?.parcel && !filled) setParcel({ ...found.parcel });
    if (found && found.couriers.length === 0) setProblem('No courier delivers this parcel there. Ship it by hand instead.');
    if (found?.couriers[0]) setCourierId(String(found.couriers[0].courierId));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!asked || !courierId) return;
    setProblem(null);
    try {
      await shipThroughCourier(order.id, Number(courierId), asked, order.orderNumber);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  const field = (key: keyof ParcelInput, label: string) => (
    <NumberInput
      label={label}
      value={parcel[key]}
      onChange={(value) => setParcel((current) => ({ ...current, [key]: value }))}
      min={1}
      allowDecimal={false}
      allowNegative={false}
      style={{ minWidth: 110 }}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Ship through the courier service">
      <Stack gap="sm" data-testid="courier-panel">
        <Title order={2} size="h5">
          Ship through the courier service
        </Title>
        <Text size="sm" c="dimmed">
          Leave the parcel empty to use each size&apos;s own weight and size.
        </Text>
        {problem && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {problem}
          </Alert>
        )}
        <Group grow align="flex-start" wrap="wrap">
          {field('weightGrams', 'Weight (g)')}
          {field('lengthCm', 'Length (cm)')}
          {field('breadthCm', 'Breadth (cm)')}
          {field('heightCm', 'Height (cm)')}
        </Group>
        <Group justify="flex-end">
          <Button variant="default" loading={quote.loading} onClick={() => void check()}>
            Check couriers
          </Button>
        </Group>
        {couriers.length > 0 && (
          <Radio.Group label="Courier" value={courierId} onChange={setCourierId}>
            <Stack gap={6} mt={6}>
              {couriers.map((courier) => (
                <Radio
                  key={courier.courierId}
                  value={String(courier.courierId)}
                  label={`${courier.name}: ${courier.rate.formatted}${courier.estimatedDays ? `, ${courier.estimatedDays} days` : ''}`}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {quote.data?.courierQuote.codAmount && (
          <Text size="sm">The courier collects {quote.data.courierQuote.codAmount.formatted} in cash.</Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={loading} disabled={!courierId || !asked} leftSection={<IconTruckDelivery size={16} aria-hidden />}>
            Ship through courier
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type CourierShipment = NonNullable<NonNullable<CourierShipmentQueryResult['order']>['shipment']>;

function CourierShipmentFacts({
  order,
  shipment,
  reattemptDays,
}: {
  order: CourierPanelOrder;
  shipment: CourierShipment;
  reattemptDays: readonly string[];
}) {
  const { labels, answerFailedDelivery, loading } = useCourier();
  const [problem, setProblem] = useState<string | null>(null);
  const [labelUrl, setLabelUrl] = useState<string | null>(shipment.labelUrl ?? null);
  const [comment, setComment] = useState('');
  const [details, setDetails] = useState<OwnerDeliveryDetails>({});
  const failed = shipment.failedDelivery;

  async function act(action: () => Promise<void>) {
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  return (
    <Stack gap="xs" data-testid="courier-shipment">
      <Title order={2} size="h5">
        Courier
      </Title>
      {problem && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {problem}
        </Alert>
      )}
      <Text size="sm">
        {shipment.courierName} · AWB {shipment.trackingNumber}
      </Text>
      {shipment.codAmount && <Text size="sm">Collect on delivery: {shipment.codAmount.formatted}</Text>}
      {shipment.pickupScheduledFor && (
        <Text size="xs" c="dimmed">
          Pickup booked for {shipment.pickupScheduledFor}
        </Text>
      )}
      {shipment.pickupStatus === 'PENDING' && (
        <Alert color="yellow" variant="light" role="status" title="Pickup booking pending">
          The courier service did not book the pickup{shipment.pickupError ? ` (${shipment.pickupError})` : ''}. The shop keeps trying,
          waiting longer each time.
        </Alert>
      )}
      {shipment.pickupStatus === 'FAILED' && (
        <Alert color="red" variant="light" role="status" title="Pickup booking failed">
          Every try to book the courier&apos;s pickup failed{shipment.pickupError ? ` (${shipment.pickupError})` : ''}.{' '}
          <Anchor component={Link} to={paths.admin.settings.getHref()}>
            Run it again
          </Anchor>{' '}
          under Settings → Background jobs that failed, or book the pickup in the aggregator&apos;s panel.
        </Alert>
      )}
      <Text size="sm" aria-label="Courier status">
        Courier status: {shipment.courierStatus ?? 'waiting for the first update'}
      </Text>
      {shipment.returnedToOriginAt && <Text size="sm">Returned to the shop undelivered.</Text>}
      <Group gap="sm">
        <Button variant="default" loading={loading} onClick={() => void act(async () => setLabelUrl(await labels([order.id])))}>
          Print label
        </Button>
        {labelUrl && (
          <Anchor href={labelUrl} target="_blank" rel="noopener noreferrer">
            Download label (PDF)
          </Anchor>
        )}
      </Group>
      {failed && (
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            Delivery attempt {failed.attempts} failed: {failed.reason}
          </Text>
          {failed.outcome ? (
            <Text size="xs" c="dimmed" aria-label="Failed delivery answer">
              Answered{failed.answeredBy ? ` by ${failed.answeredBy === 'customer' ? 'the shopper' : failed.answeredBy}` : ''}:{' '}
              {failed.outcome === 'REATTEMPT'
                ? `re-attempt${failed.reattemptOn ? ` on ${reattemptDayLabel(failed.reattemptOn)}` : ''}`
                : failed.outcome === 'RETURN'
                  ? 'return'
                  : 'delivered later'}
            </Text>
          ) : (
            <>
              <Text size="xs" c="dimmed">
                The shopper can answer on their order&apos;s page; or answer for them here.
              </Text>
              <Select
                label="Day to come again (optional)"
                placeholder="The courier's next round"
                data={reattemptDays.map((day) => ({ value: day, label: reattemptDayLabel(day) }))}
                value={details.reattemptOn ?? null}
                onChange={(value) => setDetails({ ...details, reattemptOn: value ?? undefined })}
                clearable
              />
              <TextInput
                label="Corrected address line (optional)"
                value={details.addressLine ?? ''}
                onChange={(event) => setDetails({ ...details, addressLine: event.currentTarget.value })}
              />
              <TextInput
                label="Landmark (optional)"
                value={details.landmark ?? ''}
                onChange={(event) => setDetails({ ...details, landmark: event.currentTarget.value })}
              />
              <TextInput
                label="Phone for the courier (optional)"
                type="tel"
                value={details.phone ?? ''}
                onChange={(event) => setDetails({ ...details, phone: event.currentTarget.value })}
              />
              <Textarea
                label="Note for the courier"
                value={comment}
                onChange={(event) => setComment(event.currentTarget.value)}
                maxLength={300}
              />
              <Group gap="sm">
                <Button loading={loading} onClick={() => void act(() => answerFailedDelivery(order.id, 'REATTEMPT', comment, details))}>
                  Re-attempt delivery
                </Button>
                <Button
                  variant="default"
                  color="red"
                  loading={loading}
                  onClick={() => void act(() => answerFailedDelivery(order.id, 'RETURN', comment))}
                >
                  Return to us
                </Button>
              </Group>
            </>
          )}
        </Stack>
      )}
      {shipment.trackingEvents.length > 0 && (
        <Stack gap={2} component="ol" aria-label="Courier updates" style={{ paddingLeft: 18, margin: 0 }}>
          {shipment.trackingEvents.map((event) => (
            <Text key={`${event.status}-${event.courierTime}`} size="xs" component="li">
              {event.courierTime}: {event.status}
              {event.activity && event.activity.toUpperCase() !== event.status ? ` (${event.activity})` : ''}
              {event.location ? `, ${event.location}` : ''}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
