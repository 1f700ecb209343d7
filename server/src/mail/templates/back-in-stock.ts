import type { MailContent } from './mail-layout.js';

/** To a shopper who asked on the product page to hear when a sold-out size is back: once. */
export const BACK_IN_STOCK = 'back-in-stock';

export interface BackInStockNotice {
  productId: string;
  productName: string;
  sizeLabel: string;
}

/** The product's page in the shop. */
export function productPageUrl(productId: string, publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/product/${encodeURIComponent(productId)}`;
}

export function backInStockMail(notice: BackInStockNotice, publicUrl: string, unsubscribeUrl: string): MailContent {
  return {
    subject: `Back in stock: ${notice.productName} (${notice.sizeLabel})`,
    preview: `${notice.productName} in ${notice.sizeLabel} is back. Stock is limited.`,
    blocks: [
      { kind: 'heading', text: `${notice.productName} is back` },
      {
        kind: 'paragraph',
        text: `You asked us to tell you when ${notice.productName} in ${notice.sizeLabel} was back in stock. It is, for now: it sold out before, so it may again.`,
      },
      { kind: 'button', label: `See ${notice.productName}`, url: productPageUrl(notice.productId, publicUrl) },
      {
        kind: 'note',
        text: 'We send this once and have now forgotten your request. It was not a marketing subscription.',
      },
      { kind: 'link', text: 'Asked by someone else? Unsubscribe', url: unsubscribeUrl },
    ],
  };
}
