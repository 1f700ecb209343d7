import type { DataSource, EntityManager } from 'typeorm';
import { EMAIL_PATTERN } from '@common/single-line-text.js';
import { ShopSettingEntity, writeShopSettings } from './shop-setting.entity.js';
import { actorName, requireAdmin } from '../kernel/access.js';
import { invalidInput } from '../kernel/errors.js';
import type { RequestContext } from '../kernel/request-context.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import { normaliseGstin } from '@common/gstin.js';
import { gstStateCode } from '@common/gst.js';
import { indianState } from '@common/shipping-form.js';
import { readShopDetails, SHOP_DETAIL_KEYS, type ShopDetails } from './shop-details.js';
import type { MailSettings } from '@common/mail-settings.js';
import { mailSettingRows, readMailSettings, type MailSettingsInput } from './mail-settings.js';
import { invoicePrefixProblem } from '@common/tax-document-number.js';

/** Where contact-form notices go when the owner has not chosen an address. */
export const DEFAULT_CONTACT_ADDRESS = 'care@herbalroots.in';
const CONTACT_KEY = 'contact_notification_email';

export interface ShopSettings extends ShopDetails {
  /** Where the owner is told of a new contact-form message. */
  contactNotificationEmail: string;
  /** False while it is the default (the configured admin e-mail, else the shop's care address). */
  contactNotificationEmailSet: boolean;
  /** Which owner e-mails are sent, and the review requests. */
  mail: MailSettings;
}

export type ShopSettingsInput = { contactNotificationEmail: string } & { [Field in keyof ShopDetails]?: string | null };

const MAX_DETAIL_LENGTH = 500;

/** Each shop detail's check: the stored value, or the message that refuses it. */
function checkDetails(input: ShopSettingsInput, current: ShopDetails): Partial<ShopDetails> {
  const changed: Partial<ShopDetails> = {};
  for (const field of Object.keys(SHOP_DETAIL_KEYS) as Array<keyof ShopDetails>) {
    const raw = input[field];
    if (raw === null || raw === undefined) continue;
    const value = String(raw).trim();
    if (!value || value.length > MAX_DETAIL_LENGTH || value.includes('\u0000'))
      throw invalidInput(`Enter the shop's ${DETAIL_LABELS[field]} (up to ${MAX_DETAIL_LENGTH} characters)`, { field });
    changed[field] = value;
  }
  if (changed.email !== undefined && !EMAIL_PATTERN.test(changed.email))
    throw invalidInput('Enter a valid email address for the shop', { field: 'email' });
  if (changed.grievanceOfficerEmail !== undefined && !EMAIL_PATTERN.test(changed.grievanceOfficerEmail))
    throw invalidInput('Enter a valid email address for the grievance officer', { field: 'grievanceOfficerEmail' });
  if (changed.state !== undefined) {
    const state = indianState(changed.state);
    if (!state) throw invalidInput('Choose a state or union territory of India', { field: 'state' });
    changed.state = state;
  }
  if (changed.invoicePrefix !== undefined) {
    changed.invoicePrefix = changed.invoicePrefix.trim().toUpperCase();
    // Refused here, never when a document must be issued: every series must fit in 16 characters.
    const problem = invoicePrefixProblem(changed.invoicePrefix);
    if (problem) throw invalidInput(problem, { field: 'invoicePrefix' });
  }
  if (changed.gstin !== undefined) {
    const gstin = normaliseGstin(changed.gstin);
    if (!gstin) throw invalidInput('Enter a valid 15-character GSTIN', { field: 'gstin' });
    changed.gstin = gstin;
  }
  // The registration's state is the GSTIN's first two digits: the two must agree.
  const gstin = changed.gstin ?? current.gstin;
  const state = changed.state ?? current.state;
  if ((changed.gstin !== undefined || changed.state !== undefined) && gstStateCode(state) !== gstin.slice(0, 2))
    throw invalidInput(`The GSTIN must be one registered in ${state} (starting ${gstStateCode(state) ?? '??'})`, { field: 'gstin' });
  return changed;
}

const DETAIL_LABELS: Record<keyof ShopDetails, string> = {
  shopName: 'name',
  legalName: 'legal name',
  address: 'address',
  state: 'state',
  gstin: 'GSTIN',
  phone: 'phone number',
  email: 'email address',
  invoicePrefix: 'invoice prefix',
  grievanceOfficerName: "grievance officer's name",
  grievanceOfficerDesignation: "grievance officer's designation",
  grievanceOfficerEmail: "grievance officer's email address",
  grievanceOfficerPhone: "grievance officer's phone number",
};

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

  /**
   * Until the owner chooses an address, notices go to the first admin account's e-mail, as it is
   * now (Settings says which): not ADMIN_EMAIL, which only named the account when it was made.
   */
  private async adminAccountAddress(manager: EntityManager): Promise<string> {
    const [admin] = await manager.query<Array<{ email: string }>>(
      `SELECT email FROM users WHERE role = 'admin' ORDER BY created_at, id LIMIT 1`,
    );
    return admin?.email ?? this.fallbackContactAddress;
  }

  async get(ctx: RequestContext): Promise<ShopSettings> {
    requireAdmin(ctx);
    return this.read(this.dataSource.manager);
  }

  async update(ctx: RequestContext, input: ShopSettingsInput): Promise<ShopSettings> {
    requireAdmin(ctx);
    const address = input.contactNotificationEmail.trim();
    if (!EMAIL_PATTERN.test(address))
      throw invalidInput('Enter a valid email address for contact notifications', { field: 'contactNotificationEmail' });
    const details = checkDetails(input, await readShopDetails(this.dataSource.manager));
    await writeShopSettings(this.dataSource.manager, actorName(ctx), [
      { key: CONTACT_KEY, value: address },
      ...Object.entries(details).map(([field, value]) => ({ key: SHOP_DETAIL_KEYS[field as keyof ShopDetails], value })),
    ]);
    return this.read(this.dataSource.manager);
  }

  /** Switches the owner's e-mails and the review requests on or off; only the fields given change. */
  async updateMail(ctx: RequestContext, input: MailSettingsInput): Promise<MailSettings> {
    requireAdmin(ctx);
    await writeShopSettings(this.dataSource.manager, actorName(ctx), mailSettingRows(input));
    return readMailSettings(this.dataSource.manager);
  }

  /** The shop's public details (anyone: footer, contact page, policies). */
  async details(): Promise<ShopDetails> {
    return readShopDetails(this.dataSource.manager);
  }

  /** For the contact service: the address a new message's notice goes to (inside its transaction). */
  async contactNotificationAddress(manager: EntityManager = this.dataSource.manager): Promise<string> {
    return (await this.read(manager)).contactNotificationEmail;
  }

  private async read(manager: EntityManager): Promise<ShopSettings> {
    const row = await manager.findOneBy(ShopSettingEntity, { key: CONTACT_KEY });
    return {
      ...(await readShopDetails(manager)),
      contactNotificationEmail: row?.value ?? (await this.adminAccountAddress(manager)),
      contactNotificationEmailSet: row !== null,
      mail: await readMailSettings(manager),
    };
  }
}
