import type { DataSource } from 'typeorm';
import {
  MAX_SAVED_ADDRESSES,
  normaliseSavedAddress,
  SAVED_ADDRESS_FIELDS,
  validateSavedAddress,
  type SavedAddressDetails,
  type SavedAddressField,
} from '@common/saved-address.js';
import type { Env } from '../config/env.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import { invalidInput, notFound } from '../kernel/errors.js';
import type { RequestContext } from '../kernel/request-context.js';
import type { AccountService } from './account.service.js';

/** A delivery address a shopper keeps to fill checkout with; the e-mail is the account's own. */
export interface SavedAddressRecord extends SavedAddressDetails {
  id: string;
}

const COLUMNS = `id, first_name AS "firstName", last_name AS "lastName", phone, address, address_line2 AS "addressLine2",
                 city, state, postal_code AS "postalCode", country`;
const UUID = /^[0-9a-f-]{36}$/i;

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

  /** Keeps a new address, or with `id` replaces that one of the shopper's saved addresses. */
  async save(ctx: RequestContext, input: Partial<Record<SavedAddressField, unknown>>, id?: string | null): Promise<SavedAddressRecord> {
    const user = await this.accounts.signedInShopper(ctx);
    const errors = validateSavedAddress(input, { countries: this.env.SHIPPING_COUNTRIES });
    const field = SAVED_ADDRESS_FIELDS.find((name) => errors[name]);
    if (field) throw invalidInput(errors[field]!, { field });
    // In the columns' order: first_name, last_name, phone, address, address_line2, city, state, postal_code, country.
    const address = normaliseSavedAddress(input);
    const values = SAVED_ADDRESS_FIELDS.map((name) => address[name]);
    if (id != null) {
      const rows: SavedAddressRecord[] = UUID.test(id)
        ? await this.dataSource.query(
            `WITH changed AS (
               UPDATE saved_addresses SET first_name = $3, last_name = $4, phone = $5, address = $6, address_line2 = $7,
                      city = $8, state = $9, postal_code = $10, country = $11
                WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}
             ) SELECT * FROM changed`,
            [id, user.id, ...values],
          )
        : [];
      if (!rows[0]) throw notFound('No such saved address');
      return rows[0];
    }
    return this.dataSource.transaction(async (manager) => {
      // Counted under the account's row lock, so two saves at once cannot pass the limit together.
      await manager.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [user.id]);
      const [{ count }]: Array<{ count: number }> = await manager.query(
        `SELECT count(*)::int AS count FROM saved_addresses WHERE user_id = $1`,
        [user.id],
      );
      if (count >= MAX_SAVED_ADDRESSES) throw invalidInput(`You can keep at most ${MAX_SAVED_ADDRESSES} addresses; delete one first`);
      const [saved]: SavedAddressRecord[] = await manager.query(
        `INSERT INTO saved_addresses (user_id, first_name, last_name, phone, address, address_line2, city, state, postal_code, country)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
        [user.id, ...values],
      );
      return saved;
    });
  }

  async remove(ctx: RequestContext, id: string): Promise<string> {
    const user = await this.accounts.signedInShopper(ctx);
    const rows: unknown[] = UUID.test(id)
      ? await this.dataSource.query(
          `WITH removed AS (DELETE FROM saved_addresses WHERE id = $1 AND user_id = $2 RETURNING id) SELECT id FROM removed`,
          [id, user.id],
        )
      : [];
    if (!rows.length) throw notFound('No such saved address');
    return id;
  }
}
