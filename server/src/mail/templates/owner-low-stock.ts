import { LOW_STOCK_BELOW } from '@common/low-stock.js';
import type { MailContent } from './mail-layout.js';

/** To the owner when a size of a product falls below the low-stock mark (after a sale or an edit). */
export const OWNER_LOW_STOCK = 'owner-low-stock';

export interface LowStockSize {
  productId: string;
  productName: string;
  sizeLabel: string;
  stock: number;
}

export function ownerLowStockMail(sizes: readonly LowStockSize[], publicUrl: string): MailContent {
  const products = `${publicUrl.replace(/\/+$/, '')}/admin/products`;
  const first = sizes[0];
  const subject =
    sizes.length === 1
      ? `Low stock: ${first.productName} (${first.sizeLabel}) has ${first.stock} left`
      : `Low stock: ${sizes.length} sizes below ${LOW_STOCK_BELOW}`;
  return {
    subject,
    preview: `Sizes below the low-stock mark of ${LOW_STOCK_BELOW} units.`,
    blocks: [
      { kind: 'heading', text: 'Time to restock' },
      { kind: 'paragraph', text: `These sizes fell below ${LOW_STOCK_BELOW} units:` },
      {
        kind: 'facts',
        rows: sizes.map(
          (size) => [`${size.productName} (${size.sizeLabel})`, size.stock <= 0 ? 'Sold out' : `${size.stock} left`] as const,
        ),
      },
      { kind: 'button', label: 'Open the products in the admin', url: products },
    ],
  };
}
