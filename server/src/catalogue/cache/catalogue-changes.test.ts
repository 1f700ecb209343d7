import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CatalogueChanges, STOCK_LAG_MS } from './catalogue-changes.js';

describe('CatalogueChanges', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('makes every copy stale at once when a price or a name changes, however often', () => {
    const changes = new CatalogueChanges();
    const heard = vi.fn();
    changes.onChange(heard);
    changes.changed();
    changes.changed();
    expect(changes.generation).toBe(2);
    expect(heard).toHaveBeenCalledTimes(2);
    expect(heard).toHaveBeenLastCalledWith('any');
  });

  it('tells a stock-only change apart, so kept answers may be served while one request recomputes', () => {
    const changes = new CatalogueChanges();
    const heard = vi.fn();
    changes.onChange(heard);
    changes.stockChanged();
    expect(heard).toHaveBeenLastCalledWith('stock');
    changes.stockChanged();
    changes.changed();
    expect(heard).toHaveBeenLastCalledWith('any');
    vi.advanceTimersByTime(STOCK_LAG_MS * 2);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('shows an order in a quiet shop at once, and under a stream of orders at most a second late', () => {
    const changes = new CatalogueChanges();
    changes.stockChanged();
    expect(changes.generation).toBe(1);

    // Twenty orders in the next second: one more change, a second after the first.
    for (let order = 0; order < 20; order += 1) {
      vi.advanceTimersByTime(STOCK_LAG_MS / 20 - 1);
      changes.stockChanged();
    }
    expect(changes.generation).toBe(1);
    vi.advanceTimersByTime(STOCK_LAG_MS - (STOCK_LAG_MS / 20 - 1) * 20);
    expect(changes.generation).toBe(2);
  });

  it('applies waiting stock with any other change, not again after it', () => {
    const changes = new CatalogueChanges();
    changes.changed();
    changes.stockChanged();
    expect(changes.generation).toBe(1);
    changes.changed();
    expect(changes.generation).toBe(2);
    vi.advanceTimersByTime(STOCK_LAG_MS * 2);
    expect(changes.generation).toBe(2);
  });
});
