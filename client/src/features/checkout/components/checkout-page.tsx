import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Card, Center, Grid, Loader, Stack } from '@mantine/core';
import { Navigate, useSearchParams } from 'react-router-dom';
import { errorCode, errorMessage, hasServerMessage } from '@/lib/errors';
import { cartActions, useCart } from '@/lib/cart';
import { useCartQuote } from '@/lib/cart-quote';
import { discountCodeActions } from '@/lib/discount-code';
import { useHydrated } from '@/lib/hydration-safe';
import { CHECKOUT_TOAST_MS, notify } from '@/lib/notify';
import { paths } from '@/config/paths';
import { validateGstin } from '@common/gstin';
import type { PaymentMethod } from '@common/cash-on-delivery';
import { SHIPPING_FIELDS, validateShipping } from '@common/shipping-form';
import { useCreateOrder } from '../api/use-create-order';
import { useOrderShipping } from '../api/use-order-shipping';
import {
  clearShippingDetails,
  loadShippingDetails,
  newIdempotencyKey,
  saveShippingDetails,
  type CheckoutDetails,
} from '../checkout-storage';
import { usePaymentReturn, type PaymentReturnOutcome } from '../hooks/use-payment-return';
import type { SuccessDetails } from './checkout-results';
import { CheckoutSummary } from './checkout-summary';
import { CheckoutSteps } from './checkout-steps';
import { FailedView, PaymentStep, PendingView, preloadCheckoutViews, ProcessingView, SuccessView } from './checkout-views';
import { type AddressBookSlot, ShippingForm } from './shipping-form';

const isComplete = (details: CheckoutDetails) => {
  const errors = validateShipping(details);
  return !SHIPPING_FIELDS.some((field) => errors[field]) && !validateGstin(details.gstin);
};

/** The order is placed: the cart, its code and the address typed for it are done with. */
function finishCart() {
  cartActions.clear();
  discountCodeActions.remove();
  clearShippingDetails();
}

/** The "correct the highlighted fields" toast, taken away once the fields are corrected. */
const INVALID_FORM_TOAST = 'checkout-invalid-fields';

export type CheckoutView = 'shipping' | 'payment' | 'processing' | 'pending' | 'success' | 'failed';

/** Why the last attempt did not end in a paid order, and which order it was. */
type CheckoutFailure = { reason: string | null; orderId?: string | null; orderNumber?: string; kind?: 'order' | 'payment' };

const STEP_INDEX: Record<CheckoutView, number> = { shipping: 0, payment: 1, processing: 1, pending: 2, failed: 1, success: 3 };

/**
 * Checkout: Shipping → Payment → Confirmation, with processing, success and
 * failed views. Pay creates the order on the server and sends the browser to the payment page;
 * the provider sends it back here with ?status=…&merchantOrderId=…. A signed-in shopper's saved
 * addresses come in through `addressBook`. The server renders the shipping form with a skeleton
 * for the order summary: the cart is this browser's, read once the page has hydrated.
 */
