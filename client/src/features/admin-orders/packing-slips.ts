/** Where the server draws packing slips: one order's, or the ticked orders' in one PDF, in the order ticked. */
export function packingSlipHref(orderId: string): string {
  return `/api/orders/${encodeURIComponent(orderId)}/packing-slip.pdf`;
}

export function packingSlipsHref(orderIds: readonly string[]): string {
  return `/api/orders/packing-slips.pdf?ids=${orderIds.map(encodeURIComponent).join(',')}`;
}
