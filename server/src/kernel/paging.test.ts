import { describe, expect, it } from 'vitest';
import { ShopError } from './errors.js';
import { checkPage, containsPattern, searchText } from './paging.js';

describe('checkPage', () => {
  it('uses the default size when none is asked for', () => {
    expect(checkPage(undefined, undefined, 24)).toEqual({ offset: 0, limit: 24 });
  });

  it('clamps a page larger than 100 instead of refusing it', () => {
    expect(checkPage(10, 5000, 24)).toEqual({ offset: 10, limit: 100 });
  });

  it.each([
    [-1, 10],
    [0, 0],
    [0, -5],
  ])('refuses offset %i / limit %i as bad input', (offset, limit) => {
    expect(() => checkPage(offset, limit, 24)).toThrow(ShopError);
    try {
      checkPage(offset, limit, 24);
    } catch (error) {
      expect((error as ShopError).code).toBe('VALIDATION');
    }
  });
});

describe('search text', () => {
  it('treats blank text as no search', () => {
    expect(searchText('   ')).toBeNull();
    expect(searchText(null)).toBeNull();
    expect(searchText('  Neem ')).toBe('Neem');
  });

  it('takes the shopper’s % and _ literally', () => {
    expect(containsPattern('100%_Pure')).toBe('%100\\%\\_pure%');
    expect(containsPattern('a\\b')).toBe('%a\\\\b%');
  });

  it('refuses absurdly long text', () => {
    expect(() => searchText('x'.repeat(201))).toThrow('The search text is too long');
  });
});
