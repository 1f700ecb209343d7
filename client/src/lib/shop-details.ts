import { graphql } from '@/gql';
import { useServerRenderedQuery } from './server-rendered-query';

/**
 * Who the shop is, as the owner sets it in Settings: the footer, the contact page, the policies and
 * the payment pages show these, never a copy in the code. A server-rendered page carries the
 * answer, so the footer and the policies arrive filled in and hydrate without asking again.
 */
export const ShopDetailsQuery = graphql(`
  query ShopDetails {
    shopDetails {
      shopName
      legalName
      address
      gstin
      phone
      email
      grievanceOfficerName
      grievanceOfficerDesignation
      grievanceOfficerEmail
      grievanceOfficerPhone
    }
  }
`);

/** Who a shopper complains to when the shop has not settled their complaint. */
export interface GrievanceOfficer {
  name: string;
  designation: string;
  email: string;
  phone: string;
  phoneHref: string;
}

export interface ShopContact {
  shopName: string;
  legalName: string;
  /** The address, one entry per line as the owner wrote it. */
  addressLines: string[];
  gstin: string;
  phone: string;
  /** `tel:` with the number's digits (and a leading +), which phones dial. */
  phoneHref: string;
  email: string;
  grievanceOfficer: GrievanceOfficer;
}

/** `tel:+919840012345` for "+91 98400 12345": spaces, dashes and brackets are not dialled. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? '+' : ''}${digits.replace(/\+/g, '')}`;
}

export function shopContactOf(details: {
  shopName: string;
  legalName: string;
  address: string;
  gstin: string;
  phone: string;
  email: string;
  grievanceOfficerName: string;
  grievanceOfficerDesignation: string;
  grievanceOfficerEmail: string;
  grievanceOfficerPhone: string;
}): ShopContact {
  return {
    shopName: details.shopName,
    legalName: details.legalName,
    addressLines: details.address
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    gstin: details.gstin,
    phone: details.phone,
    phoneHref: telHref(details.phone),
    email: details.email,
    grievanceOfficer: {
      name: details.grievanceOfficerName,
      designation: details.grievanceOfficerDesignation,
      email: details.grievanceOfficerEmail,
      phone: details.grievanceOfficerPhone,
      phoneHref: telHref(details.grievanceOfficerPhone),
    },
  };
}

/** The shop's details; undefined only while a browser-rendered page is still asking for them. */
export function useShopDetails(): ShopContact | undefined {
  const { data } = useServerRenderedQuery(ShopDetailsQuery);
  return data ? shopContactOf(data.shopDetails) : undefined;
}
