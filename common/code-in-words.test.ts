import { describe, expect, it } from 'vitest';
import { apiTokenScopeName } from './integrations.js';
import { paymentStatusLabel } from './order-status.js';

describe('the screen shows words, never the API’s codes', () => {
  it('names token scopes', () => {
    expect(apiTokenScopeName('ORDERS_READ')).toBe('Orders: read');
    expect(apiTokenScopeName('CATALOGUE_WRITE')).toBe('Products: edit');
    expect(apiTokenScopeName('SOME_NEW_SCOPE')).toBe('Some new scope');
  });

  it('names payment statuses', () => {
    expect(paymentStatusLabel('PARTIALLY_REFUNDED')).toBe('Partly refunded');
    expect(paymentStatusLabel('PAID')).toBe('Paid');
    expect(paymentStatusLabel('CHARGED_BACK')).toBe('Charged back');
  });
});
