/**
 * Tells whoever keeps copies of catalogue reads that products (or their stock) changed.
 *
 * The generation only ever grows. A reader notes it before asking the database and may keep what
 * it read only if nothing it depends on changed since (`changedSince`): a read that overlapped a
 * change can then never be kept, whichever of the two finished first.
 *
 * Two kinds of change. Most are an order taking or giving back stock: only the stock
 * (and updated time) of a few products moved, and the change says what their stock is now
 * (`stockOf`), so a copy can show the new stock without being read again. Anything else (a
 * price, a name, a new or deleted product, a lost feed) may move any listing, and every copy made
 * before it is stale.
 */
export interface CatalogueChange {
  /**
   * Orders changes (the catalogue-stock-values migration's sequence): of two stock changes to
   * one product the larger `seq` is the later, whichever is heard first.
   */
  seq?: number;
  /** When only stock (and updated times) changed: each product's stock now. */
  stock?: ReadonlyMap<string, number>;
}

export class CatalogueChanges {
  private current = 0;
  /** Generation of the last change that may have moved anything. */
  private lastFull = 0;
  /** Generation of the last stock change of any product. */
  private lastStock = 0;
  /** Generation of each product's last stock change since the last full change. */
  private readonly stockChangedAt = new Map<string, number>();
  /** Each product's stock as last announced since the last full change, with its `seq`. */
  private readonly latestStock = new Map<string, { seq: number; stock: number }>();
  /** Stock changes numbered at or below this are older than the last full change: ignored. */
  private floorSeq = 0;
  private highestSeq = 0;
  private stockGeneration = 0;
  private readonly listeners = new Set<(stockOf: readonly string[] | null) => void>();

  get generation(): number {
    return this.current;
  }

  /** Moves whenever `stockOf` may answer differently for some product. */
  get stockVersion(): number {
    return this.stockGeneration;
  }

  /**
   * Products changed: with `change.stock`, only the stock and updated time of those products;
   * without, anything, and every copy made before now is stale.
   */
  changed(change: CatalogueChange = {}): void {
    const { seq, stock } = change;
    if (seq !== undefined && seq > this.highestSeq) this.highestSeq = seq;
    if (stock && seq !== undefined) {
      if (seq <= this.floorSeq) return;
      const moved: string[] = [];
      for (const [id, value] of stock) {
        const known = this.latestStock.get(id);
        if (known && known.seq >= seq) continue;
        this.latestStock.set(id, { seq, stock: value });
        moved.push(id);
      }
      // Heard before (every write reaches us on two connections), or older than what we know.
      if (moved.length === 0) return;
      this.current += 1;
      this.stockGeneration += 1;
      this.lastStock = this.current;
      for (const id of moved) this.stockChangedAt.set(id, this.current);
      for (const listener of this.listeners) listener(moved);
      return;
    }
    this.current += 1;
    this.stockGeneration += 1;
    this.lastFull = this.current;
    this.lastStock = this.current;
    // A full change without a number (a lost feed, an older trigger) is at least as late as
    // anything heard so far.
    this.floorSeq = Math.max(this.floorSeq, seq ?? this.highestSeq);
    // Any mark older than this change is stale anyway; newer marks only need newer stock changes.
    this.stockChangedAt.clear();
    this.latestStock.clear();
    for (const listener of this.listeners) listener(null);
  }

  /**
   * The product's stock as last announced since the last full change, else undefined (then what
   * was read since that change is current).
   */
  stockOf(id: string): number | undefined {
    return this.latestStock.get(id)?.stock;
  }

  /**
   * Whether a copy read at generation `mark` may be stale: after any full change; after a stock
   * change of one of `products` when it shows stock (`products` null: it may show any product),
   * unless it shows stock only where `stockOf` can write it in (`stockFollows`).
   */
  changedSince(mark: number, shows: { products: ReadonlySet<string> | null; stock: boolean; stockFollows?: boolean }): boolean {
    if (this.lastFull > mark) return true;
    if (!shows.stock || shows.stockFollows || this.lastStock <= mark) return false;
    if (shows.products === null) return true;
    for (const id of shows.products) if ((this.stockChangedAt.get(id) ?? 0) > mark) return true;
    return false;
  }

  /** Calls `listener` after every change with the products whose stock alone changed, or null for any change; returns the unsubscribe function. */
  onChange(listener: (stockOf: readonly string[] | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
