import type { EntityManager } from 'typeorm';
import { gstStateCode } from '@common/gst.js';
import { ShopSettingEntity } from './shop-setting.entity.js';

/**
 * Who the shop is: its name and contact details (footer, e-mails, policies) and the GST
 * registration its invoices print. Rows of shop_settings, so every process reads the same; until
 * the owner sets them, the demo shop's details below (a GSTIN whose check character is valid).
 */
export interface ShopDetails {
  /** The name shoppers see, e.g. in the footer and e-mail signatures. */
  shopName: string;
  /** The name on the GST registration, printed on invoices. */
  legalName: string;
  /** The registered address, several lines joined by newlines. */
  address: string;
  /** State or union territory of the registration (decides CGST + SGST or IGST). */
  state: string;
  gstin: string;
  phone: string;
  email: string;
  /** 1–4 letters or digits in front of every invoice and credit note number. */
  invoicePrefix: string;
  /**
   * The grievance officer every online seller in India names on its site (who answers complaints
   * the shop has not settled): name, designation and how to reach them.
   */
  grievanceOfficerName: string;
  grievanceOfficerDesignation: string;
  grievanceOfficerEmail: string;
  grievanceOfficerPhone: string;
}

export const DEFAULT_SHOP_DETAILS: ShopDetails = {
  shopName: 'Herbal Roots',
  legalName: 'Herbal Roots Naturals',
  address: '12 Temple Car Street\nKumbakonam, Tamil Nadu 612001\nIndia',
  state: 'Tamil Nadu',
  gstin: '33AAHCH1234R1ZE',
  phone: '+91 98400 12345',
  email: 'care@herbalroots.in',
  invoicePrefix: 'HR',
  grievanceOfficerName: 'Meena Raghavan',
  grievanceOfficerDesignation: 'Grievance Officer and Head of Customer Care',
  grievanceOfficerEmail: 'grievance@herbalroots.in',
  grievanceOfficerPhone: '+91 98400 12346',
};

export const SHOP_DETAIL_KEYS: Record<keyof ShopDetails, string> = {
  shopName: 'shop_name',
  legalName: 'shop_legal_name',
  address: 'shop_address',
  state: 'shop_state',
  gstin: 'shop_gstin',
  phone: 'shop_phone',
  email: 'shop_email',
  invoicePrefix: 'invoice_prefix',
  grievanceOfficerName: 'grievance_officer_name',
  grievanceOfficerDesignation: 'grievance_officer_designation',
  grievanceOfficerEmail: 'grievance_officer_email',
  grievanceOfficerPhone: 'grievance_officer_phone',
};

/** The shop's details as stored (defaults for what the owner has not set), in `manager`'s transaction. */
export async function readShopDetails(manager: EntityManager): Promise<ShopDetails> {
  const rows = await manager.find(ShopSettingEntity);
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const details = { ...DEFAULT_SHOP_DETAILS };
  for (const [field, key] of Object.entries(SHOP_DETAIL_KEYS) as Array<[keyof ShopDetails, string]>) {
    const value = stored.get(key);
    if (value !== undefined) details[field] = value;
  }
  return details;
}

/** The GST state code of the shop's registration (its GSTIN's first two digits, else its state's code). */
export function shopStateCode(details: ShopDetails): string {
  return details.gstin.slice(0, 2) || gstStateCode(details.state) || '';
}
