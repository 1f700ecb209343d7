import { describe, expect, it } from 'vitest';
import {
  activeFilterChips,
  cleared,
  listingHref,
  readListingState,
  toProductFilter,
  toProductSort,
  withCategory,
  withConcern,
  withPriceRange,
  withSearch,
  withSort,
  withTypeToggled,
} from './listing-params';

const read = (category: string | undefined, query: string) => readListingState(category, new URLSearchParams(query));

describe('listing filters in the URL', () => {
  it('reads the category from the path and the rest from the query', () => {
    const state = read('hair', 'search=%20amla%20&type=oil&min=100&max=300&sort=price-low-high');
    expect(state).toEqual({ category: 'hair', search: 'amla', type: 'oil', concern: null, min: 100, max: 300, sort: 'price-low-high' });
    expect(toProductFilter(state)).toEqual({ category: 'hair', subcategory: 'oil', search: 'amla', minPrice: 100, maxPrice: 300 });
    expect(toProductSort(state)).toBe('PRICE_LOW_HIGH');
  });

  it('ignores an unknown sort and a reversed price range typed into the URL', () => {
    const state = read(undefined, 'sort=cheapest&min=500&max=100');
    expect(state.sort).toBeNull();
    expect(state.min).toBeNull();
    expect(state.max).toBeNull();
  });

  it('choosing a category clears the product type', () => {
    const next = withCategory(read('hair', 'type=oil&search=neem'), 'skin');
    expect(listingHref(next)).toBe('/products/skin?search=neem');
    expect(listingHref(withCategory(read('skin', 'type=soap'), null))).toBe('/products');
  });

  it('choosing a type replaces another; choosing it again clears it', () => {
    const withOil = withTypeToggled(read('hair', ''), 'oil');
    expect(withOil.type).toBe('oil');
    expect(withTypeToggled(withOil, 'shampoo').type).toBe('shampoo');
    expect(withTypeToggled(withOil, 'oil').type).toBeNull();
    expect(listingHref(withTypeToggled(read(undefined, ''), 'face wash'))).toBe('/products?type=face+wash');
  });

  it('applies the price range by the shared rule: empty min 0, empty max 1000, min not above max', () => {
    const state = read(undefined, '');
    expect(withPriceRange(state, '', '')).toMatchObject({ min: 0, max: 1000 });
    expect(withPriceRange(state, '150', '')).toMatchObject({ min: 150, max: 1000 });
    expect(withPriceRange(state, '', '300')).toMatchObject({ min: 0, max: 300 });
    expect(withPriceRange(state, '400', '200')).toBeNull();
    expect(withPriceRange(state, 'abc', '200')).toBeNull();
    expect(listingHref(withPriceRange(state, '100', '250')!)).toBe('/products?min=100&max=250');
  });

  it('search is trimmed, sort is kept, and reset clears everything', () => {
    const state = withSort(withSearch(read('hair', ''), '  amla  '), 'popular');
    expect(listingHref(state)).toBe('/products/hair?search=amla&sort=popular');
    expect(listingHref(cleared())).toBe('/products');
  });

  it('lists the active filters as chips that each remove one filter', () => {
    const state = read('hair', 'type=oil&min=100&max=300&search=amla');
    const chips = activeFilterChips(state);
    expect(chips.map((chip) => chip.label)).toEqual(['Hair Care', 'Oil', '₹100.00 – ₹300.00', '“amla”']);
    expect(listingHref(chips[1].without)).toBe('/products/hair?search=amla&min=100&max=300');
    expect(listingHref(chips[0].without)).toBe('/products?search=amla&min=100&max=300');
  });

  it('keeps one concern in the URL, ignores one the shop does not have, and drops it for a category without it', () => {
    const state = read('hair', 'concern=Dandruff&search=oil');
    expect(state.concern).toBe('dandruff');
    expect(toProductFilter(state)).toEqual({ category: 'hair', concern: 'dandruff', search: 'oil' });
    expect(listingHref(state)).toBe('/products/hair?search=oil&concern=dandruff');
    expect(read(undefined, 'concern=baldness').concern).toBeNull();
    expect(withConcern(state, null).concern).toBeNull();
    expect(withConcern(state, 'hair-fall').concern).toBe('hair-fall');
    expect(withCategory(state, 'skin').concern).toBeNull();
    expect(withCategory(state, null).concern).toBe('dandruff');
    const chips = activeFilterChips(state);
    expect(chips.map((chip) => chip.label)).toEqual(['Hair Care', 'Dandruff', '“oil”']);
    expect(listingHref(chips[1].without)).toBe('/products/hair?search=oil');
  });
});
