import { afterNextPaint } from '@/lib/after-next-paint';
import { deferredComponent } from '@/lib/deferred-hydration';

/**
 * The checkout's views after the shipping form (payment, and what follows it) as code of their own:
 * a shopper arriving at the checkout sees the shipping form first, so evaluating these (the payment
 * choices, the discount code field, the outcome pages and their icons) is kept out of the first
 * task on a phone. The server loads them before rendering (deferredComponent).
 */
const results = () => import('./checkout-results');

export const PaymentStep = deferredComponent(() => import('./payment-step').then((module) => module.PaymentStep));
export const ProcessingView = deferredComponent(() => results().then((module) => module.ProcessingView));
export const PendingView = deferredComponent(() => results().then((module) => module.PendingView));
export const SuccessView = deferredComponent(() => results().then((module) => module.SuccessView));
export const FailedView = deferredComponent(() => results().then((module) => module.FailedView));

let preloadAsked = false;

/**
 * Fetched once the shopper starts on the shipping form, so Continue to Payment does not wait for
 * it. Asked for after the touch's frame is painted, once: the request for a chunk adds a preload
 * link per module and stylesheet it needs (some fifty) to the document, and done inside the first
 * tap on a field that was most of the tap's work on a slow phone (~280 ms at 8x).
 */
export function preloadCheckoutViews(): void {
  if (preloadAsked) return;
  preloadAsked = true;
  afterNextPaint(() => {
    void import('./payment-step');
    void results();
  });
}
