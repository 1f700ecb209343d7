import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_SORT, nextOrderSort, parseOrderSort } from './order-sort';

describe('order sorting', () => {
  it('defaults to date, newest first', () => {
    expect(DEFAULT_ORDER_SORT).toEqual({ field: 'DATE', direction: 'DESC' });
    expect(parseOrderSort(null, null)).toEqual(DEFAULT_ORDER_SORT);
    expect(parseOrderSort('nonsense', 'asc')).toEqual(DEFAULT_ORDER_SORT);
  });

  it('starts a new column ascending and toggles the same column', () => {
    const byTotal = nextOrderSort(DEFAULT_ORDER_SORT, 'TOTAL');
    expect(byTotal).toEqual({ field: 'TOTAL', direction: 'ASC' });
    expect(nextOrderSort(byTotal, 'TOTAL')).toEqual({ field: 'TOTAL', direction: 'DESC' });
    expect(nextOrderSort(nextOrderSort(byTotal, 'TOTAL'), 'TOTAL')).toEqual({ field: 'TOTAL', direction: 'ASC' });
    // Clicking Date while sorted by date descending toggles it to ascending.
    expect(nextOrderSort(DEFAULT_ORDER_SORT, 'DATE')).toEqual({ field: 'DATE', direction: 'ASC' });
  });

  it('reads the sort kept in the URL', () => {
    expect(parseOrderSort('total', 'desc')).toEqual({ field: 'TOTAL', direction: 'DESC' });
    expect(parseOrderSort('status', null)).toEqual({ field: 'STATUS', direction: 'ASC' });
  });
});
