import { In } from 'typeorm';
import { formatOrderNumber } from '@common/order-status.js';
import { requireAdmin } from '../kernel/access.js';
import { readShopDetails } from '../settings/shop-details.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import { invalidInput, notFound } from '../kernel/errors.js';
import type { RequestContext } from '../kernel/request-context.js';
import { isUuid } from '../orders/order-loading.js';
import { OrderLineEntity } from '../orders/order-line.entity.js';
import { OrderEntity } from '../orders/order.entity.js';
import { renderPackingSlips } from './packing-slip-pdf.js';

/** Most slips one PDF holds: a day's packing, well within what one request should draw. */
export const MAX_SLIPS_PER_PDF = 100;

/** Where one order's packing slip is fetched (server/src/rest/orders.rest.ts serves it). */
export function packingSlipPath(orderId: string): string {
  return `/api/orders/${orderId}/packing-slip.pdf`;
}

export interface PackingSlipFile {
  filename: string;
  content: Buffer;
}

/**
 * The packing slips the owner prints: one order's, or one PDF of the orders selected in the
 * admin's list, in the order selected. Admins only (or API tokens that may read orders). Drawn
 * from the orders as they are now, never stored.
 */
export class PackingSlipService {
  constructor(private readonly deps: Pick<ShopServiceDeps, 'dataSource'>) {}

  async pdf(ctx: RequestContext, orderIds: readonly string[]): Promise<PackingSlipFile> {
    requireAdmin(ctx, 'ORDERS_READ');
    const ids = [...new Set(orderIds.map((id) => id.trim()).filter(Boolean))];
    if (ids.length === 0) throw invalidInput('Choose at least one order to print packing slips for', { field: 'ids' });
    if (ids.length > MAX_SLIPS_PER_PDF) throw invalidInput(`Print at most ${MAX_SLIPS_PER_PDF} packing slips at once`, { field: 'ids' });
    if (!ids.every(isUuid)) throw notFound('Order not found');
    const { manager } = this.deps.dataSource;
    const orders = await manager.find(OrderEntity, { where: { id: In(ids) } });
    if (orders.length !== ids.length) throw notFound('Order not found');
    const lines = await manager.find(OrderLineEntity, { where: { orderId: In(ids) }, order: { position: 'ASC' } });
    const byId = new Map(orders.map((order) => [order.id, order]));
    const slips = ids.map((id) => ({ ...byId.get(id)!, lines: lines.filter((line) => line.orderId === id) }));
    const content = await renderPackingSlips(slips, await readShopDetails(manager));
    const filename =
      slips.length === 1 ? `Packing-slip-${formatOrderNumber(slips[0].orderNumber)}.pdf` : `Packing-slips-${slips.length}-orders.pdf`;
    return { filename, content };
  }
}
