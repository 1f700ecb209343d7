import type { DataSource, EntityManager } from 'typeorm';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import type { RequestContext } from '../kernel/request-context.js';
import type { AccountService } from './account.service.js';

export interface MarketingConsent {
  consented: boolean;
  /** When it was given; null when never given or withdrawn. */
  consentedAt: Date | null;
  withdrawnAt: Date | null;
}

/**
 * What India's data protection law gives a signed-in shopper over their personal data: a separate
 * consent to marketing e-mails (off until ticked, recorded with its time, withdrawn by one click
 * from any such e-mail), a copy of their data as JSON, and erasure of their account (decision 63):
 * their personal data removed or anonymised wherever the owner or anyone else could see it, except
 * the tax documents issued to them, which the GST law makes the shop keep as issued.
 */
export class PersonalDataService {
  private readonly dataSource: DataSource;

  constructor(
    deps: Pick<ShopServiceDeps, 'dataSource' | 'publicUrl'>,
    private readonly accounts: AccountService,
  ) {
    this.dataSource = deps.dataSource;
  }

  async marketingConsent(ctx: RequestContext): Promise<MarketingConsent> {
    const user = await this.accounts.signedInShopper(ctx);
    return this.readConsent(user.id);
  }

  /** Gives (with the time) or withdraws the consent; only the shopper themself may. */
  async setMarketingConsent(ctx: RequestContext, consent: boolean): Promise<MarketingConsent> {
    const user = await this.accounts.signedInShopper(ctx);
    await this.dataSource.query(
      consent
        ? `UPDATE users SET marketing_consent_at = now(), marketing_withdrawn_at = NULL WHERE id = $1 AND marketing_consent_at IS NULL`
        : `UPDATE users SET marketing_consent_at = NULL, marketing_withdrawn_at = now() WHERE id = $1 AND marketing_consent_at IS NOT NULL`,
      [user.id],
    );
    return this.readConsent(user.id);
  }

  /**
   * The one-click unsubscribe: withdraws the consent of the account the token belongs to. True
   * for any well-formed token (an unknown one, or one already withdrawn, changes nothing), so the
   * link tells nobody whether an address has an account.
   */
  async unsubscribe(token: string): Promise<boolean> {
    if (!/^[0-9a-f-]{36}$/i.test(token)) return false;
    await this.dataSource.query(
      `UPDATE users SET marketing_consent_at = NULL, marketing_withdrawn_at = now() WHERE marketing_token = $1 AND marketing_consent_at IS NOT NULL`,
      [token],
    );
    return true;
  }

  /** The link a marketing e-mail to this account carries (and its List-Unsubscribe header). */
  async unsubscribeUrl(manager: EntityManager, userId: string, publicUrl: string): Promise<string> {
    const [row] = await manager.query<Array<{ marketing_token: string }>>(`SELECT marketing_token FROM users WHERE id = $1`, [userId]);
    return `${publicUrl.replace(/\/+$/, '')}/api/marketing/unsubscribe?token=${row.marketing_token}`;
  }

  /** Everything the shop holds about the signed-in shopper, as one JSON document they can keep. */
  async export(ctx: RequestContext): Promise<Record<string, unknown>> {
    const user = await this.accounts.signedInShopper(ctx);
    const manager = this.dataSource.manager;
    const consent = await this.readConsent(user.id);
    const addresses = await manager.query<unknown[]>(
      `SELECT first_name, last_name, phone, address, address_line2, city, state, postal_code, country, created_at
         FROM saved_addresses WHERE user_id = $1 ORDER BY created_at`,
      [user.id],
    );
    // Orders count only once the address is proved theirs, as My orders does.
    const orders = user.emailConfirmedAt
      ? await manager.query<unknown[]>(
          `SELECT o.order_number, o.created_at, o.status, o.payment_status, o.payment_method,
                  o.first_name, o.last_name, o.email, o.phone, o.street, o.city, o.state, o.postal_code, o.country,
                  o.total_paise,
                  (SELECT coalesce(jsonb_agg(jsonb_build_object('product', l.name, 'size', l.size, 'quantity', l.quantity, 'unitPricePaise', l.unit_price_paise) ORDER BY l.id), '[]')
                     FROM order_lines l WHERE l.order_id = o.id) AS lines
             FROM orders o WHERE lower(o.email) = $1 ORDER BY o.created_at`,
          [user.email],
        )
      : [];
    const reviews = user.emailConfirmedAt
      ? await manager.query<unknown[]>(
          `SELECT r.product_id, r.rating, r.title, r.body, r.status, r.created_at FROM reviews r
             JOIN orders o ON o.id = r.order_id WHERE lower(o.email) = $1 ORDER BY r.created_at`,
          [user.email],
        )
      : [];
    const messages = user.emailConfirmedAt
      ? await manager.query<unknown[]>(
          `SELECT ticket_number, name, message, created_at FROM contact_messages WHERE lower(email) = $1 ORDER BY created_at`,
          [user.email],
        )
      : [];
    return {
      exportedAt: new Date().toISOString(),
      account: { name: user.name, email: user.email, createdAt: user.createdAt, emailConfirmedAt: user.emailConfirmedAt },
      marketingConsent: consent,
      savedAddresses: addresses,
      orders,
      reviews,
      contactMessages: messages,
    };
  }

  private async readConsent(userId: string): Promise<MarketingConsent> {
    const [row] = await this.dataSource.query<Array<{ marketing_consent_at: Date | null; marketing_withdrawn_at: Date | null }>>(
      `SELECT marketing_consent_at, marketing_withdrawn_at FROM users WHERE id = $1`,
      [userId],
    );
    return {
      consented: row?.marketing_consent_at != null,
      consentedAt: row?.marketing_consent_at ?? null,
      withdrawnAt: row?.marketing_withdrawn_at ?? null,
    };
  }
}
