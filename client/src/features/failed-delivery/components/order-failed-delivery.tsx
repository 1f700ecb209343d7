import '@mantine/core/styles/Alert.layer.css';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  reattemptDayLabel,
  validateDeliveryAnswer,
  type DeliveryAnswerErrors,
  type DeliveryAnswerField,
  type DeliveryAnswerKind,
} from '@common/failed-delivery';
import { indiaDateLabel } from '@common/india-time';
import { errorMessage, MutationRefusedError } from '@/lib/errors';
import { useMounted } from '@/lib/hydration-safe';
import { OrderDeliveryAttemptQuery, useAnswerMyFailedDelivery } from '../api';

const FIELDS: readonly DeliveryAnswerField[] = ['answer', 'reattemptOn', 'addressLine', 'landmark', 'phone'];

/** The server's refusal as messages beside the fields it names (['input', 'phone'] → phone). */
function fieldErrorsOf(error: unknown): DeliveryAnswerErrors | null {
  if (!(error instanceof MutationRefusedError)) return null;
  const errors: DeliveryAnswerErrors = {};
  for (const userError of error.userErrors) {
    const field = userError.field?.[userError.field.length - 1] as DeliveryAnswerField | undefined;
    if (field && FIELDS.includes(field)) errors[field] = userError.message;
  }
  return Object.keys(errors).length ? errors : null;
}

/**
 * The order page's answer to a failed delivery (the failed-delivery e-mail links here, #delivery):
 * the courier's reason, and a form to have the courier come again on one of the next working days
 * (with the address line, landmark or phone corrected) or, for cash on delivery, to send the parcel
 * back. Checked by the checkout's rules before it is sent; answered once, then it says what the
 * courier was told.
 */
export function OrderFailedDelivery({ orderId }: { orderId: string }) {
  const { data } = useQuery(OrderDeliveryAttemptQuery, { variables: { id: orderId }, fetchPolicy: 'cache-and-network' });
  const order = data?.order;
  const failure = order?.deliveryAttemptFailure;
  const [answer, setAnswer] = useState<DeliveryAnswerKind>('REATTEMPT');
  const [day, setDay] = useState('');
  const [addressLine, setAddressLine] = useState('');
  const [landmark, setLandmark] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<DeliveryAnswerErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const { answer: send, loading } = useAnswerMyFailedDelivery();
  const mounted = useMounted();
  const section = useRef<HTMLElement>(null);
  const shown = Boolean(failure);
  // Opened from the e-mail's link: the section may arrive after the page, so it brings itself into view.
  useEffect(() => {
    if (shown && window.location.hash === '#delivery') section.current?.scrollIntoView({ block: 'start' });
  }, [shown]);
  if (!order || !failure || order.status !== 'SHIPPED') return null;
  const waiting = failure.outcome === null && failure.reattemptDays.length > 0;
  // A failed attempt answered or overtaken (delivered, back at the shop) says so only while the parcel is still out.
  if (!waiting && failure.outcome !== 'REATTEMPT' && failure.outcome !== 'RETURN') return null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const input = { answer, reattemptOn: day || null, addressLine, landmark, phone };
    const found = validateDeliveryAnswer(input, {
      cashOnDelivery: failure!.mayReturn,
      country: order!.address.country,
      offered: failure!.reattemptDays,
    });
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await send(
        { orderNumber: order!.orderNumber, email: order!.email },
        answer === 'RETURN'
          ? { answer }
          : {
              answer,
              reattemptOn: day,
              addressLine: addressLine.trim() || null,
              landmark: landmark.trim() || null,
              phone: phone.trim() || null,
            },
      );
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) setErrors(fieldErrors);
      else setProblem(errorMessage(error, 'We could not send your answer just now. Please try again.'));
    }
  }

  return (
    <Card
      component="section"
      ref={section}
      id="delivery"
      withBorder
      radius="lg"
      padding="lg"
      aria-labelledby="failed-delivery-title"
      data-print="hide"
      style={{ scrollMarginTop: 80 }}
    >
      <Title order={2} fz="xl" id="failed-delivery-title" mb="xs">
        Delivery attempt failed: {failure.reason}
      </Title>
      <Stack gap="sm">
        <Text size="sm">
          The courier tried to deliver your parcel on {indiaDateLabel(failure.at)}
          {failure.attempts > 1 ? ` (attempt ${failure.attempts})` : ''} and could not.
        </Text>
        {failure.outcome === 'REATTEMPT' && (
          <Alert color="leaf" variant="light" role="status">
            {failure.reattemptOn
              ? `The courier has your answer and will come again on ${reattemptDayLabel(failure.reattemptOn)}.`
              : 'The courier has your answer and will come again.'}
          </Alert>
        )}
        {failure.outcome === 'RETURN' && (
          <Alert color="leaf" variant="light" role="status">
            The parcel is coming back to us; the order is cancelled once it arrives. Nothing is charged.
          </Alert>
        )}
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {waiting && (
          <form onSubmit={(event) => void submit(event)} noValidate aria-label="Answer the failed delivery">
            <Stack gap="md">
              {failure.mayReturn && (
                <Radio.Group
                  label="What should the courier do?"
                  value={answer}
                  onChange={(value) => setAnswer(value)}
                  error={errors.answer}
                >
                  <Stack gap="xs" mt={6}>
                    <Radio value="REATTEMPT" label="Deliver it again" />
                    <Radio value="RETURN" label="I no longer want it: send it back" />
                  </Stack>
                </Radio.Group>
              )}
              {answer === 'REATTEMPT' && (
                <>
                  <Radio.Group label="Which day?" value={day} onChange={setDay} error={errors.reattemptOn} withAsterisk>
                    <Stack gap="xs" mt={6}>
                      {failure.reattemptDays.map((option) => (
                        <Radio key={option} value={option} label={reattemptDayLabel(option)} />
                      ))}
                    </Stack>
                  </Radio.Group>
                  <TextInput
                    label="Corrected address line (optional)"
                    description={`Now: ${order.address.street}`}
                    value={addressLine}
                    onChange={(event) => setAddressLine(event.currentTarget.value)}
                    error={errors.addressLine}
                    autoComplete="address-line1"
                  />
                  <TextInput
                    label="Landmark (optional)"
                    description="Something the courier can ask for, e.g. opposite the post office"
                    value={landmark}
                    onChange={(event) => setLandmark(event.currentTarget.value)}
                    error={errors.landmark}
                    autoComplete="address-line2"
                  />
                  <TextInput
                    label="Phone for the courier (optional)"
                    description={`Now: ${order.phone}`}
                    value={phone}
                    onChange={(event) => setPhone(event.currentTarget.value)}
                    error={errors.phone}
                    type="tel"
                    autoComplete="tel"
                  />
                </>
              )}
              <Button type="submit" loading={loading} disabled={!mounted} style={{ alignSelf: 'flex-start' }}>
                {answer === 'RETURN' ? 'Send it back' : 'Send to the courier'}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
