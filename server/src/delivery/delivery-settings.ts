import type { EntityManager } from 'typeorm';
import {
  DEFAULT_DELIVERY_SETTINGS,
  DELIVERY_ZONES,
  deliverySettingsProblem,
  type DeliverySettings,
  type DeliveryZone,
} from '@common/delivery-promise.js';
import { actorName, requireAdmin } from '../kernel/access.js';
import { ShopSettingEntity, writeShopSettings } from '../settings/shop-setting.entity.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import { invalidInput } from '../kernel/errors.js';
import type { RequestContext } from '../kernel/request-context.js';

/** Each term's row in shop_settings (lists comma-separated, the transit days one row per zone). */
const KEYS = {
  dispatchPincode: 'delivery_dispatch_pincode',
  dispatchWeekdays: 'delivery_dispatch_weekdays',
  cutoffTime: 'delivery_cutoff_time',
  holidays: 'delivery_holidays',
} as const;
const transitKey = (zone: DeliveryZone) => `delivery_transit_days_${zone.toLowerCase()}`;

const list = (value: string | undefined) => (value ? value.split(',').filter(Boolean) : []);

/** The owner's delivery terms as stored (the defaults for what was never set), in `manager`'s transaction. */
export async function readDeliverySettings(manager: EntityManager): Promise<DeliverySettings> {
  const keys = [...Object.values(KEYS), ...DELIVERY_ZONES.map(transitKey)];
  const rows = await manager.find(ShopSettingEntity, { where: keys.map((key) => ({ key })) });
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const transitDays = { ...DEFAULT_DELIVERY_SETTINGS.transitDays };
  for (const zone of DELIVERY_ZONES) {
    const days = Number(stored.get(transitKey(zone)));
    if (stored.has(transitKey(zone)) && Number.isInteger(days)) transitDays[zone] = days;
  }
  return {
    dispatchPincode: stored.get(KEYS.dispatchPincode) ?? DEFAULT_DELIVERY_SETTINGS.dispatchPincode,
    dispatchWeekdays: stored.has(KEYS.dispatchWeekdays)
      ? list(stored.get(KEYS.dispatchWeekdays)).map(Number)
      : DEFAULT_DELIVERY_SETTINGS.dispatchWeekdays,
    cutoffTime: stored.get(KEYS.cutoffTime) ?? DEFAULT_DELIVERY_SETTINGS.cutoffTime,
    holidays: stored.has(KEYS.holidays) ? list(stored.get(KEYS.holidays)) : DEFAULT_DELIVERY_SETTINGS.holidays,
    transitDays,
  };
}

/**
 * The owner's delivery terms (Settings): the dispatch PIN code, dispatch days, cut-off time,
 * holidays and days in transit per zone. Rows of shop_settings read on every promise, so a change
 * applies to every process at once; checked with common/delivery-promise.ts's rule, the one the
 * Settings page shows.
 */
export class DeliverySettingsService {
  constructor(private readonly deps: Pick<ShopServiceDeps, 'dataSource'>) {}

  async get(ctx: RequestContext): Promise<DeliverySettings> {
    requireAdmin(ctx);
    return readDeliverySettings(this.deps.dataSource.manager);
  }

  async update(ctx: RequestContext, input: DeliverySettings): Promise<DeliverySettings> {
    requireAdmin(ctx);
    const settings: DeliverySettings = {
      dispatchPincode: input.dispatchPincode.trim(),
      dispatchWeekdays: [...input.dispatchWeekdays].sort((a, b) => a - b),
      cutoffTime: input.cutoffTime.trim(),
      holidays: [...new Set(input.holidays.map((day) => day.trim()))].sort(),
      transitDays: { ...input.transitDays },
    };
    const problem = deliverySettingsProblem(settings);
    if (problem) throw invalidInput(problem.message, { field: problem.field });
    await writeShopSettings(this.deps.dataSource.manager, actorName(ctx), [
      { key: KEYS.dispatchPincode, value: settings.dispatchPincode },
      { key: KEYS.dispatchWeekdays, value: settings.dispatchWeekdays.join(',') },
      { key: KEYS.cutoffTime, value: settings.cutoffTime },
      { key: KEYS.holidays, value: settings.holidays.join(',') },
      ...DELIVERY_ZONES.map((zone) => ({ key: transitKey(zone), value: String(settings.transitDays[zone]) })),
    ]);
    return readDeliverySettings(this.deps.dataSource.manager);
  }
}
