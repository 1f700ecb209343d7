import { formatPaise } from '@common/money.js';
import { returnedUnitsPaise } from '@common/returns.js';
import { validateShippingField, type ShippingField } from '@common/shipping-form.js';
import { In, type EntityManager } from 'typeorm';
import { actorName, requireAdmin } from '../kernel/access.js';
import { invalidInput, notFound, ShopError } from '../kernel/errors.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import type { RequestContext } from '../kernel/request-context.js';
import { OrderActivityEntity } from './order-activity.entity.js';
import {
  beforeShippingRefusal,
  checkedText,
  MAX_NOTE_LENGTH,
  MAX_REQUEST_LENGTH,
  MIN_ADDRESS_REQUEST_LENGTH,
  shopperCancelRefusal,
  type OrderActivityKind,
} from './order-changes.js';
import { OrderLineEntity } from './order-line.entity.js';
import { isUuid, loadOrderWithLines } from './order-loading.js';
import type { OrderTrackingService } from './order-tracking.service.js';
import { transitionOrder } from './order-transition.js';
import { OrderEntity } from './order.entity.js';

/** Who the shopper is to the shop: the order number and the e-mail it was placed with, as track-order asks. */
export interface ShopperOrder {
  orderNumber: string;
  email: string;
}

export interface OrderContactChange {
  orderId: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
}

const CONTACT_FIELDS: ReadonlyArray<{ field: keyof Omit<OrderContactChange, 'orderId'>; rule: ShippingField; label: string }> = [
  { field: 'street', rule: 'address', label: 'Address' },
  { field: 'city', rule: 'city', label: 'City' },
  { field: 'state', rule: 'state', label: 'State' },
  { field: 'postalCode', rule: 'postalCode', label: 'PIN code' },
  { field: 'phone', rule: 'phone', label: 'Phone' },
];

/** The shopper's own name in histories and activity (OrderStatusChange.changedBy). */
const CUSTOMER = 'customer';

/** Money back for an order's changes: payments' RefundService, given by the composition root. */
export interface OrderChangeRefunds {
  refundOrder(
    ctx: RequestContext,
    orderId: string,
    input: { amountPaise: number; reason: string; restockLines: ReadonlyArray<{ lineId: number; quantity: number }> },
  ): Promise<unknown>;
  startRefund(
    manager: EntityManager,
    order: OrderEntity,
    input: { amountPaise: number | null; reason: string },
    by: string,
  ): Promise<object>;
  sendToProvider(refund: object): Promise<unknown>;
}

/**
 * Changes to an order between its payment and its shipping, by the shopper (cancel it, ask for
 * another address) and by the owner (correct the address and phone, note something, cancel some
 * units). Status moves go through the one order transition; money back goes through the refund
 * service; each change is one entry of the order's activity, written in the change's transaction.
 */
export class OrderChangeService {
  constructor(
    private readonly deps: ShopServiceDeps,
    private readonly refunds: OrderChangeRefunds,
    private readonly tracking: OrderTrackingService,
  ) {}

  /**
   * The shopper cancels a paid or cash-on-delivery order before it ships: the transition releases
   * its stock (and marks a paid one refundDue), then the full refund starts. A refund the provider
   * will not start leaves the order refundDue for the owner's one-click refund.
   */
  async cancelByShopper(ctx: RequestContext, which: ShopperOrder, reason: unknown): Promise<OrderEntity> {
    const given = reason === null || reason === undefined || (typeof reason === 'string' && reason.trim() === '') ? null : reason;
    const why = given === null ? null : checkedText(given, { max: MAX_REQUEST_LENGTH, what: 'the reason' });
    if (why && 'problem' in why) throw invalidInput(why.problem, { field: 'reason' });
    const orderId = await this.findShoppersOrder(ctx, which);
    const { refundDue } = await this.deps.dataSource.transaction(async (manager) => {
      const order = await this.lockOrder(manager, orderId);
      const refusal = shopperCancelRefusal(order);
      if (refusal) throw new ShopError('INVALID_STATE', refusal);
      const note = why ? `Cancelled by the shopper: ${why.text}` : 'Cancelled by the shopper';
      const moved = await transitionOrder({ manager, events: this.deps.events }, order, { to: 'Cancelled', by: CUSTOMER, note });
      await record(manager, orderId, 'CANCELLED_BY_SHOPPER', CUSTOMER, why ? why.text : 'No reason given');
      return moved;
    });
    if (refundDue) await this.refundCancelled(orderId);
    return this.reload(orderId);
  }

