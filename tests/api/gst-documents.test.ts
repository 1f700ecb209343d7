import { gstClassOf } from '@common/gst-classes.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { gstinCheckCharacter } from '@common/gstin.js';
import { formatPaise } from '@common/money.js';
import { GSTR1_HEADERS } from '@server/invoicing/gstr1-export.js';
import { SALES_REGISTER_HEADER } from '@server/invoicing/sales-register.js';
import { createOrder, CONFIRM_PAYMENT, settlePayment, startAdminPaymentShop, VALID_SHIPPING } from '../support/checkout-helpers.js';
import { columnPaise, csvRecords } from '../support/csv.js';
import { eventually } from '../support/eventually.js';
import { graphql } from '../support/gql/gql.js';
import type { ShippingInput } from '../support/gql/graphql.js';
import { pdfText } from '../support/pdf-text.js';
import { withDeclarations } from '../support/product-helpers.js';
import type { ShopClient, TestShop } from '../support/test-shop.js';

/**
 * GST documents an accountant can file as they are: bills of supply for exempt goods, shipping
 * taxed on the taxable goods it travels with, units of quantity, a business buyer's legal name,
 * credit notes that say why, goodwill refunds that reverse no tax, UTGST in a union territory, a
 * number series checked when its prefix is set, documents issued earlier read as issued; and the
 * month's GSTR-1 as the offline tool's files, with a sales register that adds up to them.
 */
let shop: TestShop;
let admin: ShopClient;

const TAMIL_NADU = { ...VALID_SHIPPING, address: '4 Big Street', city: 'Kumbakonam', state: 'Tamil Nadu', postalCode: '612001' };
const CHANDIGARH = { ...VALID_SHIPPING, address: '4 Sector 17 Market', city: 'Chandigarh', state: 'Chandigarh', postalCode: '160017' };
const KARNATAKA_GSTIN = `29AABCT1332L1Z${gstinCheckCharacter('29AABCT1332L1Z')}`;
const CHANDIGARH_SHOP_GSTIN = `04AAHCH1234R1Z${gstinCheckCharacter('04AAHCH1234R1Z')}`;

const DOCUMENTS = graphql(`
  query GstRoundTwoDocuments($id: ID!) {
    order(id: $id) {
      id
      buyerLegalName
      totalMoney {
        amount
      }
      invoice {
        id
        number
        documentType
        buyerLegalName
        pdfUrl
        taxableValueMoney {
          amount
        }
        cgstMoney {
          amount
        }
        sgstMoney {
          amount
        }
        utgstMoney {
          amount
        }
        igstMoney {
          amount
        }
        totalMoney {
          amount
        }
        lines {
          description
          hsnCode
          quantity
          uqc
          gstRatePercent
          amountMoney {
            amount
          }
          discountMoney {
            amount
          }
          cgstMoney {
            amount
          }
          sgstMoney {
            amount
          }
          utgstMoney {
            amount
          }
        }
      }
      creditNotes {
        number
        documentType
        reason
        pdfUrl
        totalMoney {
          amount
        }
        taxableValueMoney {
          amount
        }
        cgstMoney {
          amount
        }
        sgstMoney {
          amount
        }
        igstMoney {
          amount
        }
      }
    }
  }
`);
const REFUND = graphql(`
  mutation GstRoundTwoRefund($input: RefundOrderInput!) {
    refundOrder(input: $input) {
      errors {
        code
        field
        message
      }
    }
  }
`);
const SETTINGS = graphql(`
  mutation GstRoundTwoSettings($input: ShopSettingsInput!) {
    updateShopSettings(input: $input) {
      errors {
        code
        field
        message
      }
    }
  }
`);
const LIST = graphql(`
  query GstRoundTwoList($search: String) {
    taxDocuments(search: $search) {
      items {
        kind
        documentType
        number
      }
    }
  }
`);
const CREATE_PRODUCT = graphql(`
  mutation GstRoundTwoCreateProduct($input: ProductInput!) {
    createProduct(input: $input) {
      product {
        id
        uqc
      }
      errors {
        code
        field
        message
      }
    }
  }
`);
const EXPORTS = graphql(`
  query GstRoundTwoExports($month: String!) {
    gstr1Export(month: $month) {
      files {
        table
        name
        csv
      }
      zipBase64
    }
    salesRegisterCsv(month: $month)
  }
`);

