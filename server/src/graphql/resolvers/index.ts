import { DateTimeScalar } from '../date-time.scalar.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { adminResolvers } from './admin.resolver.js';
import { authResolvers } from './auth.resolver.js';
import { catalogueResolvers } from './catalogue.resolver.js';
import { integrationResolvers } from './integrations.resolver.js';
import { orderResolvers } from './order.resolver.js';
import { refundResolvers } from './refund.resolver.js';
import { productResolvers } from './product.resolver.js';
import { quoteResolvers } from './quote.resolver.js';
import { contactResolvers } from './contact.resolver.js';
import { reportResolvers } from './report.resolver.js';
import { moneyResolvers } from '../money.resolver.js';
import { enumValueResolvers } from '../enum-values.js';
import { accountResolvers } from './accounts.resolver.js';
import { reviewResolvers } from './reviews.resolver.js';
import { invoiceResolvers } from './invoice.resolver.js';
import { discountCodeResolvers } from './discounts/discount-code.resolver.js';
import { shippingResolvers } from './fulfilment/shipping.resolver.js';
import { courierResolvers } from './fulfilment/courier.resolver.js';
import { returnsResolvers } from './returns/returns.resolver.js';
import { withNotFoundPaths } from '../user-errors.js';
import { cashOnDeliveryResolvers } from './cash-on-delivery/cash-on-delivery.resolver.js';
import { mailPreviewResolvers } from './mail/mail-preview.resolver.js';
import { failedJobsResolvers } from './failed-jobs.resolver.js';
import { pincodeResolvers } from './delivery/pincode.resolver.js';
import { deliveryPromiseResolvers } from './delivery/delivery-promise.resolver.js';
import { moneyBreakdownResolvers } from './money-breakdown.resolver.js';
import { orderChangeResolvers } from './orders/order-changes.resolver.js';
import { backInStockResolvers } from './back-in-stock.resolver.js';

/**
 * Every resolver map merged type by type and field by field. Two maps resolving the same field
 * is a mistake that would silently drop one of them, so it stops the server instead.
 */
export function mergeResolvers(...maps: Resolvers[]): Resolvers {
  const merged: Record<string, unknown> = {};
  for (const map of maps) {
    for (const [typeName, value] of Object.entries(map)) {
      // Scalars (GraphQLScalarType instances) are taken whole, not merged field by field.
      if (Object.getPrototypeOf(value) !== Object.prototype) {
        if (merged[typeName]) throw new Error(`${typeName} is defined twice`);
        merged[typeName] = value;
        continue;
      }
      const fields = (merged[typeName] ??= {}) as Record<string, unknown>;
      for (const [fieldName, resolver] of Object.entries(value as Record<string, unknown>)) {
        if (fieldName in fields) throw new Error(`${typeName}.${fieldName} is resolved twice`);
        fields[fieldName] = resolver;
      }
    }
  }
  return merged as Resolvers;
}

const merged: Resolvers = mergeResolvers(
  { DateTime: DateTimeScalar },
  enumValueResolvers,
  moneyResolvers,
  pincodeResolvers,
  deliveryPromiseResolvers,
  catalogueResolvers,
  productResolvers,
  authResolvers,
  adminResolvers,
  orderResolvers,
  integrationResolvers,
  refundResolvers,
  quoteResolvers,
  contactResolvers,
  reportResolvers,
  accountResolvers,
  reviewResolvers,
  invoiceResolvers,
  discountCodeResolvers,
  shippingResolvers,
  courierResolvers,
  returnsResolvers,
  cashOnDeliveryResolvers,
  mailPreviewResolvers,
  failedJobsResolvers,
  backInStockResolvers,
  moneyBreakdownResolvers,
  orderChangeResolvers,
);

/** The merged map, every mutation's NOT_FOUND naming its id argument (user-errors.ts). */
export const resolvers: Resolvers = {
  ...merged,
  Mutation: withNotFoundPaths(merged.Mutation as unknown as Parameters<typeof withNotFoundPaths>[0]) as Resolvers['Mutation'],
};