export function CheckoutPage({ addressBook }: { addressBook?: AddressBookSlot }) {
  const lines = useCart();
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = searchParams.get('status');
  const returnedOrderId = searchParams.get('merchantOrderId');
  const returnedReason = searchParams.get('reason');

  const [view, setView] = useState<CheckoutView>(status ? 'processing' : 'shipping');
  const [shipping, setShipping] = useState<CheckoutDetails>(loadShippingDetails);
  const [processingMessage, setProcessingMessage] = useState('Confirming your payment with our payment partner…');
  const [failure, setFailure] = useState<CheckoutFailure>({ reason: null });
  const [success, setSuccess] = useState<SuccessDetails | null>(null);
  const [pendingOrderId, setPendingOrderId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const loadOrderShipping = useOrderShipping();
  const invalidToastShown = useRef(false);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('ONLINE');
  // Once the shopper's e-mail is known, the quote counts the code's per-customer limit too, so
  // "already used" shows on the code's field before Pay.
  // The state (from the list) and country let the server split the GST as the invoice will.
  const quote = useCartQuote(lines, {
    email: shipping.email,
    paymentMethod,
    state: shipping.country === 'India' ? shipping.state : null,
    country: shipping.country,
  });
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null);
  const headingRef = useRef<HTMLDivElement>(null);
  const { createOrder, loading: creating } = useCreateOrder();

  usePaymentReturn(status, returnedOrderId, returnedReason, (outcome: PaymentReturnOutcome) => {
    if (outcome.kind === 'paid') {
      finishCart();
      const { kind: _paid, ...details } = outcome;
      setSuccess(details);
      setView('success');
      notify.success('Payment successful!', { autoClose: CHECKOUT_TOAST_MS });
    } else if (outcome.kind === 'failed') {
      setFailure({ reason: outcome.reason, orderId: outcome.orderId, orderNumber: outcome.orderNumber });
      setView('failed');
    } else {
      setPendingOrderId(outcome.orderId);
      setView('pending');
    }
  });

  // Each view starts at the top with focus on its content, so keyboard and screen reader users follow.
  // Not the view the server rendered: that page load starts at the top, with focus where the
  // browser puts it, and scrolling and focusing there made the browser lay the page out inside
  // hydration's last task on a phone, lengthening the checkout's longest task.
  const serverRenderedView = useRef<CheckoutView | null>(hydrated ? null : view);
  useEffect(() => {
    if (view === serverRenderedView.current) return;
    serverRenderedView.current = null;
    window.scrollTo({ top: 0 });
    // Without preventScroll the browser scrolled the focused content to the top of the screen,
    // past the title and the steps (256 px on a phone).
    headingRef.current?.focus({ preventScroll: true });
  }, [view]);

  const toPayment = useCallback((details: CheckoutDetails) => {
    invalidToastShown.current = false;
    notify.hide(INVALID_FORM_TOAST);
    setShipping(details);
    saveShippingDetails(details);
    setView('payment');
  }, []);
  const showInvalid = useCallback(() => {
    invalidToastShown.current = true;
    notify.error('Please correct the highlighted fields', { autoClose: CHECKOUT_TOAST_MS, id: INVALID_FORM_TOAST });
  }, []);
  // The form is most of the page: the same element while its inputs are the same, so what
  // re-renders the page (hydration ending, the cart read from storage, the quote arriving) does
  // not render every field again in one long commit on a phone.
  const shippingForm = useMemo(
    () => <ShippingForm initialValues={shipping} addressBook={addressBook} onSubmit={toPayment} onInvalid={showInvalid} />,
    [shipping, addressBook, toPayment, showInvalid],
  );

  if (hydrated && lines.length === 0 && (view === 'shipping' || view === 'payment')) {
    return <Navigate to={paths.products.getHref()} replace />;
  }

  function takeBackInvalidToast(event: FormEvent<HTMLDivElement>) {
    if (!invalidToastShown.current) return;
    const form = (event.target as HTMLElement).closest('form');
    if (!form) return;
    const values = Object.fromEntries(new FormData(form));
    const errors = validateShipping(values);
    if (SHIPPING_FIELDS.some((field) => errors[field]) || validateGstin(typeof values.gstin === 'string' ? values.gstin : '')) return;
    invalidToastShown.current = false;
    notify.hide(INVALID_FORM_TOAST);
  }

  async function pay() {
    // The order is sent with the totals the shopper saw, the server's: Pay waits for them (PaymentStep).
    const totals = quote.totals;
    if (!totals) return;
    setRefusal(null);
    // The server re-checks stock and prices first: a problem is shown next to its line, and no
    // order or payment is attempted until it is fixed.
    setChecking(true);
    const orderable = await quote.recheck();
    setChecking(false);
    if (!orderable) {
      setRefusal('Some items in your cart have changed since you added them.');
      return;
    }
    // One key per attempt: a repeated Pay for the same cart and address returns the same order.
    const discount = quote.discount && { code: quote.discount.code };
    const cashOnDelivery = paymentMethod === 'CASH_ON_DELIVERY' && !!quote.cashOnDelivery?.available;
    const cartKey = lines.map((line) => [line.variantId, line.quantity, line.unitPricePaise]);
    const fingerprint = JSON.stringify([shipping, cartKey, discount?.code, cashOnDelivery]);
    if (!attempt.current || attempt.current.fingerprint !== fingerprint) attempt.current = { key: newIdempotencyKey(), fingerprint };
    try {
      const result = await createOrder(shipping, lines, attempt.current.key, totals, discount, cashOnDelivery);
      // Cash on delivery: placed, nothing to pay now; the confirmation page tells the order's story.
      if (cashOnDelivery) finishCart();
      setProcessingMessage(cashOnDelivery ? 'Placing your order…' : 'Taking you to our secure payment page…');
      setView('processing');
      window.location.assign(result.paymentLink);
    } catch (error) {
      // A refusal stores nothing, so the next attempt is a new one; after a network failure the
      // outcome is unknown and the same key is kept, so a retry cannot create a second order.
      if (hasServerMessage(error)) attempt.current = null;
      const message = errorMessage(error, 'We could not place your order just now.');
      const code = errorCode(error);
      if (code === 'OUT_OF_STOCK' || code === 'PRICE_CHANGED' || code === 'DISCOUNT_INVALID' || code === 'COD_UNAVAILABLE') {
        // Stock or prices changed between the check and the order: no payment was attempted, so
        // this is not a failed payment. Stay on the review with the problem next to its line.
        setRefusal(message);
        void quote.recheck();
        return;
      }
      setFailure({ reason: message, orderId: null, kind: 'order' });
      setView('failed');
      notify.error('Your order could not be placed', { autoClose: CHECKOUT_TOAST_MS });
    }
  }

  async function tryAgain() {
    let details = shipping;
    let hasLines = lines.length > 0;
    // This browser may never have seen the form or the cart (the shopper came back from the
    // payment app in a new tab, or opened the failed-payment e-mail on another device): the
    // failed order itself, as the server stored it, holds what they meant to pay for.
    if (failure.orderId && (!isComplete(details) || !hasLines)) {
      setRetrying(true);
      const failed = await loadOrderShipping(failure.orderId).catch(() => null);
      setRetrying(false);
      if (failed && !isComplete(details)) {
        details = failed.shipping;
        setShipping(details);
        saveShippingDetails(details);
      }
      if (failed && !hasLines && failed.lines.length > 0) {
        for (const line of failed.lines) cartActions.add(line);
        if (failed.discountCode) discountCodeActions.apply(failed.discountCode);
        hasLines = true;
      }
    }
    if (status) setSearchParams({}, { replace: true });
    setFailure({ reason: null });
    // Without a complete address Pay could only be refused: the form asks for what is missing.
    setView(hasLines && isComplete(details) ? 'payment' : 'shipping');
  }

  let content;
  switch (view) {
    case 'shipping':
      content = (
        <Grid gap={{ base: 'lg', md: 40 }}>
          <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
            <Card radius="lg" padding="lg" withBorder style={{ background: 'var(--shop-surface)', borderColor: 'var(--shop-border)' }}>
              {/* Input events bubble here: once the refused form is valid again, its toast goes. The
                  payment step's code is fetched once the shopper starts on the form (not in the
                  first seconds on a phone), well before Continue. */}
              <div
                onInput={takeBackInvalidToast}
                onChange={takeBackInvalidToast}
                onFocus={preloadCheckoutViews}
                onPointerDown={preloadCheckoutViews}
              >
                {shippingForm}
              </div>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
            <CheckoutSummary lines={lines} quote={quote} hydrated={hydrated} />
          </Grid.Col>
        </Grid>
      );
      break;
    case 'payment':
      content = (
        <Card
          radius="lg"
          padding="lg"
          withBorder
          maw={760}
          mx="auto"
          style={{ background: 'var(--shop-surface)', borderColor: 'var(--shop-border)' }}
        >
          <PaymentStep
            shipping={shipping}
            lines={lines}
            quote={quote}
            refusal={refusal}
            paying={creating || checking}
            onPay={() => void pay()}
            onBack={() => setView('shipping')}
            paymentMethod={paymentMethod}
            onPaymentMethod={setPaymentMethod}
          />
        </Card>
      );
      break;
    case 'processing':
      content = <ProcessingView message={processingMessage} />;
      break;
    case 'pending':
      content = <PendingView orderId={pendingOrderId} />;
      break;
    case 'success':
      content = success ? <SuccessView {...success} /> : null;
      break;
    case 'failed':
      content = (
        <FailedView
          reason={failure.reason}
          orderNumber={failure.orderNumber}
          kind={failure.kind}
          onTryAgain={() => void tryAgain()}
          retrying={retrying}
        />
      );
      break;
  }

  return (
    <Stack gap="xl">
      <CheckoutSteps active={STEP_INDEX[view]} />
      <div ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
        {view === 'shipping' ? (
          content
        ) : (
          // The views after the form are fetched on first use (checkout-views.ts). Only they are
          // wrapped: a boundary around the server-rendered form held its hydration's end back.
          <Suspense
            fallback={
              <Center py="xl">
                <Loader color="leaf" aria-label="Loading" />
              </Center>
            }
          >
            {content}
          </Suspense>
        )}
      </div>
    </Stack>
  );
}
