import '@mantine/core/styles/Alert.layer.css';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '@/lib/errors';
import { useMounted } from '@/lib/hydration-safe';
import { notify } from '@/lib/notify';
import { OrderChangesQuery, useCancelMyOrder, useRequestAddressChange } from '../api';

type Open = 'none' | 'cancel' | 'address';

/**
 * The order page's changes before the parcel leaves: cancel the order (a paid one's money goes
 * back, as the server states the amount) or ask for another delivery address, which the shop
 * reads and makes. Shown while the order may still change; the server decides (shopperMayCancel).
 */
export function OrderBeforeShipping({ orderId }: { orderId: string }) {
  const { data } = useQuery(OrderChangesQuery, { variables: { id: orderId }, fetchPolicy: 'cache-and-network' });
  const order = data?.order;
  const [open, setOpen] = useState<Open>('none');
  const [reason, setReason] = useState('');
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asked, setAsked] = useState(false);
  const { cancel, loading: cancelling } = useCancelMyOrder();
  const { request, loading: requesting } = useRequestAddressChange();
  const mounted = useMounted();
  if (!order?.shopperMayCancel) return null;
  const which = { orderNumber: order.orderNumber, email: order.email };
  const paid = order.paymentStatus === 'PAID';

  async function confirmCancel() {
    setProblem(null);
    try {
      await cancel(which, reason);
      notify.success(
        paid ? `Your order is cancelled. ${order!.totalMoney.formatted} is on its way back to you.` : 'Your order is cancelled.',
        {
          title: 'Order cancelled',
        },
      );
      setOpen('none');
    } catch (error) {
      setProblem(errorMessage(error, 'We could not cancel your order just now. Please try again.'));
    }
  }

  async function sendAddress(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    try {
      await request(which, address);
      setAsked(true);
      setOpen('none');
      setAddress('');
    } catch (error) {
      setProblem(errorMessage(error, 'We could not send your request just now. Please try again.'));
    }
  }

  return (
    <Card component="section" withBorder radius="lg" padding="lg" aria-labelledby="order-changes-title" data-print="hide">
      <Title order={2} fz="xl" id="order-changes-title" mb="xs">
        Before it ships
      </Title>
      <Stack gap="sm">
        <Text size="sm">Changed your mind, or moving? Until your order leaves us you can cancel it or ask us to send it elsewhere.</Text>
        {asked && (
          <Alert color="leaf" variant="light" role="status">
            We have your new address and will update the order before it ships.
          </Alert>
        )}
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {open === 'cancel' && (
          <Stack gap="sm" role="group" aria-label="Cancel this order">
            <Text size="sm" fw={600}>
              {paid
                ? `Cancel the whole order? ${order.totalMoney.formatted} goes back to your payment method within 5–7 business days.`
                : 'Cancel the whole order? Nothing has been charged.'}
            </Text>
            <Textarea label="Why? (optional)" value={reason} onChange={(event) => setReason(event.currentTarget.value)} rows={2} />
            <Group gap="sm">
              <Button color="red" loading={cancelling} onClick={() => void confirmCancel()}>
                Yes, cancel my order
              </Button>
              <Button variant="default" onClick={() => setOpen('none')}>
                Keep my order
              </Button>
            </Group>
          </Stack>
        )}
        {open === 'address' && (
          <form onSubmit={(event) => void sendAddress(event)} noValidate aria-label="Change the delivery address">
            <Stack gap="sm">
              <Textarea
                label="New delivery address"
                description="House, street, area, city and PIN code; a phone number if it changes too"
                value={address}
                onChange={(event) => setAddress(event.currentTarget.value)}
                rows={3}
                required
              />
              <Group gap="sm">
                <Button type="submit" loading={requesting}>
                  Send the new address
                </Button>
                <Button variant="default" onClick={() => setOpen('none')}>
                  Never mind
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {open === 'none' && (
          <Group gap="sm">
            <Button variant="default" disabled={!mounted} onClick={() => setOpen('address')}>
              Change the address
            </Button>
            <Button variant="light" color="red" disabled={!mounted} onClick={() => setOpen('cancel')}>
              Cancel this order
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