async function paidOrder(lines: Parameters<typeof createOrder>[1], shipping: ShippingInput = TAMIL_NADU): Promise<string> {
  const client = shop.client();
  const created = await createOrder(client, lines, { shipping });
  const orderId = created.data?.createOrder.order?.id;
  if (!orderId) throw new Error(`order refused: ${JSON.stringify(created.data?.createOrder.errors ?? created.errors)}`);
  await settlePayment(shop, orderId, 'success');
  const confirmed = await client.gql(CONFIRM_PAYMENT, { orderId });
  expect(confirmed.data?.confirmPayment.paid).toBe(true);
  return orderId;
}

async function documentsOf(orderId: string) {
  const order = (await admin.gql(DOCUMENTS, { id: orderId })).data?.order;
  if (!order?.invoice) throw new Error('no invoice');
  return { order, invoice: order.invoice };
}

async function pdfOf(path: string): Promise<string> {
  const response = await shop.client().fetch(path);
  expect(response.status).toBe(200);
  return (await pdfText(await response.arrayBuffer())).replace(/\s+/g, ' ');
}

/** The shopper's confirmation e-mail as queued, in plain text. */
async function confirmationText(orderId: string): Promise<string> {
  const [mail]: Array<{ text_body: string }> = await shop.dataSource.query(
    `SELECT text_body FROM mail_outbox WHERE order_id = $1 AND kind = 'order-confirmation'`,
    [orderId],
  );
  return mail.text_body;
}

async function setShop(details: { state: string; gstin: string }) {
  const result = await admin.gql(SETTINGS, { input: { contactNotificationEmail: 'owner@herbal.test', ...details } });
  expect(result.data?.updateShopSettings.errors).toEqual([]);
}

beforeAll(async () => {
  ({ shop, admin } = await startAdminPaymentShop({ LOG_LEVEL: 'silent' }));
}, 60_000);

afterAll(async () => {
  await shop?.close();
});

describe('exempt goods and shipping', () => {
  it('issues a bill of supply from its own series for napkins alone, counted in packs', async () => {
    const orderId = await paidOrder([{ productId: 'napkin-1', size: 'L', quantity: 2 }]);
    const { invoice } = await documentsOf(orderId);
    expect(await confirmationText(orderId)).toContain(`Your bill of supply ${invoice.number} is attached.`);
    expect(invoice.documentType).toBe('BILL_OF_SUPPLY');
    expect(invoice.number).toMatch(/^HRB\/\d{4}\/00001$/);
    expect(invoice.cgstMoney.amount + invoice.sgstMoney.amount + invoice.igstMoney.amount).toBe(0);
    expect(invoice.lines[0]).toMatchObject({ quantity: 2, uqc: 'PAC', gstRatePercent: 0 });
    const text = await pdfOf(invoice.pdfUrl);
    expect(text).toContain('Bill of Supply');
    expect(text).not.toContain('Tax Invoice');
    expect(text).toContain('2 PAC');
    const listed = (await admin.gql(LIST, { search: invoice.number })).data?.taxDocuments.items;
    expect(listed).toEqual([{ kind: 'INVOICE', documentType: 'BILL_OF_SUPPLY', number: invoice.number }]);
  });

  it('issues an invoice-cum-bill of supply for napkins with oil, taxing shipping on the oil’s share though the napkins are the larger line', async () => {
    const { order, invoice } = await documentsOf(
      await paidOrder([
        { productId: 'napkin-1', size: 'XXL', quantity: 2 },
        { productId: 'hair-oil-1', size: '100ml', quantity: 1 },
      ]),
    );
    expect(invoice.documentType).toBe('INVOICE_CUM_BILL_OF_SUPPLY');
    expect(invoice.number).toMatch(/^HR\/\d{4}\/\d{5}$/);
    const shipping = invoice.lines.filter((line) => line.description.startsWith('Shipping'));
    expect(shipping.map((line) => line.gstRatePercent).sort()).toEqual([0, 5]);
    const taxedShipping = shipping.find((line) => line.gstRatePercent === 5)!;
    expect(taxedShipping.cgstMoney.amount + taxedShipping.sgstMoney.amount).toBeGreaterThan(0);
    expect(shipping.reduce((sum, line) => sum + line.amountMoney.amount, 0)).toBe(30_00);
    expect(invoice.totalMoney.amount).toBe(order.totalMoney.amount);
    // The shipping lines are no goods: no unit, no discount.
    for (const line of shipping) expect(line).toMatchObject({ uqc: null, discountMoney: { amount: 0 } });
    expect(await pdfOf(invoice.pdfUrl)).toContain('Invoice-cum-Bill of Supply');
  });
});

