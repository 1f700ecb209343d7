import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import type { Logger } from '../kernel/logger.js';
import { ShopError } from '../kernel/errors.js';
import { callerErrorMessage, formatShopError, INTERNAL_ERROR_MESSAGE } from './server.js';

// Plain mock properties (not Logger's methods), so the assertions can read them unbound.
function logger() {
  return { isLevelEnabled: () => true, debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() } satisfies Logger;
}

// What graphql-js hands formatError for an error thrown in a resolver.
function fromResolver(original: Error): GraphQLError {
  return new GraphQLError(original.message, { path: ['product'], originalError: original });
}

describe('formatShopError', () => {
  it('turns a ShopError into its message, code (by its GraphQL-convention name) and safe details', () => {
    const log = logger();
    const error = fromResolver(new ShopError('VALIDATION', 'Please fill all required fields', { field: 'name' }));
    const formatted = formatShopError({ message: 'x', path: ['product'], extensions: { code: 'INTERNAL_SERVER_ERROR' } }, error, {
      logger: log,
      development: false,
    });
    expect(formatted).toEqual({
      message: 'Please fill all required fields',
      path: ['product'],
      extensions: { code: 'BAD_USER_INPUT', field: 'name' },
    });
    expect(log.error).not.toHaveBeenCalled();
  });

  it('names a throttled or unfound query the way the quickstart documents', () => {
    const format = (shopError: ShopError) =>
      formatShopError({ message: 'x', extensions: { code: 'INTERNAL_SERVER_ERROR' } }, fromResolver(shopError), {
        logger: logger(),
        development: false,
      }).extensions;
    expect(format(new ShopError('RATE_LIMITED', 'Too many requests', { retryAfterSeconds: 30 }))).toEqual({
      code: 'TOO_MANY_REQUESTS',
      retryAfterSeconds: 30,
    });
    expect(format(new ShopError('NOT_FOUND', 'Order not found'))).toEqual({ code: 'NOT_FOUND' });
    expect(format(new ShopError('FORBIDDEN', 'Only administrators may do this'))).toEqual({ code: 'FORBIDDEN' });
  });

  it('keeps the caller’s own mistakes as Apollo words them', () => {
    const formatted = formatShopError(
      { message: 'Cannot query field "nope" on type "Query".', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
      new GraphQLError('Cannot query field "nope" on type "Query".'),
      { logger: logger(), development: false },
    );
    expect(formatted).toEqual({ message: 'Cannot query field "nope" on type "Query".', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  });

  it('hides our own bugs behind one message, and logs them', () => {
    const log = logger();
    const formatted = formatShopError(
      { message: 'relation "nope" does not exist', extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at db.ts:1'] } },
      fromResolver(new Error('relation "nope" does not exist')),
      { logger: log, development: false },
    );
    expect(formatted).toEqual({ message: INTERNAL_ERROR_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(log.error).toHaveBeenCalledOnce();
  });
});

describe('callerErrorMessage', () => {
  it('says which variable was wrong and why, without echoing what the caller sent', () => {
    const inner = new GraphQLError('Expected type "ProductFilter" to be an object.');
    const outer = new GraphQLError(`Variable "$filter" got invalid value ["at x (/srv/app.ts:12)"]; ${inner.message}`, {
      originalError: inner,
    });
    expect(callerErrorMessage(outer.message, outer)).toBe(
      'Variable "$filter" got an invalid value. Expected type "ProductFilter" to be an object.',
    );

    const scalar = new GraphQLError('Float cannot represent non numeric value: { "node_modules": 1 }');
    const wrapped = new GraphQLError(`Variable "$filter" got invalid value { x: 1 } at "filter.minPrice"; ${scalar.message}`, {
      originalError: scalar,
    });
    expect(callerErrorMessage(wrapped.message, wrapped)).toBe(
      'Variable "$filter" got an invalid value. Float cannot represent non numeric value',
    );
  });

  it('keeps schema names in other messages but elides quoted input and caps the length', () => {
    expect(callerErrorMessage('Cannot query field "price_paise" on type "Product".', null)).toBe(
      'Cannot query field "price_paise" on type "Product".',
    );
    expect(callerErrorMessage('Expected value of type "Int!", found "stacktrace.ts:1".', null)).toBe(
      'Expected value of type "Int!", found "…".',
    );
    expect(callerErrorMessage(`Syntax Error: ${'x'.repeat(1000)}`, null).length).toBeLessThanOrEqual(300);
  });

  it('names a missing input field by its schema coordinate, which graphql-js takes from the schema', () => {
    expect(callerErrorMessage('Field "OrderLineInput.variantId" of required type "ID!" was not provided.', null)).toBe(
      'Field "OrderLineInput.variantId" of required type "ID!" was not provided.',
    );
    expect(callerErrorMessage('Expected value of type "ID!", found "OrderLineInput.variantId".', null)).toBe(
      'Expected value of type "ID!", found "…".',
    );
  });
});
