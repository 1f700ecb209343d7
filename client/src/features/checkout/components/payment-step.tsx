import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, Card, Flex, Radio, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCash, IconLock } from '@tabler/icons-react';
import type { PaymentMethod } from '@common/cash-on-delivery';
import { formatPaise } from '@common/money';
import { joinAddress } from '@common/shipping-form';
import type { CartLine } from '@/lib/cart';
import type { CheckoutDetails } from '../checkout-storage';
import type { CartQuoteState } from '@/lib/cart-quote';
import { OrderTotals } from '@/components/ui/order-totals';
import { DiscountCodeField } from '@/components/ui/discount-code-field';
import { OrderReviewLines } from './order-review';

export interface PaymentStepProps {
  shipping: CheckoutDetails;
  lines: readonly CartLine[];
  /** The server's prices and per-line problems for these lines. */
  quote: CartQuoteState;
  /** Why the shop could not take the order as it is (stock, prices): shown here, next to the lines, not as a failed payment. */
  refusal?: string | null;
  paying: boolean;
  onPay: () => void;
  onBack: () => void;
  paymentMethod: PaymentMethod;
  onPaymentMethod: (method: PaymentMethod) => void;
}

/** The order summary and the Pay button; payment itself happens on the provider's page. */
export function PaymentStep({ shipping, lines, quote, refusal, paying, onPay, onBack, paymentMethod, onPaymentMethod }: PaymentStepProps) {
  const { totals } = quote;
  const cod = quote.cashOnDelivery;
  // India only: the quote does not know the address, the order would be refused.
  const codOffered = !!cod?.available && shipping.country === 'India';
  const codChosen = paymentMethod === 'CASH_ON_DELIVERY' && codOffered;
  return (
    <Stack gap="lg">
      <Title order={2} fz="xl">
        Review &amp; Pay
      </Title>
      <Card withBorder radius="md" padding="md" style={{ background: 'var(--shop-surface-muted)', borderColor: 'var(--shop-border)' }}>
        <Text fz="sm" fw={600} mb={4}>
          Delivering to
        </Text>
        <Text fz="sm">
          {shipping.firstName} {shipping.lastName} · {shipping.phone}
        </Text>
        <Text fz="sm">{joinAddress(shipping)}</Text>
        <Text fz="sm" c="dimmed">
          {shipping.email}
        </Text>
        {shipping.gstin.trim() && (
          <Text fz="sm" c="dimmed" data-testid="review-gstin">
            GSTIN {shipping.gstin.trim().toUpperCase()}
            {shipping.businessName?.trim() ? ` · ${shipping.businessName.trim()}` : ''}
          </Text>
        )}
      </Card>
      {(refusal || !quote.orderable) && (
        <Alert
          variant="light"
          color="red"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          radius="md"
          role="alert"
          data-testid="order-refusal"
        >
          {refusal ?? 'Some items in your cart have changed.'} Nothing has been charged: fix the items below, then pay.
        </Alert>
      )}
      <OrderReviewLines lines={lines} lineFor={quote.lineFor} />
      <DiscountCodeField quote={quote} />
      <OrderTotals totals={totals} gstPaise={quote.gstPaise} discountCode={quote.discount?.code} />
      <Radio.Group
        label="How would you like to pay?"
        value={codChosen ? 'CASH_ON_DELIVERY' : 'ONLINE'}
        onChange={(value) => onPaymentMethod(value)}
        labelProps={{ fw: 600, mb: 'xs' }}
      >
        <Stack gap="sm">
          <Radio value="ONLINE" label="Pay online (UPI, cards, net banking)" disabled={paying} />
          <Radio
            value="CASH_ON_DELIVERY"
            label={`Cash on delivery (+ ${formatPaise(cod?.feePaise ?? 0)} fee)`}
            disabled={paying || !codOffered}
            description={
              cod && !codOffered
                ? (cod.message ?? 'Cash on delivery is available for addresses in India only.')
                : 'Pay the courier in cash when your order arrives.'
            }
          />
        </Stack>
      </Radio.Group>
      {codChosen ? (
        <Alert variant="light" color="leaf" icon={<IconCash size={18} aria-hidden />} radius="md">
          Keep {totals ? formatPaise(totals.totalPaise) : 'the total'} ready: you pay the courier in cash when your order arrives.
        </Alert>
      ) : (
        <Alert variant="light" color="leaf" icon={<IconLock size={18} aria-hidden />} radius="md">
          You will pay securely on our payment partner's page (UPI, cards and net banking) and come straight back here.
        </Alert>
      )}
      {/* On a phone, Pay is the full-width button under the thumb, Back below it; side by side from xs up. */}
      <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="space-between" align={{ base: 'stretch', xs: 'center' }} gap="sm">
        <Button variant="default" radius="xl" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={onBack} disabled={paying}>
          Back to Shipping
        </Button>
        <Button
          size="lg"
          radius="xl"
          onClick={onPay}
          loading={paying}
          // Pay names the server's total, so it waits for the server to price the lines.
          disabled={!quote.orderable || !totals}
          leftSection={codChosen ? <IconCash size={18} aria-hidden /> : <IconLock size={18} aria-hidden />}
        >
          {!totals
            ? 'Pay'
            : codChosen
              ? `Place order · ${formatPaise(totals.totalPaise)} on delivery`
              : `Pay ${formatPaise(totals.totalPaise)}`}
        </Button>
      </Flex>
    </Stack>
  );
}
