/**
 * Longest a listing's stock figures may lag an order: stock-only changes (every order, twenty a
 * second in a busy shop) are applied at most this often, so the storefront's listing is read
 * again about once a second rather than once per order. The order itself is never at risk: it is
 * refused, with the stock left, when stock ran out.
 */
export const STOCK_LAG_MS = 1_000;

/** What a change may have touched: anything, or only stock figures (which may lag STOCK_LAG_MS). */
export type CatalogueChangeKind = 'any' | 'stock';

/**
 * The catalogue's change generation: whoever keeps copies of catalogue reads notes it before
 * reading and keeps or serves a copy only while it has not moved. It only ever grows.
 */
export class CatalogueChanges {
  private current = 0;
  private appliedAt = 0;
  private pendingStock: NodeJS.Timeout | null = null;
  private readonly listeners = new Set<(kind: CatalogueChangeKind) => void>();

  get generation(): number {
    return this.current;
  }

  /** Anything may have changed (a price, a name, a product added or removed): every copy is stale now. */
  changed(): void {
    this.apply('any');
  }

  /** Only stock changed: applied now if nothing was within the last STOCK_LAG_MS, else when that time is up. */
  stockChanged(): void {
    if (this.pendingStock) return;
    const wait = this.appliedAt + STOCK_LAG_MS - Date.now();
    if (wait <= 0) return this.apply('stock');
    this.pendingStock = setTimeout(() => this.apply('stock'), wait);
    this.pendingStock.unref();
  }

  /** Calls `listener` after every change applied, with what it may have touched; returns the unsubscribe function. */
  onChange(listener: (kind: CatalogueChangeKind) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private apply(kind: CatalogueChangeKind): void {
    if (this.pendingStock) clearTimeout(this.pendingStock);
    this.pendingStock = null;
    this.current += 1;
    this.appliedAt = Date.now();
    for (const listener of this.listeners) listener(kind);
  }
}