describe('units of quantity', () => {
  it('are set per product by the admin from the GST list, and refused when not on it', async () => {
    const input = withDeclarations({
      name: 'Tulsi Face Mist',
      category: 'skin',
      subcategory: 'serum',
      pricePaise: 289_00,
      sizes: [{ label: '100ml', pricePaise: 289_00, stock: 5 }],
      description: 'A cooling mist of tulsi and rose water.',
      benefits: ['Refreshes tired skin'],
      imageUrl: '/images/products/skin-serum-1/640.webp',
    });
    const refused = await admin.gql(CREATE_PRODUCT, { input: { ...input, id: 'tulsi-mist-1', uqc: 'JAR' } });
    expect(refused.data?.createProduct.errors).toEqual([expect.objectContaining({ code: 'VALIDATION', field: ['input', 'uqc'] })]);
    const created = await admin.gql(CREATE_PRODUCT, { input: { ...input, id: 'tulsi-mist-2', uqc: 'btl' } });
    expect(created.data?.createProduct.product).toEqual({ id: 'tulsi-mist-2', uqc: 'BTL' });
    // Left out, the unit follows the product's kind, as its HSN code and rate do (a serum: bottles).
    const unset = await admin.gql(CREATE_PRODUCT, { input: { ...input, id: 'tulsi-mist-3' } });
    expect(unset.data?.createProduct.product?.uqc).toBe(gstClassOf('skin', 'serum').uqc);
    expect(gstClassOf('skin', 'serum').uqc).toBe('BTL');
  });
});

describe('business buyers and credit notes', () => {
  let orderId: string;

  it('prints the business’s legal name given with the GSTIN', async () => {
    orderId = await paidOrder([{ productId: 'hair-shampoo-1', size: '200ml', quantity: 4 }], {
      ...VALID_SHIPPING,
      gstin: KARNATAKA_GSTIN,
      businessName: '  Verma   Wellness Traders Private Limited ',
    });
    const { order, invoice } = await documentsOf(orderId);
    expect(order.buyerLegalName).toBe('Verma Wellness Traders Private Limited');
    expect(invoice.buyerLegalName).toBe('Verma Wellness Traders Private Limited');
    expect(invoice.lines[0].uqc).toBe('BTL');
    const text = await pdfOf(invoice.pdfUrl);
    expect(text).toContain('Verma Wellness Traders Private Limited');
    expect(text).toContain('Authorised signatory');
    expect(text).toContain('For Herbal Roots Naturals');
  });

  it('prints why a credit note was issued, and gives a goodwill payment a financial credit note with no tax', async () => {
    const { invoice } = await documentsOf(orderId);
    const unit = invoice.lines[0].amountMoney.amount / 4;
    const returned = await admin.gql(REFUND, { input: { orderId, amount: unit / 100, reason: 'One bottle arrived broken' } });
    expect(returned.data?.refundOrder.errors).toEqual([]);
    await eventually(async () => (await documentsOf(orderId)).order.creditNotes.length === 1);

    const refused = await admin.gql(REFUND, { input: { orderId, amount: 50, reason: 'Late delivery', goodwill: true, restock: true } });
    expect(refused.data?.refundOrder.errors).toEqual([expect.objectContaining({ code: 'VALIDATION', field: ['input', 'goodwill'] })]);
    const goodwill = await admin.gql(REFUND, { input: { orderId, amount: 50, reason: 'Parcel delivered four days late', goodwill: true } });
    expect(goodwill.data?.refundOrder.errors).toEqual([]);
    await eventually(async () => (await documentsOf(orderId)).order.creditNotes.length === 2);

    const [note, financial] = (await documentsOf(orderId)).order.creditNotes;
    expect(note).toMatchObject({ documentType: 'CREDIT_NOTE', reason: 'One bottle arrived broken', totalMoney: { amount: unit } });
    expect(note.igstMoney.amount).toBeGreaterThan(0);
    expect(await pdfOf(note.pdfUrl)).toContain('Reason: One bottle arrived broken');
    expect(financial).toMatchObject({
      documentType: 'FINANCIAL_CREDIT_NOTE',
      reason: 'Parcel delivered four days late',
      totalMoney: { amount: 50_00 },
      taxableValueMoney: { amount: 0 },
      igstMoney: { amount: 0 },
    });
    const text = await pdfOf(financial.pdfUrl);
    expect(text).toContain('Credit Note');
    expect(text).toContain('Reason: Parcel delivered four days late');
    expect(text).toContain('no GST reversed');
  });
});

