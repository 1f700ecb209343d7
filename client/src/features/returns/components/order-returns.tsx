import '@mantine/core/styles/Alert.layer.css';
import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Card, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { indiaDateLabel, inIndia } from '@common/india-time';
import {
  RETURN_APPROVAL_DAYS,
  RETURN_POLICY_WORDS,
  RETURN_REASONS,
  RETURN_STATUS_FOR_SHOPPER,
  returnableQuantity,
  returnNoteProblem,
  returnRefusal,
  type ReturnReasonCode,
} from '@common/returns';
import type { OrderReturnsQuery as OrderReturnsData, ReturnStatus } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { useMounted } from '@/lib/hydration-safe';
import { notify } from '@/lib/notify';
import { OrderReturnsQuery, useRequestReturn } from '../api';

type ReturnsOrder = NonNullable<OrderReturnsData['order']>;

const STATUS_TEXT: Record<ReturnStatus, string> = RETURN_STATUS_FOR_SHOPPER;

/** "6 Dec 2026, 3:05 pm" as India's clock reads the instant. */
function indiaDateTime(iso: string): string {
  const ist = inIndia(iso);
  const hours = ist.getUTCHours();
  const minutes = String(ist.getUTCMinutes()).padStart(2, '0');
  return `${indiaDateLabel(iso)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/**
 * The order page's returns: the requests already made and where each stands, and, within the
 * return window after delivery, a form to ask back units of the lines (not more than bought less already asked)
 * with a reason; outside the window, the policy's words say why not.
 */
export function OrderReturns({ orderId }: { orderId: string }) {
  const { data } = useQuery(OrderReturnsQuery, { variables: { id: orderId }, fetchPolicy: 'cache-and-network' });
  const order = data?.order;
  const shown = Boolean(order && (order.status === 'DELIVERED' || order.returns.length > 0));
  // The delivered e-mail's "Ask for a return" opens the page at #returns; the section arrives
  // after the page did, so the browser found nothing to scroll to then.
  useEffect(() => {
    if (shown && window.location.hash === '#returns') document.getElementById('returns')?.scrollIntoView({ block: 'start' });
  }, [shown]);
  if (!order || (order.status !== 'DELIVERED' && order.returns.length === 0)) return null;
  const refusal = returnRefusal(order.deliveredAt ? new Date(order.deliveredAt) : null);

  return (
    <Card
      component="section"
      id="returns"
      withBorder
      radius="lg"
      padding="lg"
      aria-labelledby="order-returns-title"
      data-print="hide"
      style={{ scrollMarginTop: 'calc(var(--shop-header-height) + 16px)' }}
    >
      <Title order={2} fz="xl" id="order-returns-title" mb="xs">
        Returns
      </Title>
      <Stack gap="md">
        {order.returns.map((request) => (
          <Stack key={request.id} gap={2} data-testid="order-return">
            <Badge variant="light" color={request.status === 'REJECTED' ? 'red' : 'leaf'}>
              {STATUS_TEXT[request.status]}
            </Badge>
            <Text size="sm">
              {request.lines
                .map((asked) => {
                  const line = order.lines.find((candidate) => candidate.id === asked.orderLineId);
                  return `${line?.name ?? 'Item'} (${line?.size ?? ''}) × ${asked.quantity}`;
                })
                .join(', ')}{' '}
              · {request.reasonLabel}
            </Text>
            {request.rejectionReason && <Text size="sm">Why: {request.rejectionReason}</Text>}
            {request.refundAmount && <Text size="sm">Refund: {request.refundAmount.formatted}</Text>}
          </Stack>
        ))}
        {refusal ? (
          <Text size="sm" c="dimmed">
            {refusal}
          </Text>
        ) : (
          <ReturnForm order={order} />
        )}
      </Stack>
    </Card>
  );
}

function ReturnForm({ order }: { order: ReturnsOrder }) {
  const asked = new Map<string, number>();
  for (const request of order.returns.filter((item) => item.status !== 'REJECTED')) {
    for (const line of request.lines) asked.set(line.orderLineId, (asked.get(line.orderLineId) ?? 0) + line.quantity);
  }
  const lines = order.lines.map((line) => ({ ...line, left: returnableQuantity(line.quantity, asked.get(line.id) ?? 0) }));
  const [units, setUnits] = useState<Record<string, number>>({});
  const [reason, setReason] = useState<ReturnReasonCode | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'lines' | 'reason' | 'note', string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const { requestReturn, loading } = useRequestReturn();
  const mounted = useMounted();

  if (lines.every((line) => line.left === 0)) return null;

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const chosen = lines.filter((line) => (units[line.id] ?? 0) > 0).map((line) => ({ lineId: line.id, quantity: units[line.id] }));
    const found: typeof errors = {};
    if (chosen.length === 0) found.lines = 'Choose how many of an item to return';
    if (!reason) found.reason = 'Choose why you are returning it';
    const noteProblem = reason ? returnNoteProblem(reason, note) : null;
    if (noteProblem) found.note = noteProblem;
    setErrors(found);
    if (Object.keys(found).length > 0 || !reason) return;
    try {
      await requestReturn({ orderNumber: order.orderNumber, email: order.email, lines: chosen, reason, note: note.trim() || null });
      notify.success(`We have your request and will answer within ${RETURN_APPROVAL_DAYS} days.`, { title: 'Return asked' });
      setUnits({});
      setNote('');
    } catch (error) {
      setProblem(errorMessage(error, 'We could not send your request just now. Please try again.'));
    }
  }

  return (
    <form onSubmit={(event) => void send(event)} noValidate aria-label="Ask for a return">
      <Stack gap="sm">
        <Text size="sm">
          Something not right? You can ask for a return until {order.returnWindowEndsAt ? indiaDateTime(order.returnWindowEndsAt) : ''}.
        </Text>
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {lines
          .filter((line) => line.left > 0)
          .map((line) => (
            <NativeSelect
              key={line.id}
              label={`${line.name} (${line.size}): how many to return`}
              data={Array.from({ length: line.left + 1 }, (_, count) => String(count))}
              value={String(units[line.id] ?? 0)}
              onChange={(event) => setUnits({ ...units, [line.id]: Number(event.currentTarget.value) })}
            />
          ))}
        {errors.lines && (
          <Text size="sm" c="red" role="alert">
            {errors.lines}
          </Text>
        )}
        <NativeSelect
          label="Why are you returning it?"
          required
          data={[{ value: '', label: 'Choose a reason' }, ...RETURN_REASONS.map((item) => ({ value: item.code, label: item.label }))]}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value as ReturnReasonCode | '')}
          error={errors.reason}
        />
        <Textarea
          label="Tell us more"
          description={reason === 'OTHER' ? 'Required for "Something else"' : 'Optional'}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={errors.note}
          rows={3}
        />
        <Button type="submit" loading={loading} disabled={!mounted}>
          Ask for a return
        </Button>
        <Text size="xs" c="dimmed">
          {RETURN_POLICY_WORDS}
        </Text>
      </Stack>
    </form>
  );
}