  /** The shopper asks for another delivery address before the order ships; the owner reads it in the activity. */
  async requestAddressChange(ctx: RequestContext, which: ShopperOrder, request: unknown): Promise<OrderEntity> {
    const checked = checkedText(request, { min: MIN_ADDRESS_REQUEST_LENGTH, max: MAX_REQUEST_LENGTH, what: 'the new address' });
    if ('problem' in checked) throw invalidInput(checked.problem, { field: 'request' });
    const orderId = await this.findShoppersOrder(ctx, which);
    await this.deps.dataSource.transaction(async (manager) => {
      const order = await this.lockOrder(manager, orderId);
      const refusal = beforeShippingRefusal(order);
      if (refusal) throw new ShopError('INVALID_STATE', refusal);
      await record(manager, orderId, 'ADDRESS_CHANGE_REQUESTED', CUSTOMER, checked.text);
    });
    return this.reload(orderId);
  }

  /**
   * The owner corrects where an order goes and whom the courier calls, before it ships, by the
   * checkout's own field rules. A paid order's state stays: its tax invoice was issued for that
   * place of supply.
   */
  async changeContact(ctx: RequestContext, input: OrderContactChange): Promise<OrderEntity> {
    requireAdmin(ctx, 'ORDERS_WRITE');
    const orderId = this.orderIdOf(input.orderId);
    await this.deps.dataSource.transaction(async (manager) => {
      const order = await this.lockOrder(manager, orderId);
      const refusal = beforeShippingRefusal(order);
      if (refusal) throw new ShopError('INVALID_STATE', refusal);
      const next: Record<string, string> = {};
      for (const { field, rule } of CONTACT_FIELDS) {
        const value = typeof input[field] === 'string' ? input[field].trim() : '';
        const problem = validateShippingField(rule, value, { country: order.country });
        if (problem) throw invalidInput(problem, { field });
        next[field] = value;
      }
      const changed = CONTACT_FIELDS.filter(({ field }) => order[field] !== next[field]);
      if (changed.length === 0) return;
      if (next.state !== order.state && order.paymentStatus !== 'PAY_ON_DELIVERY' && order.paymentStatus !== 'PENDING') {
        throw new ShopError('INVALID_STATE', `The tax invoice was issued for delivery in ${order.state}: the state cannot change now.`, {
          field: 'state',
        });
      }
      // Every contact field written (the unchanged ones as they were), named so nothing else can be.
      const { street, city, state, postalCode, phone } = next;
      await manager.update(OrderEntity, { id: orderId }, { street, city, state, postalCode, phone });
      const note = changed.map(({ field, label }) => `${label}: ${order[field]} → ${next[field]}`).join('\n');
      await record(manager, orderId, 'CONTACT_CHANGED', actorName(ctx), note);
    });
    return this.reload(orderId);
  }

  /** The owner's internal note on an order: in its activity, never shown to the shopper. */
  async addNote(ctx: RequestContext, orderIdInput: string, note: unknown): Promise<OrderEntity> {
    requireAdmin(ctx, 'ORDERS_WRITE');
    const orderId = this.orderIdOf(orderIdInput);
    const checked = checkedText(note, { max: MAX_NOTE_LENGTH, what: 'the note' });
    if ('problem' in checked) throw invalidInput(checked.problem, { field: 'note' });
    await this.deps.dataSource.transaction(async (manager) => {
      await this.lockOrder(manager, orderId);
      await record(manager, orderId, 'NOTE', actorName(ctx), checked.text);
    });
    return this.reload(orderId);
  }

  /**
   * The owner cancels some units of a paid order before it ships (one size out of stock, the
   * shopper asked): a refund through the refund service of what those units cost, their share
   * of any discount taken off (the rule a return refunds by), with the units back on the shelf
   * and its credit note. Cancelling every unit left is cancelling the order.
   */
  async cancelLines(
    ctx: RequestContext,
    orderIdInput: string,
    asked: ReadonlyArray<{ lineId: string; quantity: number }>,
  ): Promise<OrderEntity> {
    const { orderId, wanted, amountPaise, described } = await this.priceCancellation(ctx, orderIdInput, asked);
    await this.refunds.refundOrder(ctx, orderId, {
      amountPaise,
      reason: 'Items cancelled before shipping',
      restockLines: [...wanted].map(([lineId, quantity]) => ({ lineId, quantity })),
    });
    await this.deps.dataSource.transaction((manager) =>
      record(manager, orderId, 'LINES_CANCELLED', actorName(ctx), `${described.join('\n')}\nRefunded ${formatPaise(amountPaise)}`),
    );
    return this.reload(orderId);
  }

  /**
   * What cancelLines would refund for these units now, without cancelling them: the owner's
   * confirmation shows this figure, so the amount asked about is the amount refunded.
   */
  async cancellationRefund(
    ctx: RequestContext,
    orderIdInput: string,
    asked: ReadonlyArray<{ lineId: string; quantity: number }>,
  ): Promise<number> {
    return (await this.priceCancellation(ctx, orderIdInput, asked)).amountPaise;
  }

