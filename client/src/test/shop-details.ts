import type { MockLink } from '@apollo/client/testing';
import { ShopDetailsQuery } from '@/lib/shop-details';

/** The shop's details as Settings holds them, answered to the footer, contact and policy pages. */
export const SHOP_DETAILS = {
  __typename: 'ShopDetails' as const,
  shopName: 'Herbal Roots',
  legalName: 'Herbal Roots Naturals',
  address: '12 Temple Car Street\nKumbakonam, Tamil Nadu 612001\nIndia',
  gstin: '33AAHCH1234R1ZE',
  phone: '+91 98400 12345',
  email: 'care@herbalroots.in',
  grievanceOfficerName: 'Lakshmi Narayanan',
  grievanceOfficerDesignation: 'Grievance Officer',
  grievanceOfficerEmail: 'grievance@herbalroots.in',
  grievanceOfficerPhone: '+91 98400 12346',
};

export function shopDetailsResponse(details: Partial<typeof SHOP_DETAILS> = {}): MockLink.MockedResponse {
  return { request: { query: ShopDetailsQuery }, result: { data: { shopDetails: { ...SHOP_DETAILS, ...details } } } };
}
