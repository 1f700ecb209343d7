/**
 * Tells whoever keeps copies of catalogue reads that products (or their stock) changed.
 *
 * The generation only ever grows. A reader notes it before asking the database and may keep what
 * it read only if the generation is still the same afterwards: a read that overlapped a change can
 * then never be kept, whichever of the two finished first.
 */
export class CatalogueChanges {
  private current = 0;
  private readonly listeners = new Set<() => void>();

  get generation(): number {
    return this.current;
  }

  /** Products changed: every copy made before now is stale. */
  changed(): void {
    this.current += 1;
    for (const listener of this.listeners) listener();
  }

  /** Calls `listener` after every change; returns the unsubscribe function. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
