import type { OrderSortField, SortDirection } from '@/gql/graphql';

export interface OrderSortState {
  field: OrderSortField;
  direction: SortDirection;
}

/** Newest orders first (docs/storefront.md, Order statuses). */
export const DEFAULT_ORDER_SORT: OrderSortState = { field: 'DATE', direction: 'DESC' };

/**
 * A click on a column header: a new column starts ascending, the same column toggles.
 */
export function nextOrderSort(current: OrderSortState, clicked: OrderSortField): OrderSortState {
  if (current.field !== clicked) return { field: clicked, direction: 'ASC' };
  return { field: clicked, direction: current.direction === 'ASC' ? 'DESC' : 'ASC' };
}

const FIELDS: readonly OrderSortField[] = ['ID', 'DATE', 'CUSTOMER', 'ITEMS', 'TOTAL', 'STATUS'];

/** Reads the sort kept in the URL (?sort=total&dir=asc), falling back to the default. */
export function parseOrderSort(field: string | null, direction: string | null): OrderSortState {
  const upper = field?.toUpperCase() as OrderSortField | undefined;
  if (!upper || !FIELDS.includes(upper)) return DEFAULT_ORDER_SORT;
  return { field: upper, direction: direction?.toUpperCase() === 'DESC' ? 'DESC' : 'ASC' };
}
