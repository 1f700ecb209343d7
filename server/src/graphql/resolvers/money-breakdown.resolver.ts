import DataLoader from 'dataloader';
import type { OrderEntity } from '../../orders/order.entity.js';
import type { OrderMoneyBreakdown } from '../../invoicing/money-breakdown.service.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { perRequest } from '../per-request.js';

/**
 * Order.breakdown and the breakdown's own types: the money breakdown service works every order of
 * a list out in one batch; Money fields carry paise as they are.
 */
const loaders = perRequest(
  ({ services }) =>
    new DataLoader<OrderEntity, OrderMoneyBreakdown, string>((orders) => services.moneyBreakdowns.forOrders(orders), {
      cacheKeyFn: (order) => order.id,
    }),
);

export const moneyBreakdownResolvers: Resolvers = {
  Order: {
    breakdown: (order, _args, context) => loaders(context).load(order),
  },
  MoneyBreakdown: {
    goodsMoney: (breakdown) => breakdown.goodsPaise,
    discountMoney: (breakdown) => breakdown.discountPaise,
    shippingMoney: (breakdown) => breakdown.shippingPaise,
    codFeeMoney: (breakdown) => breakdown.codFeePaise,
    taxableValueMoney: (breakdown) => breakdown.taxableValuePaise,
    cgstMoney: (breakdown) => breakdown.cgstPaise,
    sgstMoney: (breakdown) => breakdown.sgstPaise,
    utgstMoney: (breakdown) => breakdown.utgstPaise,
    igstMoney: (breakdown) => breakdown.igstPaise,
    gstMoney: (breakdown) => breakdown.gstPaise,
    placeOfSupply: (breakdown) => (breakdown.placeOfSupply ? `${breakdown.placeOfSupply.name} (${breakdown.placeOfSupply.code})` : null),
    totalMoney: (breakdown) => breakdown.totalPaise,
    refundedMoney: (breakdown) => breakdown.refundedPaise ?? null,
    netMoney: (breakdown) => breakdown.netPaise ?? null,
    cashToCollectMoney: (breakdown) => breakdown.cashToCollectPaise ?? null,
  },
  MoneyBreakdownLine: {
    lineId: (line) => String(line.lineId),
    amountMoney: (line) => line.amountPaise,
    discountMoney: (line) => line.discountPaise,
    paidMoney: (line) => line.paidPaise,
    taxableValueMoney: (line) => line.taxableValuePaise,
    gstMoney: (line) => line.gstPaise,
  },
  GstAtRate: {
    taxableValueMoney: (rate) => rate.taxableValuePaise,
    cgstMoney: (rate) => rate.cgstPaise,
    sgstMoney: (rate) => rate.sgstPaise,
    utgstMoney: (rate) => rate.utgstPaise,
    igstMoney: (rate) => rate.igstPaise,
    gstMoney: (rate) => rate.gstPaise,
  },
};
