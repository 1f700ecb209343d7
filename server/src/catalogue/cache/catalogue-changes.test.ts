import { describe, expect, it } from 'vitest';
import { CatalogueChanges } from './catalogue-changes.js';

const stock = (entries: Record<string, number>) => new Map(Object.entries(entries));

describe('catalogue changes', () => {
  it('knows each product’s stock as last announced, the later change winning whichever is heard first', () => {
    const changes = new CatalogueChanges();
    changes.changed({ seq: 5, stock: stock({ 'hair-oil-1': 9 }) });
    expect(changes.stockOf('hair-oil-1')).toBe(9);
    // Heard on another connection after a later one: an older stock never overwrites a newer.
    changes.changed({ seq: 7, stock: stock({ 'hair-oil-1': 7 }) });
    changes.changed({ seq: 6, stock: stock({ 'hair-oil-1': 8, 'neem-soap-1': 3 }) });
    expect(changes.stockOf('hair-oil-1')).toBe(7);
    expect(changes.stockOf('neem-soap-1')).toBe(3);
    expect(changes.stockOf('face-wash-1')).toBeUndefined();
  });

  it('forgets stock at a change to anything, and ignores stock changes older than it', () => {
    const changes = new CatalogueChanges();
    changes.changed({ seq: 3, stock: stock({ 'hair-oil-1': 9 }) });
    const version = changes.stockVersion;
    changes.changed({ seq: 10 });
    expect(changes.stockVersion).toBeGreaterThan(version);
    expect(changes.stockOf('hair-oil-1')).toBeUndefined();
    // Committed before the change to anything, heard after it: what was read since is newer.
    changes.changed({ seq: 9, stock: stock({ 'hair-oil-1': 4 }) });
    expect(changes.stockOf('hair-oil-1')).toBeUndefined();
    changes.changed({ seq: 11, stock: stock({ 'hair-oil-1': 2 }) });
    expect(changes.stockOf('hair-oil-1')).toBe(2);
    // A lost feed (no number) is later than anything heard so far.
    changes.changed();
    changes.changed({ seq: 11, stock: stock({ 'hair-oil-1': 2 }) });
    expect(changes.stockOf('hair-oil-1')).toBeUndefined();
  });

  it('tells listeners once per change, not again for the same change heard twice', () => {
    const changes = new CatalogueChanges();
    const heard: Array<readonly string[] | null> = [];
    changes.onChange((stockOf) => heard.push(stockOf));
    changes.changed({ seq: 1, stock: stock({ 'hair-oil-1': 9 }) });
    changes.changed({ seq: 1, stock: stock({ 'hair-oil-1': 9 }) });
    changes.changed({ seq: 2 });
    expect(heard).toEqual([['hair-oil-1'], null]);
  });

  it('lets a copy whose stock follows changes outlive stock changes, never a change to anything', () => {
    const changes = new CatalogueChanges();
    const mark = changes.generation;
    const follows = { products: new Set(['hair-oil-1']), stock: true, stockFollows: true };
    const fixed = { ...follows, stockFollows: false };
    changes.changed({ seq: 1, stock: stock({ 'hair-oil-1': 9 }) });
    expect(changes.changedSince(mark, follows)).toBe(false);
    expect(changes.changedSince(mark, fixed)).toBe(true);
    changes.changed({ seq: 2 });
    expect(changes.changedSince(mark, follows)).toBe(true);
  });
});
