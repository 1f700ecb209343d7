import { readFileSync } from 'node:fs';
import { Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { forbidden, invalidInput, notFound, ShopError, unauthenticated, USER_ERROR_CODES } from '../kernel/errors.js';
import type { GraphQLContext } from './context.js';
import { orderInputField, payloadOf, userErrorOf } from './user-errors.js';

const context = {} as GraphQLContext;

describe('payloadOf', () => {
  it('passes a result through with no errors', async () => {
    expect(await payloadOf(context, () => Promise.resolve({ deletedId: 'napkin-2' }))).toEqual({ deletedId: 'napkin-2', errors: [] });
  });

  it('turns an expected failure into the payload’s one error, the result left out (null in the answer)', async () => {
    const payload = await payloadOf(context, () => Promise.reject(notFound('Order not found')));
    expect(payload).toEqual({ errors: [expect.objectContaining({ code: 'NOT_FOUND', message: 'Order not found', field: null })] });
  });

  it('leaves who-are-you, may-you and our own bugs as top-level errors', async () => {
    await expect(payloadOf(context, () => Promise.reject(unauthenticated()))).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(payloadOf(context, () => Promise.reject(forbidden()))).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(payloadOf(context, () => Promise.reject(new TypeError('x is undefined')))).rejects.toBeInstanceOf(TypeError);
  });
});

describe('userErrorOf', () => {
  it('passes every code the services refuse with through as the schema’s ErrorCode', () => {
    const schema = parse(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));
    const errorCode = schema.definitions.find((d) => d.kind === Kind.ENUM_TYPE_DEFINITION && d.name.value === 'ErrorCode');
    const schemaCodes = errorCode?.kind === Kind.ENUM_TYPE_DEFINITION ? errorCode.values?.map((v) => v.name.value) : [];
    expect([...USER_ERROR_CODES].sort()).toEqual(schemaCodes?.sort());
    for (const code of USER_ERROR_CODES) expect(userErrorOf(new ShopError(code, 'Refused'))?.code).toBe(code);
  });

  it('names the field as a path into the mutation’s arguments', () => {
    expect(userErrorOf(invalidInput('Choose at least one scope', { field: 'scopes' }))).toMatchObject({
      code: 'VALIDATION',
      field: ['input', 'scopes'],
    });
  });

  it('gives every short product with what is left on OUT_OF_STOCK', () => {
    const shortages = [{ productId: 'hair-gel-1', name: 'Aloe Hair Gel', requested: 3, available: 1 }];
    const error = new ShopError('OUT_OF_STOCK', 'Only 1 left of Aloe Hair Gel', { productId: 'hair-gel-1', available: 1, shortages });
    expect(userErrorOf(error)).toMatchObject({ code: 'OUT_OF_STOCK', stock: shortages, serverTotals: null, retryAfterSeconds: null });
  });

  it('gives the server’s totals in paise on PRICE_CHANGED', () => {
    const totalsPaise = { subtotalPaise: 24900, shippingPaise: 3000, taxPaise: 0, totalPaise: 27900 };
    const error = new ShopError('PRICE_CHANGED', 'Prices have changed', { total: 279, totalsPaise });
    expect(userErrorOf(error)).toMatchObject({
      code: 'PRICE_CHANGED',
      serverTotals: { subtotal: 24900, shipping: 3000, tax: 0, total: 27900 },
    });
  });

  it('gives whole seconds to wait on RATE_LIMITED', () => {
    const error = new ShopError('RATE_LIMITED', 'Too many requests', { retryAfterSeconds: 12.2 });
    expect(userErrorOf(error)).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 13 });
  });
});

describe('orderInputField', () => {
  const fieldOf = orderInputField([{ variantId: 'v-oil-100' }, { variantId: 'v-gel-100' }]);

  it('puts shipping fields under input.shipping', () => {
    expect(fieldOf('postalCode', {})).toEqual(['input', 'shipping', 'postalCode']);
  });

  it('names the line at fault by its index when the service says which variant', () => {
    expect(fieldOf('lines', { variantId: 'v-gel-100' })).toEqual(['input', 'lines', '1']);
    expect(fieldOf('lines', {})).toEqual(['input', 'lines']);
  });
});
