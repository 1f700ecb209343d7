import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../support/gql/gql.js';
import { startTestShop, type TestShop } from '../support/test-shop.js';

const CATEGORIES_AND_DASHBOARD = graphql(`
  query NullabilityCategoriesAndDashboard {
    categories {
      id
      productCount
    }
    dashboard {
      orderCount
    }
  }
`);
const PUBLIC_AND_ADMIN_ROOTS = graphql(`
  query NullabilityPublicAndAdminRoots {
    products(limit: 1) {
      totalCount
    }
    orders {
      totalCount
    }
    customers {
      totalCount
    }
  }
`);
const UNKNOWN_IDS = graphql(`
  query NullabilityUnknownIds {
    product(id: "no-such-product") {
      id
    }
    order(id: "00000000-0000-4000-8000-000000000000") {
      id
    }
    malformed: order(id: "not-a-uuid") {
      id
    }
  }
`);

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(async () => {
  await shop?.close();
});

describe('a permission failure on one field leaves the others alone', () => {
  it('answers an anonymous { categories dashboard } with the categories, a null dashboard and one error', async () => {
    const result = await shop.client().gql(CATEGORIES_AND_DASHBOARD);
    expect(result.status).toBe(200);
    expect(result.data?.categories.length).toBeGreaterThan(0);
    expect(result.data?.dashboard).toBeNull();
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('nulls each admin-only root field on its own for a signed-out caller', async () => {
    const result = await shop.client().gql(PUBLIC_AND_ADMIN_ROOTS);
    expect(result.data?.products.totalCount).toBeGreaterThan(0);
    expect(result.data?.orders).toBeNull();
    expect(result.data?.customers).toBeNull();
    expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED']);
  });

  it('returns null, without an error, for an unknown product or order id', async () => {
    const result = await shop.client().gql(UNKNOWN_IDS);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ product: null, order: null, malformed: null });
  });
});
