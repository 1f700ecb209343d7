import { readFileSync } from 'node:fs';
import { buildSchema, GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { OPEN_ORDER_STATUSES, ORDER_STATUS_CODES, ORDER_STATUSES, orderStatusColour } from './order-status.js';

describe('order statuses, stated once', () => {
  it('are the API enum OrderStatus, value for value and in the same order', () => {
    const schema = buildSchema(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));
    const orderStatus = schema.getType('OrderStatus');
    expect(orderStatus).toBeInstanceOf(GraphQLEnumType);
    expect((orderStatus as GraphQLEnumType).getValues().map((value) => value.name)).toEqual(ORDER_STATUS_CODES);
  });

  it('leave Pending, Processing and Shipped open, and give every status its badge colour', () => {
    expect(OPEN_ORDER_STATUSES).toEqual(['Pending', 'Processing', 'Shipped']);
    expect(ORDER_STATUSES.map(orderStatusColour)).toEqual(['orange', 'yellow', 'blue', 'green', 'red']);
    expect(orderStatusColour('PENDING')).toBe('orange');
    expect(orderStatusColour('Returned')).toBe('gray');
  });
});
