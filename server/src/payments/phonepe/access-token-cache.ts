/** An access token as its issuer gave it: the value and when it stops working. */
export interface IssuedToken {
  value: string;
  expiresAtMs: number;
}

/** Refresh the token this long before it expires, so no request carries a dying one. */
const DEFAULT_REFRESH_MARGIN_MS = 60_000;

/**
 * Holds one OAuth access token and asks the issuer for a new one only when it is about to
 * expire (or a caller found it stale). Concurrent callers share one request for it.
 */
export class AccessTokenCache {
  private token: { value: string; refreshAt: number } | null = null;
  private request: Promise<string> | null = null;

  constructor(
    private readonly issue: () => Promise<IssuedToken>,
    private readonly refreshMarginMs = DEFAULT_REFRESH_MARGIN_MS,
  ) {}

  async get(): Promise<string> {
    if (this.token && Date.now() < this.token.refreshAt) return this.token.value;
    this.request ??= this.refresh().finally(() => {
      this.request = null;
    });
    return this.request;
  }

  /** The issuer refused the token we hold (e.g. a 401): the next get() fetches a new one. */
  invalidate(): void {
    this.token = null;
  }

  private async refresh(): Promise<string> {
    const issued = await this.issue();
    // A token that lives less than the margin is still used once rather than refetched forever.
    const refreshAt = Math.max(Date.now() + 1_000, issued.expiresAtMs - this.refreshMarginMs);
    this.token = { value: issued.value, refreshAt };
    return issued.value;
  }
}
