import { describe, expect, it } from 'vitest';
import { mergeResolvers } from './index.js';

describe('mergeResolvers', () => {
  it('merges maps field by field and refuses a field resolved twice', () => {
    const me = () => null;
    const products = () => ({
      items: [],
      totalCount: 0,
      totalCountCapped: false,
      pageInfo: { hasNextPage: false, hasPreviousPage: false, endCursor: null },
    });
    const merged = mergeResolvers({ Query: { me } }, { Query: { products } });
    expect(merged.Query).toEqual({ me, products });
    expect(() => mergeResolvers({ Query: { me } }, { Query: { me } })).toThrow('Query.me is resolved twice');
  });
});