describe('the shop’s registration', () => {
  it('charges CGST + UTGST within Chandigarh, halves equal on even tax, and IGST to another state', async () => {
    await setShop({ state: 'Chandigarh', gstin: CHANDIGARH_SHOP_GSTIN });
    try {
      const orderId = await paidOrder([{ productId: 'skin-cream-1', size: '50g', quantity: 2 }], CHANDIGARH);
      const { invoice } = await documentsOf(orderId);
      expect(invoice.sgstMoney.amount + invoice.igstMoney.amount).toBe(0);
      expect(invoice.utgstMoney.amount).toBeGreaterThan(0);
      const tax = invoice.cgstMoney.amount + invoice.utgstMoney.amount;
      expect(invoice.cgstMoney.amount - invoice.utgstMoney.amount).toBe(tax % 2);
      // The confirmation's GST is the invoice's, UTGST included.
      expect(await confirmationText(orderId)).toContain(formatPaise(tax));
      const text = await pdfOf(invoice.pdfUrl);
      expect(text).toContain('UTGST');
      expect(text).not.toContain('SGST');
      const otherState = await documentsOf(await paidOrder([{ productId: 'skin-cream-1', size: '50g', quantity: 1 }], TAMIL_NADU));
      expect(otherState.invoice.utgstMoney.amount + otherState.invoice.cgstMoney.amount).toBe(0);
      expect(otherState.invoice.igstMoney.amount).toBeGreaterThan(0);
    } finally {
      await setShop({ state: 'Tamil Nadu', gstin: '33AAHCH1234R1ZE' });
    }
  });

  it('refuses a prefix whose numbers would pass 16 characters when it is set, and changes nothing', async () => {
    const result = await admin.gql(SETTINGS, { input: { contactNotificationEmail: 'owner@herbal.test', invoicePrefix: 'HRBAL' } });
    const errors = result.data?.updateShopSettings.errors ?? [];
    expect(errors).toEqual([expect.objectContaining({ code: 'VALIDATION', field: ['input', 'invoicePrefix'] })]);
    expect(errors[0].message).toContain('16 characters');
    const stored: Array<{ value: string }> = await shop.dataSource.query(`SELECT value FROM shop_settings WHERE key = 'invoice_prefix'`);
    expect(stored.map((row) => row.value)).not.toContain('HRBAL');
  });
});

describe('documents issued before', () => {
  it('read as they were issued: no UTGST, no units, the same figures and title', async () => {
    const orderId = await paidOrder([{ productId: 'hair-oil-2', size: '100ml', quantity: 2 }]);
    // As the row was stored before units and UTGST existed (the migration gives it its type).
    await shop.dataSource.query(
      `UPDATE tax_documents SET lines = (SELECT jsonb_agg(line - 'uqc' - 'utgstPaise') FROM jsonb_array_elements(lines) AS line)
       WHERE order_id = $1`,
      [orderId],
    );
    const { invoice } = await documentsOf(orderId);
    expect(invoice.documentType).toBe('TAX_INVOICE');
    expect(invoice.lines[0]).toMatchObject({ uqc: null, utgstMoney: { amount: 0 }, quantity: 2 });
    expect(invoice.lines[0].cgstMoney.amount + invoice.lines[0].sgstMoney.amount).toBeGreaterThan(0);
    const text = await pdfOf(invoice.pdfUrl);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('SGST');
    expect(text).not.toContain('UTGST');
    expect(text).not.toContain('BTL');
  });
});

