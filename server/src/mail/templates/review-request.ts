import { formatOrderNumber } from '@common/order-status.js';
import type { MailContent } from './mail-layout.js';
import { orderLinks, type MailOrder } from './order-summary.js';

/** To the buyer some days after delivery: a link to review each product of the order. */
export const REVIEW_REQUEST = 'review-request';

/** The order page's review form for one product (the page scrolls to it). */
export function reviewFormUrl(order: Pick<MailOrder, 'id' | 'orderNumber'>, productId: string, publicUrl: string): string {
  return `${orderLinks(order, publicUrl).orderUrl}#review-${encodeURIComponent(productId)}`;
}

export function reviewRequestMail(
  order: MailOrder,
  products: ReadonlyArray<{ productId: string; name: string }>,
  publicUrl: string,
): MailContent {
  const number = formatOrderNumber(order.orderNumber);
  return {
    subject: products.length === 1 ? `How is your ${products[0].name}?` : `How are you finding your order ${number}?`,
    preview: 'A few words and some stars help other shoppers choose.',
    blocks: [
      { kind: 'heading', text: `How are you finding it, ${order.firstName}?` },
      {
        kind: 'paragraph',
        text: `Your order ${number} arrived a few days ago. Would you tell other shoppers what you think? It takes a minute; your review shows with your first name and city once we have read it.`,
      },
      ...products.map((product) => ({
        kind: 'button' as const,
        label: `Review ${product.name}`,
        url: reviewFormUrl(order, product.productId, publicUrl),
      })),
      { kind: 'note', text: 'We ask once per order. If something is not right, reply to this e-mail instead: we would rather fix it.' },
    ],
  };
}
