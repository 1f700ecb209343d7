import type { EntityManager } from 'typeorm';
import { DEFAULT_MAIL_SETTINGS, reviewRequestDelayProblem, type MailSettings } from '@common/mail-settings.js';
import { ShopSettingEntity } from './shop-setting.entity.js';
import { invalidInput } from '../kernel/errors.js';

/**
 * The owner's e-mail switches as rows of shop_settings ('true' / 'false', the delay in days), read
 * in the transaction of the change that would send the e-mail, so a switch applies to every
 * process at once. Unset rows take the defaults in common/mail-settings.ts.
 */
export const MAIL_SETTING_KEYS: Record<keyof MailSettings, string> = {
  ownerNewOrder: 'mail_owner_new_order',
  ownerLowStock: 'mail_owner_low_stock',
  ownerContactMessage: 'mail_owner_contact_message',
  ownerReturnWaiting: 'mail_owner_return_waiting',
  reviewRequests: 'mail_review_requests',
  reviewRequestDelayDays: 'mail_review_request_delay_days',
};

export type MailSettingsInput = { [Key in keyof MailSettings]?: MailSettings[Key] | null };

export async function readMailSettings(manager: EntityManager): Promise<MailSettings> {
  const rows = await manager.find(ShopSettingEntity);
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const settings = { ...DEFAULT_MAIL_SETTINGS };
  for (const [field, key] of Object.entries(MAIL_SETTING_KEYS) as Array<[keyof MailSettings, string]>) {
    const value = stored.get(key);
    if (value === undefined) continue;
    if (field === 'reviewRequestDelayDays') settings.reviewRequestDelayDays = Number(value);
    else settings[field] = value === 'true';
  }
  return settings;
}

/** The rows an update writes: only the fields given, each checked; a bad one refuses them all. */
export function mailSettingRows(input: MailSettingsInput): Array<{ key: string; value: string }> {
  const rows: Array<{ key: string; value: string }> = [];
  for (const [field, key] of Object.entries(MAIL_SETTING_KEYS) as Array<[keyof MailSettings, string]>) {
    const value = input[field];
    if (value === null || value === undefined) continue;
    if (field === 'reviewRequestDelayDays') {
      const problem = reviewRequestDelayProblem(Number(value));
      if (problem) throw invalidInput(problem, { field });
    } else if (typeof value !== 'boolean') throw invalidInput('Switch it on or off', { field });
    rows.push({ key, value: String(value) });
  }
  return rows;
}
