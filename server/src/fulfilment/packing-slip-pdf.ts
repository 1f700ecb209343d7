import PDFDocument from 'pdfkit';
import bwipjs from 'bwip-js/node';
import { indiaDateLabel } from '@common/india-time.js';
import { formatOrderNumber } from '@common/order-status.js';
import type { ShopDetails } from '../settings/shop-details.js';
import { documentFonts } from '../invoicing/pdf/pdf-fonts.js';
import { drawLine, drawParagraph } from '../invoicing/pdf/pdf-text.js';
import type { OrderEntity } from '../orders/order.entity.js';
import type { OrderLineEntity } from '../orders/order-line.entity.js';

/**
 * Packing slips: one A4 page an order, what the packer needs and nothing about money (the slip
 * travels in the parcel): the shop's address to return to, the address to ship to, each line's
 * product, size, SKU and quantity with a box to tick, and the order number as text and as a Code 128
 * barcode a scanner at the packing table reads back. Drawn with the invoices' fonts and pdfkit.
 */
export type SlipOrder = Pick<
  OrderEntity,
  'orderNumber' | 'firstName' | 'lastName' | 'phone' | 'street' | 'city' | 'state' | 'postalCode' | 'country' | 'createdAt'
> & { lines: ReadonlyArray<Pick<OrderLineEntity, 'name' | 'size' | 'sku' | 'quantity'>> };

const GREEN = '#24502f';
const MUTED = '#4d5a4f';
const RULE = '#d9e0d3';
const LEFT = 36;
const WIDTH = 523;

/** The order number as a Code 128 barcode (PNG, drawn at three pixels a module so it scans when printed). */
export function orderNumberBarcode(orderNumber: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text: orderNumber,
    scale: 3,
    height: 12,
    includetext: false,
    paddingwidth: 10,
    backgroundcolor: 'FFFFFF',
  });
}

/** The ship-to block: name, street, city, state and PIN, country, phone. */
export function shipToLines(order: SlipOrder): string {
  return [
    `${order.firstName} ${order.lastName}`.trim(),
    order.street,
    `${order.city}, ${order.state} ${order.postalCode}`,
    order.country,
    `Phone: ${order.phone}`,
  ].join('\n');
}

/** Every order's slip in one PDF, one page each, in the order given. */
export async function renderPackingSlips(orders: readonly SlipOrder[], shop: ShopDetails): Promise<Buffer> {
  const fonts = documentFonts();
  const doc = new PDFDocument({ size: 'A4', margin: LEFT, autoFirstPage: false, info: { Title: 'Packing slips', Author: shop.shopName } });
  doc.registerFont('Text', fonts.regular);
  doc.registerFont('TextBold', fonts.bold);
  doc.registerFont('Rupee', fonts.rupee);
  doc.registerFont('RupeeBold', fonts.rupeeBold);
  doc.registerFont('Title', fonts.title);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const order of orders) await drawSlip(doc, order, shop);
  doc.end();
  return done;
}

async function drawSlip(doc: PDFKit.PDFDocument, order: SlipOrder, shop: ShopDetails): Promise<void> {
  doc.addPage();
  const number = formatOrderNumber(order.orderNumber);
  doc.font('Title').fontSize(18).fillColor(GREEN).text(shop.shopName, LEFT, 36, { width: 300 });
  drawLine(doc, 'PACKING SLIP', { x: 340, y: 38, width: 219, align: 'right', size: 14, weight: 'bold', color: GREEN });
  drawLine(doc, `Order ${number}`, { x: 340, y: 58, width: 219, align: 'right', size: 11, weight: 'bold' });
  drawLine(doc, `Placed ${indiaDateLabel(order.createdAt)}`, { x: 340, y: 74, width: 219, align: 'right', color: MUTED });
  doc.image(await orderNumberBarcode(number), 399, 90, { fit: [160, 48], align: 'right' });

  // From (where a parcel that cannot be delivered comes back) and to.
  let y = 150;
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .strokeColor(RULE)
    .stroke();
  y += 10;
  const from = [shop.legalName, shop.address, `Phone: ${shop.phone}`].join('\n');
  const blocks: Array<[string, string, number]> = [
    ['Ship to', shipToLines(order), 11],
    ['From', from, 8.5],
  ];
  let tallest = 0;
  blocks.forEach(([label, text, size], index) => {
    const x = LEFT + index * 300;
    drawLine(doc, label.toUpperCase(), { x, y, width: 220, size: 7.5, weight: 'bold', color: GREEN });
    tallest = Math.max(tallest, drawParagraph(doc, text, { x, y: y + 12, width: index === 0 ? 280 : 223, size }));
  });
  y += tallest + 28;

  // The lines: what to pick, in which size, how many.
  doc.rect(LEFT, y, WIDTH, 18).fill('#eef3ea');
  const columns: Array<[string, number, number, 'left' | 'right']> = [
    ['Packed', LEFT + 4, 40, 'left'],
    ['Product', LEFT + 50, 250, 'left'],
    ['Size', LEFT + 305, 80, 'left'],
    ['SKU', LEFT + 390, 80, 'left'],
    ['Qty', LEFT + 475, 44, 'right'],
  ];
  for (const [title, x, width, align] of columns)
    drawLine(doc, title, { x, y: y + 5, width, align, size: 8, weight: 'bold', color: GREEN });
  y += 24;
  for (const line of order.lines) {
    if (y > 760) {
      doc.addPage();
      y = 36;
    }
    doc
      .rect(LEFT + 6, y - 1, 10, 10)
      .strokeColor(MUTED)
      .stroke();
    drawLine(doc, line.name, { x: LEFT + 50, y, width: 250, size: 10 });
    drawLine(doc, line.size, { x: LEFT + 305, y, width: 80, size: 10 });
    drawLine(doc, line.sku ?? '', { x: LEFT + 390, y, width: 80, size: 9, color: MUTED });
    drawLine(doc, String(line.quantity), { x: LEFT + 475, y, width: 44, align: 'right', size: 10, weight: 'bold' });
    y += 20;
    doc
      .moveTo(LEFT, y - 5)
      .lineTo(LEFT + WIDTH, y - 5)
      .strokeColor(RULE)
      .stroke();
  }
  const units = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  drawLine(doc, `${units} ${units === 1 ? 'item' : 'items'} in total`, { x: LEFT, y: y + 4, width: WIDTH, align: 'right', weight: 'bold' });
  drawLine(doc, `Questions about your order? ${shop.email} · ${shop.phone}`, { x: LEFT, y: y + 30, width: WIDTH, color: MUTED });
}
