import { describe, expect, it } from 'vitest';
import { NO_REASON_MESSAGE, paymentFailureMessage, reasonForProviderCodes } from './payment-reasons.js';

describe('payment failure reasons', () => {
  it.each([
    ['insufficient_funds', 'Payment failed due to insufficient funds in your account.'],
    ['INSUFFICIENT_FUNDS', 'Payment failed due to insufficient funds in your account.'],
    ['Card Declined', 'Your card was declined by the bank. Please try another payment method.'],
    ['card_expired', 'Your card has expired. Please use a valid payment method.'],
    ['TIMEOUT', 'The payment timed out. Please try again.'],
    ['payment cancelled by user', 'You cancelled the payment process.'],
  ])('maps %s', (reason, message) => {
    expect(paymentFailureMessage(reason)).toBe(message);
  });

  it('tells a payment window that ran out apart from an expired card', () => {
    expect(paymentFailureMessage('payment_window_expired')).toMatch(/payment window expired/);
    expect(paymentFailureMessage('payment_window_expired')).not.toMatch(/card/);
  });

  it('never shows a raw provider code to the shopper', () => {
    expect(paymentFailureMessage('Z9')).toBe(NO_REASON_MESSAGE);
    expect(paymentFailureMessage('bank offline')).toBe(NO_REASON_MESSAGE);
  });

  it('has a message when no reason is given', () => {
    expect(paymentFailureMessage(undefined)).toBe(NO_REASON_MESSAGE);
    expect(paymentFailureMessage('  ')).toBe(NO_REASON_MESSAGE);
  });
});

describe('provider codes → reasons', () => {
  it.each([
    [['Z9'], 'insufficient_funds'],
    [['ZM'], 'declined'],
    [['U30'], 'declined'],
    [['TXN_AUTO_FAILED'], 'payment_window_expired'],
    [['USER_CANCEL'], 'cancelled'],
    [['PAYMENT_CANCELLED'], 'cancelled'],
    [['AUTHORIZATION_ERROR'], 'declined'],
    // The detailed code wins over PhonePe's generic PAYMENT_ERROR.
    [['Z9', 'PAYMENT_ERROR'], 'insufficient_funds'],
    [['XYZ', 'USER_CANCEL'], 'cancelled'],
  ] as const)('%j → %s', (codes, reason) => {
    expect(reasonForProviderCodes(...codes)).toBe(reason);
  });

  it('gives no reason for codes it does not know', () => {
    expect(reasonForProviderCodes('PAYMENT_ERROR', 'XC', undefined)).toBeUndefined();
  });
});
