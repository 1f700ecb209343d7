import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createCache } from './apollo-client';

const TablePage = gql`
  query TablePage($offset: Int!, $limit: Int!) {
    products(sort: NEWEST, offset: $offset, limit: $limit) {
      totalCount
      items {
        id
      }
    }
  }
`;

const Listing = gql`
  query Listing($offset: Int!, $limit: Int!) {
    listing: products(sort: NEWEST, offset: $offset, limit: $limit) {
      totalCount
      items {
        id
      }
    }
  }
`;

function page(from: number, count: number) {
  return {
    __typename: 'ProductPage',
    totalCount: 45,
    items: Array.from({ length: count }, (_, index) => ({ __typename: 'Product', id: `p-${from + index}` })),
  };
}

describe('products cache policy', () => {
  it('keeps each page of a table apart: page 2 shows its own 20 rows, not 40', () => {
    const cache = createCache();
    cache.writeQuery({ query: TablePage, variables: { offset: 0, limit: 20 }, data: { products: page(0, 20) } });
    cache.writeQuery({ query: TablePage, variables: { offset: 20, limit: 20 }, data: { products: page(20, 20) } });
    const second = cache.readQuery<{ products: ReturnType<typeof page> }>({ query: TablePage, variables: { offset: 20, limit: 20 } });
    expect(second?.products.items.map((item) => item.id)).toEqual(page(20, 20).items.map((item) => item.id));
    const first = cache.readQuery<{ products: ReturnType<typeof page> }>({ query: TablePage, variables: { offset: 0, limit: 20 } });
    expect(first?.products.items).toHaveLength(20);
    expect(first?.products.items[0].id).toBe('p-0');
  });

  it('appends "Show more" pages of the storefront listing into one list', () => {
    const cache = createCache();
    cache.writeQuery({ query: Listing, variables: { offset: 0, limit: 24 }, data: { listing: page(0, 24) } });
    cache.writeQuery({ query: Listing, variables: { offset: 24, limit: 24 }, data: { listing: page(24, 21) } });
    const shown = cache.readQuery<{ listing: ReturnType<typeof page> }>({ query: Listing, variables: { offset: 0, limit: 24 } });
    expect(shown?.listing.items).toHaveLength(45);
    expect(shown?.listing.items[44].id).toBe('p-44');
  });
});
