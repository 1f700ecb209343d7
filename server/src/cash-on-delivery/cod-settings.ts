import type { EntityManager } from 'typeorm';
import { codSettingsProblem, DEFAULT_COD_SETTINGS, type CodSettings } from '@common/cash-on-delivery.js';
import { actorName, requireAdmin } from '../kernel/access.js';
import { type ShopSettingEntity, writeShopSettings } from '../settings/shop-setting.entity.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import { invalidInput } from '../kernel/errors.js';
import type { RequestContext } from '../kernel/request-context.js';

/** Each term's row in shop_settings. */
const KEYS: Record<keyof CodSettings, string> = {
  enabled: 'cod_enabled',
  feePaise: 'cod_fee_paise',
  maxOrderPaise: 'cod_max_order_paise',
  maxOpenOrders: 'cod_max_open_orders',
};

/** The shop_settings keys the COD terms are stored under, for a statement that reads them with other rows. */
export const COD_SETTING_KEYS: readonly string[] = Object.values(KEYS);

/** The owner's COD terms as stored (the defaults for what was never set: COD off), in `manager`'s transaction. */
export async function readCodSettings(manager: EntityManager): Promise<CodSettings> {
  // Plain SQL of two columns: this runs for every quote, and TypeORM's find of four keys cost the
  // shop's one thread about as much as the quote's own lines statement.
  const rows: Array<Pick<ShopSettingEntity, 'key' | 'value'>> = await manager.query(
    'SELECT key, value FROM shop_settings WHERE key = ANY($1::text[])',
    [COD_SETTING_KEYS],
  );
  return codSettingsOf(rows);
}

/** The COD terms from their shop_settings rows (others are ignored), the defaults for what is missing. */
export function codSettingsOf(rows: ReadonlyArray<Pick<ShopSettingEntity, 'key' | 'value'>>): CodSettings {
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const number = (field: Exclude<keyof CodSettings, 'enabled'>) => {
    const value = Number(stored.get(KEYS[field]));
    return stored.has(KEYS[field]) && Number.isSafeInteger(value) ? value : DEFAULT_COD_SETTINGS[field];
  };
  return {
    enabled: stored.has(KEYS.enabled) ? stored.get(KEYS.enabled) === 'true' : DEFAULT_COD_SETTINGS.enabled,
    feePaise: number('feePaise'),
    maxOrderPaise: number('maxOrderPaise'),
    maxOpenOrders: number('maxOpenOrders'),
  };
}

/**
 * The owner's cash-on-delivery terms (Settings): on or off, the fee, the largest order and the
 * open orders one shopper may have. Rows of shop_settings, read on every quote and order, so a
 * change applies to every process at once. Checked with common/cash-on-delivery.ts's rule, the
 * one the Settings page shows.
 */
export class CodSettingsService {
  constructor(private readonly deps: Pick<ShopServiceDeps, 'dataSource'>) {}

  async get(ctx: RequestContext): Promise<CodSettings> {
    requireAdmin(ctx);
    return readCodSettings(this.deps.dataSource.manager);
  }

  /** For the quote and checkout: anyone may know whether COD is offered and for what fee. */
  current(manager: EntityManager = this.deps.dataSource.manager): Promise<CodSettings> {
    return readCodSettings(manager);
  }

  async update(ctx: RequestContext, input: CodSettings): Promise<CodSettings> {
    requireAdmin(ctx);
    const settings: CodSettings = {
      enabled: input.enabled === true,
      feePaise: input.feePaise,
      maxOrderPaise: input.maxOrderPaise,
      maxOpenOrders: input.maxOpenOrders,
    };
    const problem = codSettingsProblem(settings);
    if (problem) throw invalidInput(problem.message, { field: problem.field });
    await writeShopSettings(
      this.deps.dataSource.manager,
      actorName(ctx),
      (Object.keys(KEYS) as Array<keyof CodSettings>).map((field) => ({ key: KEYS[field], value: String(settings[field]) })),
    );
    return readCodSettings(this.deps.dataSource.manager);
  }
}
