import { describe, expect, it } from 'vitest';
import { paymentFailureMessage } from './payment-reasons.js';

describe('payment failure reasons (spec §5)', () => {
  it.each([
    ['INSUFFICIENT_FUNDS', 'Payment failed due to insufficient funds in your account.'],
    ['Card Declined', 'Your card was declined by the bank. Please try another payment method.'],
    ['card_expired', 'Your card has expired. Please use a valid payment method.'],
    ['TIMEOUT', 'The payment timed out. Please try again.'],
    ['payment cancelled by user', 'You cancelled the payment process.'],
  ])('maps %s', (reason, message) => {
    expect(paymentFailureMessage(reason)).toBe(message);
  });

  it('quotes any other reason', () => {
    expect(paymentFailureMessage('bank offline')).toBe('Payment failed: bank offline');
  });

  it('has a message when no reason is given', () => {
    expect(paymentFailureMessage(undefined)).toBe('Your payment could not be processed.');
    expect(paymentFailureMessage('  ')).toBe('Your payment could not be processed.');
  });
});
