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

const PAGE_TYPES = graphql(`
  query NullabilityPageTypes {
    __schema {
      types {
        name
        fields {
          name
          type {
            kind
            ofType {
              name
            }
          }
        }
      }
    }
  }
`);
const ADMIN_OFFSET_PAGES = graphql(`
  query NullabilityAdminOffsetPages {
    taxDocuments(offset: 5, limit: 1) {
      totalCount
      pageInfo {
        hasNextPage
        hasPreviousPage
        endCursor
      }
    }
    reviews(limit: 1) {
      totalCount
      pageInfo {
        hasNextPage
        hasPreviousPage
      }
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

describe('pages of a list', () => {
  it('all have one shape: items, pageInfo and totalCount, never null', async () => {
    const result = await shop.client().gql(PAGE_TYPES);
    const pages = (result.data?.__schema.types ?? []).filter((type) => type.name?.endsWith('Page') && type.name !== 'PageInfo');
    expect(pages.length).toBeGreaterThanOrEqual(8);
    for (const page of pages) {
      const field = (name: string) => page.fields?.find((candidate) => candidate.name === name)?.type;
      expect({ page: page.name, items: field('items')?.kind, pageInfo: field('pageInfo'), totalCount: field('totalCount') }).toEqual({
        page: page.name,
        items: 'NON_NULL',
        pageInfo: { kind: 'NON_NULL', ofType: { name: 'PageInfo' } },
        totalCount: { kind: 'NON_NULL', ofType: { name: 'Int' } },
      });
    }
  });

  it("places the owner's tax documents and reviews among their pages", async () => {
    const admin = shop.client();
    await admin.loginAsAdmin();
    const result = await admin.gql(ADMIN_OFFSET_PAGES);
    expect(result.errors).toBeUndefined();
    expect(result.data?.taxDocuments.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true, endCursor: null });
    const reviews = result.data!.reviews;
    expect(reviews.pageInfo).toEqual({ hasNextPage: reviews.totalCount > 1, hasPreviousPage: false });
  });
});
