import { In, type EntityManager } from 'typeorm';
import { ProductEntity } from '../catalogue/product.entity.js';
import { DEFAULT_GST_CLASS } from '../catalogue/gst-classes.js';
import { taxRegimeOf } from '@common/gst.js';
import { placeOfSupply, sellerStateCode } from './issue-tax-documents.js';
import { regimeOfDocument } from './tax-calculation.js';
import { TaxDocumentEntity } from './tax-document.entity.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import { RefundEntity } from '../payments/refund.entity.js';
import { refundedPaise } from '../payments/refund-allowance.js';
import { breakdownOfDocumentLines, moneyBreakdown, type BreakdownSourceLine, type MoneyBreakdown } from './money-breakdown.js';
import { OrderLineEntity } from '../orders/order-line.entity.js';
import type { OrderEntity } from '../orders/order.entity.js';

/** An order's breakdown, with what came back of it and what is still to be collected at the door. */
export interface OrderMoneyBreakdown extends MoneyBreakdown {
  /** Completed refunds (to the provider's account, or recorded by hand for cash). */
  refundedPaise: number;
  /** total − refunded: what the shop keeps of the sale. */
  netPaise: number;
  /** A cash-on-delivery order's total until the cash is recorded (zero once collected, cancelled or paid online). */
  cashToCollectPaise: number;
}

/** A breakdown as the API shows it: an order's carries the refund and cash figures, a quote's none. */
export type BreakdownView = MoneyBreakdown & Partial<Pick<OrderMoneyBreakdown, 'refundedPaise' | 'netPaise' | 'cashToCollectPaise'>>;

/** The quote's side: the priced lines and charges, and the delivery's state when checkout knows it. */
export interface QuoteBreakdownInput {
  lines: ReadonlyArray<{ unitPricePaise: number; quantity: number; discountPaise: number; gstRatePercent: number; description: string }>;
  shippingPaise: number;
  codFeePaise: number;
  discountCode: string | null;
  /** The delivery's state or union territory as the checkout writes it, and its country; null when not typed yet. */
  state?: string | null;
  country?: string | null;
}

/**
 * Works out breakdowns for orders (in batches, for a list) and quotes. An invoiced order's is its
 * invoice as issued; an order not invoiced yet (unpaid, or cash on delivery before shipping) is
 * priced by the same lines the invoice will be issued with, at its products' rates now.
 */
export class MoneyBreakdownService {
  constructor(private readonly deps: Pick<ShopServiceDeps, 'dataSource'>) {}

  async forQuote(input: QuoteBreakdownInput, manager: EntityManager = this.deps.dataSource.manager): Promise<MoneyBreakdown> {
    const shopState = await sellerStateCode(manager);
    const country = input.country?.trim() || 'India';
    const state = input.state?.trim() ?? '';
    // Abroad the place of supply is known from the country alone; in India from the state.
    const place = country !== 'India' || state !== '' ? placeOfSupply({ state, country }) : null;
    return moneyBreakdown({
      lines: input.lines.map((line, index) => ({
        orderLineId: index + 1,
        description: line.description,
        hsnCode: '',
        gstRatePercent: line.gstRatePercent,
        quantity: line.quantity,
        unitPricePaise: line.unitPricePaise,
        discountPaise: line.discountPaise,
      })),
      shippingPaise: input.shippingPaise,
      codFeePaise: input.codFeePaise,
      discountCode: input.discountCode,
      placeOfSupply: place,
      // Before the address is typed the split is stated for a delivery within the shop's state; the GST is the same either way.
      regime: taxRegimeOf(shopState, place?.code ?? null),
      placeOfSupplyAssumed: !place,
    });
  }

  /** Each order's breakdown, in the order given: a handful of queries for any number of orders. */
  async forOrders(orders: readonly OrderEntity[], manager: EntityManager = this.deps.dataSource.manager): Promise<OrderMoneyBreakdown[]> {
    if (orders.length === 0) return [];
    const ids = orders.map((order) => order.id);
    const [lines, invoices, refunds, shopState] = await Promise.all([
      manager.find(OrderLineEntity, { where: { orderId: In(ids) }, order: { position: 'ASC' } }),
      manager.find(TaxDocumentEntity, { where: { orderId: In(ids), kind: 'INVOICE' } }),
      manager.find(RefundEntity, { where: { orderId: In(ids) }, select: { orderId: true, state: true, amountPaise: true } }),
      sellerStateCode(manager),
    ]);
    const uninvoicedProducts = [
      ...new Set(lines.filter((line) => !invoices.some((invoice) => invoice.orderId === line.orderId)).map((line) => line.productId)),
    ];
    const products = uninvoicedProducts.length
      ? await manager.find(ProductEntity, {
          where: { id: In(uninvoicedProducts) },
          select: { id: true, hsnCode: true, gstRatePercent: true },
        })
      : [];
    return orders.map((order) => {
      const orderLines = lines.filter((line) => line.orderId === order.id);
      const invoice = invoices.find((candidate) => candidate.orderId === order.id) ?? null;
      const source = orderLines.map((line): BreakdownSourceLine => {
        // A product deleted since the order counts at the general class, as its invoice would be issued.
        const product = products.find((candidate) => candidate.id === line.productId) ?? DEFAULT_GST_CLASS;
        return {
          orderLineId: line.id,
          description: `${line.name} (${line.size})`,
          hsnCode: product.hsnCode,
          gstRatePercent: Number(product.gstRatePercent),
          quantity: line.quantity,
          unitPricePaise: line.unitPricePaise,
          discountPaise: line.discountPaise,
        };
      });
      const charges = { shippingPaise: order.shippingPaise, codFeePaise: order.codFeePaise, discountCode: order.discountCode };
      let breakdown: MoneyBreakdown;
      if (invoice) {
        breakdown = breakdownOfDocumentLines(
          {
            ...charges,
            lines: source,
            placeOfSupply: { code: invoice.placeOfSupplyCode, name: invoice.placeOfSupplyName },
            regime: regimeOfDocument(invoice),
          },
          invoice.lines,
        );
      } else {
        const place = placeOfSupply(order);
        breakdown = moneyBreakdown({ ...charges, lines: source, placeOfSupply: place, regime: taxRegimeOf(shopState, place.code) });
      }
      const refunded = refundedPaise(refunds.filter((refund) => refund.orderId === order.id));
      const waitingForCash =
        order.paymentMethod === 'CASH_ON_DELIVERY' && order.paymentStatus === 'PAY_ON_DELIVERY' && order.status !== 'Cancelled';
      return {
        ...breakdown,
        refundedPaise: refunded,
        netPaise: breakdown.totalPaise - refunded,
        cashToCollectPaise: waitingForCash ? breakdown.totalPaise : 0,
      };
    });
  }

  async forOrder(order: OrderEntity, manager: EntityManager = this.deps.dataSource.manager): Promise<OrderMoneyBreakdown> {
    const [breakdown] = await this.forOrders([order], manager);
    return breakdown;
  }
}
