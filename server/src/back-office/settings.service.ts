import type { DataSource, EntityManager } from 'typeorm';
import { EMAIL_PATTERN } from '@common/single-line-text.js';
import { ShopSettingEntity } from './shop-setting.entity.js';
import { actorName, requireAdmin } from '../accounts/access.js';
import { badInput } from '../kernel/errors.js';
import type { RequestContext } from '../kernel/request-context.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';

/** Where contact-form notices go when the owner has not chosen an address. */
export const DEFAULT_CONTACT_ADDRESS = 'care@herbalroots.in';
const CONTACT_KEY = 'contact_notification_email';

export interface ShopSettings {
  /** Where the owner is told of a new contact-form message. */
  contactNotificationEmail: string;
  /** False while it is the default (the configured admin e-mail, else the shop's care address). */
  contactNotificationEmailSet: boolean;
}

export interface ShopSettingsInput {
  contactNotificationEmail: string;
}

/**
 * The owner's settings (the admin's Settings page). Each is a row of shop_settings, read from the
 * database each time, so a change applies to every process at once. API tokens and webhooks
 * keep their own tables and services.
 */
export class SettingsService {
  private readonly dataSource: DataSource;
  private readonly fallbackContactAddress: string;

  constructor(deps: Pick<ShopServiceDeps, 'dataSource' | 'env'>) {
    this.dataSource = deps.dataSource;
    this.fallbackContactAddress = deps.env.ADMIN_EMAIL ?? DEFAULT_CONTACT_ADDRESS;
  }

  async get(ctx: RequestContext): Promise<ShopSettings> {
    requireAdmin(ctx);
    return this.read(this.dataSource.manager);
  }

  async update(ctx: RequestContext, input: ShopSettingsInput): Promise<ShopSettings> {
    requireAdmin(ctx);
    const address = input.contactNotificationEmail.trim();
    if (!EMAIL_PATTERN.test(address))
      throw badInput('Enter a valid email address for contact notifications', { field: 'contactNotificationEmail' });
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(ShopSettingEntity)
      .values({ key: CONTACT_KEY, value: address, updatedAt: new Date(), updatedBy: actorName(ctx) })
      .orUpdate(['value', 'updated_at', 'updated_by'], ['key'])
      .execute();
    return this.read(this.dataSource.manager);
  }

  /** For the contact service: the address a new message's notice goes to (inside its transaction). */
  async contactNotificationAddress(manager: EntityManager = this.dataSource.manager): Promise<string> {
    return (await this.read(manager)).contactNotificationEmail;
  }

  private async read(manager: EntityManager): Promise<ShopSettings> {
    const row = await manager.findOneBy(ShopSettingEntity, { key: CONTACT_KEY });
    return {
      contactNotificationEmail: row?.value ?? this.fallbackContactAddress,
      contactNotificationEmailSet: row !== null,
    };
  }
}