  /** The units asked for, checked against the order as it is, and what they refund (cancelLines' rules, in one place). */
  private async priceCancellation(ctx: RequestContext, orderIdInput: string, asked: ReadonlyArray<{ lineId: string; quantity: number }>) {
    requireAdmin(ctx, 'ORDERS_WRITE');
    const orderId = this.orderIdOf(orderIdInput);
    if (asked.length === 0) throw invalidInput('Choose the units to cancel', { field: 'lines' });
    const wanted = new Map<number, number>();
    for (const { lineId, quantity } of asked) {
      const id = Number(lineId);
      if (!Number.isSafeInteger(id) || id <= 0 || wanted.has(id)) throw invalidInput('Each line of this order, once', { field: 'lines' });
      if (!Number.isSafeInteger(quantity) || quantity < 1)
        throw invalidInput('Cancel at least one unit of each line chosen', { field: 'lines' });
      wanted.set(id, quantity);
    }
    const order = await this.deps.dataSource.getRepository(OrderEntity).findOne({ where: { id: orderId } });
    if (!order) throw notFound('Order not found');
    const refusal = beforeShippingRefusal(order);
    if (refusal) throw new ShopError('INVALID_STATE', refusal);
    if (order.paymentStatus !== 'PAID' && order.paymentStatus !== 'PARTIALLY_REFUNDED') {
      throw new ShopError('INVALID_STATE', 'Only a paid order can have some of its units cancelled: its money comes back as a refund.');
    }
    const allLines = await this.deps.dataSource.getRepository(OrderLineEntity).find({ where: { orderId } });
    let amountPaise = 0;
    const described: string[] = [];
    for (const [id, quantity] of wanted) {
      const line = allLines.find((candidate) => candidate.id === id);
      if (!line) throw invalidInput('An item to cancel is not part of this order', { field: 'lines' });
      const left = line.quantity - line.restockedQuantity;
      if (quantity > left) throw invalidInput(`${line.name} (${line.size}): at most ${left} can be cancelled`, { field: 'lines' });
      const paise = returnedUnitsPaise(line, line.restockedQuantity, quantity);
      amountPaise += paise;
      described.push(`${quantity} × ${line.name} (${line.size}): ${formatPaise(paise)}`);
    }
    const unitsLeft = allLines.reduce((sum, line) => sum + line.quantity - line.restockedQuantity - (wanted.get(line.id) ?? 0), 0);
    if (unitsLeft <= 0) throw new ShopError('INVALID_STATE', 'That is every unit left: cancel the whole order instead.');
    return { orderId, wanted, amountPaise, described };
  }

  /** Each order's activity, oldest first, in the order of `orderIds`. */
  async activityForOrders(orderIds: readonly string[]): Promise<OrderActivityEntity[][]> {
    const rows = await this.deps.dataSource
      .getRepository(OrderActivityEntity)
      .find({ where: { orderId: In([...orderIds]) }, order: { at: 'ASC', id: 'ASC' } });
    return orderIds.map((id) => rows.filter((row) => row.orderId === id));
  }

  private async findShoppersOrder(ctx: RequestContext, which: ShopperOrder): Promise<string> {
    const order = await this.tracking.find(ctx, which.orderNumber, which.email);
    if (!order) throw notFound('No order matches this number and e-mail', { field: 'orderNumber' });
    return order.id;
  }

  private orderIdOf(id: string): string {
    if (!isUuid(id)) throw notFound('Order not found');
    return id;
  }

  private async lockOrder(manager: EntityManager, orderId: string): Promise<OrderEntity> {
    const order = await manager.findOne(OrderEntity, { where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
    if (!order) throw notFound('Order not found');
    return order;
  }

  private async reload(orderId: string): Promise<OrderEntity> {
    const order = await loadOrderWithLines(this.deps.dataSource, orderId);
    if (!order) throw notFound('Order not found');
    return order;
  }

  /** The full refund a shopper's cancellation owes, started as the shop's own (no admin is asking). */
  private async refundCancelled(orderId: string): Promise<void> {
    try {
      const refund = await this.deps.dataSource.transaction(async (manager) => {
        const order = await this.lockOrder(manager, orderId);
        return this.refunds.startRefund(
          manager,
          order,
          { amountPaise: null, reason: 'Cancelled by the shopper before shipping' },
          CUSTOMER,
        );
      });
      await this.refunds.sendToProvider(refund);
    } catch (error) {
      this.deps.logger.warn('refund after a shopper cancelled not started; the order stays refund due', {
        orderId,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
}

async function record(manager: EntityManager, orderId: string, kind: OrderActivityKind, by: string, note: string): Promise<void> {
  await manager.insert(OrderActivityEntity, { orderId, kind, by, note });
}
