import type { DataSource } from 'typeorm';
import { indianState, SHIPPING_FIELDS, validateShipping, type ShippingField } from '@common/shipping-form.js';
import type { Env } from '../config/env.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import { invalidInput, notFound } from '../kernel/errors.js';
import type { RequestContext } from '../kernel/request-context.js';
import type { AccountService } from './account.service.js';

/** A delivery address a shopper keeps to fill checkout with; the e-mail is the account's own. */
export interface SavedAddressRecord {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

const ADDRESS_FIELDS = SHIPPING_FIELDS.filter((field) => field !== 'email');
/** Enough for home, work and family; more is a sign of scripting, not shopping. */
export const MAX_SAVED_ADDRESSES = 10;

const COLUMNS = `id, first_name AS "firstName", last_name AS "lastName", phone, address, city, state,
                 postal_code AS "postalCode", country`;

/** A signed-in shopper's saved addresses, checked by the checkout form's own rules. */
export class AddressBookService {
  private readonly dataSource: DataSource;
  private readonly env: Env;

  constructor(
    deps: ShopServiceDeps,
    private readonly accounts: AccountService,
  ) {
    this.dataSource = deps.dataSource;
    this.env = deps.env;
  }

  list(userId: string): Promise<SavedAddressRecord[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM saved_addresses WHERE user_id = $1 ORDER BY created_at, id`, [userId]);
  }

  async save(ctx: RequestContext, input: Partial<Record<ShippingField, unknown>>): Promise<SavedAddressRecord> {
    const user = await this.accounts.signedInShopper(ctx);
    const errors = validateShipping({ ...input, email: user.email }, { countries: this.env.SHIPPING_COUNTRIES });
    const field = ADDRESS_FIELDS.find((name) => errors[name]);
    if (field) throw invalidInput(errors[field]!, { field });
    const value = (name: ShippingField) => String(input[name]).trim();
    const state = value('country') === 'India' ? (indianState(value('state')) ?? value('state')) : value('state');
    return this.dataSource.transaction(async (manager) => {
      // Counted under the account's row lock, so two saves at once cannot pass the limit together.
      await manager.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [user.id]);
      const [{ count }]: Array<{ count: number }> = await manager.query(
        `SELECT count(*)::int AS count FROM saved_addresses WHERE user_id = $1`,
        [user.id],
      );
      if (count >= MAX_SAVED_ADDRESSES) throw invalidInput(`You can keep at most ${MAX_SAVED_ADDRESSES} addresses; delete one first`);
      const [saved]: SavedAddressRecord[] = await manager.query(
        `INSERT INTO saved_addresses (user_id, first_name, last_name, phone, address, city, state, postal_code, country)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
        [
          user.id,
          value('firstName'),
          value('lastName'),
          value('phone'),
          value('address'),
          value('city'),
          state,
          value('postalCode'),
          value('country'),
        ],
      );
      return saved;
    });
  }

  async remove(ctx: RequestContext, id: string): Promise<string> {
    const user = await this.accounts.signedInShopper(ctx);
    const rows: unknown[] = /^[0-9a-f-]{36}$/i.test(id)
      ? await this.dataSource.query(
          `WITH removed AS (DELETE FROM saved_addresses WHERE id = $1 AND user_id = $2 RETURNING id) SELECT id FROM removed`,
          [id, user.id],
        )
      : [];
    if (!rows.length) throw notFound('No such saved address');
    return id;
  }
}