describe('the month’s GSTR-1 files and sales register', () => {
  it('writes each table with the offline tool’s headers, nil-rated sales in exemp, goods-only quantities, and a register that adds up to them', async () => {
    const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
    const exported = (await admin.gql(EXPORTS, { month })).data;
    if (!exported) throw new Error('no export');
    const file = (table: string) => exported.gstr1Export.files.find((candidate) => candidate.table === table)!;
    expect(exported.gstr1Export.files.map((candidate) => candidate.name)).toEqual([
      'b2b.csv',
      'b2cl.csv',
      'b2cs.csv',
      'cdnr.csv',
      'cdnur.csv',
      'exemp.csv',
      'hsn(b2b).csv',
      'hsn(b2c).csv',
      'docs.csv',
    ]);
    const headers: Record<string, readonly string[]> = { ...GSTR1_HEADERS, 'hsn(b2b)': GSTR1_HEADERS.hsn, 'hsn(b2c)': GSTR1_HEADERS.hsn };
    for (const candidate of exported.gstr1Export.files) expect(csvRecords(candidate.csv).header).toEqual(headers[candidate.table]);
    expect(file('b2cs').csv.split('\r\n')[0]).toBe(
      'Type,Place Of Supply,Rate,Applicable % of Tax Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
    );
    const unzipped = unzipSync(Uint8Array.from(Buffer.from(exported.gstr1Export.zipBase64, 'base64')));
    expect(strFromU8(unzipped['b2cs.csv'])).toBe(file('b2cs').csv);

    const b2b = csvRecords(file('b2b').csv).records;
    expect(b2b[0]).toMatchObject({ 'Receiver Name': 'Verma Wellness Traders Private Limited', 'Place Of Supply': '29-Karnataka' });
    expect(b2b[0]['Invoice date']).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/);
    // Nil-rated goods are in exemp, never in b2cs.
    const b2cs = csvRecords(file('b2cs').csv).records;
    expect(b2cs.every((row) => Number(row.Rate) > 0)).toBe(true);
    const exemp = csvRecords(file('exemp').csv).records;
    expect(exemp.map((row) => row.Description)).toEqual([
      'Inter-State supplies to registered persons',
      'Intra-State supplies to registered persons',
      'Inter-State supplies to unregistered persons',
      'Intra-State supplies to unregistered persons',
    ]);
    expect(columnPaise(exemp.slice(3), 'Nil Rated Supplies')).toBeGreaterThan(0);
    // Napkins: 2 packs + 2 packs, shipping adds value but no units.
    const napkins = csvRecords(file('hsn(b2c)').csv).records.filter((row) => row.HSN === '96190010');
    expect(napkins).toEqual([expect.objectContaining({ UQC: 'PAC-PACKS', 'Total Quantity': '4', Rate: '0' })]);
    const docs = csvRecords(file('docs').csv).records;
    expect(docs.map((row) => row['Nature of Document'])).toEqual([
      'Invoices for outward supply',
      'Invoices for outward supply',
      'Credit Note',
    ]);
    expect(docs.find((row) => row['Sr. No. From'].startsWith('HRB/'))).toMatchObject({ 'Total Number': '1', Cancelled: '0' });

    const register = csvRecords(exported.salesRegisterCsv);
    expect(register.header).toEqual([...SALES_REGISTER_HEADER]);
    const documents: Array<{ n: number }> = await shop.dataSource.query(`SELECT count(*)::int AS n FROM tax_documents`);
    expect(register.records).toHaveLength(documents[0].n);
    const returned = (table: string, column = 'Taxable Value') => columnPaise(csvRecords(file(table).csv).records, column);
    expect(columnPaise(register.records, 'Taxable Value')).toBe(
      returned('b2b') +
        returned('b2cl') +
        returned('b2cs') +
        columnPaise(exemp, 'Nil Rated Supplies') -
        returned('cdnr') -
        returned('cdnur'),
    );
    const hsn = [...csvRecords(file('hsn(b2b)').csv).records, ...csvRecords(file('hsn(b2c)').csv).records];
    expect(columnPaise(register.records, 'IGST')).toBe(columnPaise(hsn, 'Integrated Tax Amount'));
    expect(columnPaise(register.records, 'CGST')).toBe(columnPaise(hsn, 'Central Tax Amount'));
    expect(columnPaise(register.records, 'SGST') + columnPaise(register.records, 'UTGST')).toBe(columnPaise(hsn, 'State/UT Tax Amount'));
    expect(columnPaise(register.records, 'Taxable Value')).toBe(columnPaise(hsn, 'Taxable Value'));
    // The goodwill note is in the register (money went back) but in no GSTR-1 value.
    const goodwill = register.records.find((row) => row['Document Type'] === 'Financial Credit Note')!;
    expect(goodwill).toMatchObject({ Total: '-50.00', 'Taxable Value': '0.00', IGST: '0.00' });
    expect(csvRecords(file('cdnr').csv).records.map((row) => row['Note Number'])).not.toContain(goodwill['Document Number']);
    expect(register.records.some((row) => row.Shipping !== '0.00')).toBe(true);
  });
});
