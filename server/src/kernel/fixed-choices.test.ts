import { describe, expect, it } from 'vitest';
import { chooseFrom } from './fixed-choices.js';

const SCOPES = ['ORDERS_READ', 'ORDERS_WRITE', 'CUSTOMERS_READ'] as const;
const words = { noun: 'scope', field: 'scopes' };

function refusal(chosen: string[]): unknown {
  try {
    chooseFrom(SCOPES, chosen, words);
    return null;
  } catch (error) {
    return error;
  }
}

describe('chooseFrom', () => {
  it('keeps each choice once, in the list’s order', () => {
    expect(chooseFrom(SCOPES, ['CUSTOMERS_READ', 'ORDERS_READ', 'CUSTOMERS_READ'], words)).toEqual(['ORDERS_READ', 'CUSTOMERS_READ']);
  });

  it('refuses nothing chosen, and anything off the list, naming the field', () => {
    expect(refusal([])).toMatchObject({ code: 'VALIDATION', message: 'Choose at least one scope', details: { field: 'scopes' } });
    expect(refusal(['ORDERS_READ', 'ADMIN'])).toMatchObject({
      message: 'Unknown scope. Use any of: ORDERS_READ, ORDERS_WRITE, CUSTOMERS_READ',
      details: { field: 'scopes' },
    });
  });
});
