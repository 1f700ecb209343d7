import { paymentFailureMessage } from '@common/payment-reasons';

/**
 * A status-history note as the admin reads it. The server records a failed payment's note with
 * the stored reason key ("Payment failed: insufficient_funds"); the key becomes the shop's words.
 */
export function historyNote(note: string): string {
  const failed = /^Payment failed: ([a-z_]+)$/.exec(note);
  return failed ? `Payment failed: ${paymentFailureMessage(failed[1])}` : note;
}
