import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '@common/gstin.js';
import { rateBasisPoints, taxContained } from '@common/gst.js';
import { amountInWords } from '@server/invoicing/amount-in-words.js';
import { nextDocumentNumber } from '@server/invoicing/document-numbering.js';
import { CONFIRM_PAYMENT, createOrder, settlePayment, startAdminPaymentShop, VALID_SHIPPING } from '../support/checkout-helpers.js';
import { eventually } from '../support/eventually.js';
import { graphql } from '../support/gql/gql.js';
import { pdfText } from '../support/pdf-text.js';
import { columnPaise, csvRecords } from '../support/csv.js';
import type { ShippingInput } from '../support/gql/graphql.js';
import type { ShopClient, TestShop } from '../support/test-shop.js';

/**
 * GST tax invoices and credit notes, as a shopper, the owner and their accountant meet them: an
 * order paid through the sandbox gets its invoice (CGST + SGST within Tamil Nadu, IGST to
 * Karnataka), correct to the paisa, as a PDF whose text holds what CGST rule 46 asks for; refunds
 * get credit notes reversing the refunded lines' tax; a later rate change leaves issued invoices
 * alone; the month's GSTR-1 export adds up to the documents it lists.
 */
let shop: TestShop;
let admin: ShopClient;

const KARNATAKA_GSTIN = `29AABCT1332L1Z${gstinCheckCharacter('29AABCT1332L1Z')}`;
const TAMIL_NADU = { ...VALID_SHIPPING, address: '4 Big Street', city: 'Kumbakonam', state: 'Tamil Nadu', postalCode: '612001' };

graphql(`
  fragment GstDocumentFields on Invoice {
    id
    number
    issuedAt
    placeOfSupply
    supplyType
    buyerGstin
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
      gstRatePercent
      amountMoney {
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
`);
const ORDER_INVOICE = graphql(`
  query GstOrderInvoice($id: ID!) {
    order(id: $id) {
      id
      totalMoney {
        amount
      }
      invoice {
        ...GstDocumentFields
      }
      refunds {
        id
        state
        creditNote {
          number
          invoiceNumber
          pdfUrl
          totalMoney {
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
          lines {
            hsnCode
            quantity
            amountMoney {
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
          }
        }
      }
    }
  }
`);
const REFUND = graphql(`
  mutation GstRefund($input: RefundOrderInput!) {
    refundOrder(input: $input) {
      errors {
        code
        message
      }
    }
  }
`);
const TAX_DOCUMENTS = graphql(`
  query GstTaxDocuments($search: String, $kind: TaxDocumentKind) {
    taxDocuments(search: $search, kind: $kind) {
      totalCount
      items {
        kind
        number
        orderNumber
        buyerName
        buyerGstin
        placeOfSupply
      }
    }
  }
`);
const GSTR1 = graphql(`
  query GstGstr1($month: String!) {
    gstr1Export(month: $month) {
      files {
        table
        name
        csv
      }
      zipBase64
      zipFilename
    }
  }
`);

/** Places and pays an order through the sandbox; returns its id. */
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

async function invoiceOf(orderId: string) {
  const result = await admin.gql(ORDER_INVOICE, { id: orderId });
  const order = result.data?.order;
  if (!order?.invoice) throw new Error(`no invoice: ${JSON.stringify(result.errors)}`);
  return { order, invoice: order.invoice };
}

async function pdfOf(path: string, client: ShopClient = shop.client()): Promise<string> {
  const response = await client.fetch(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return pdfText(await response.arrayBuffer());
}

beforeAll(async () => {
  ({ shop, admin } = await startAdminPaymentShop({ LOG_LEVEL: 'silent' }));
}, 60_000);

afterAll(async () => {
  await shop?.close();
});

describe('the tax invoice of a paid order', () => {
  it('within Tamil Nadu splits the tax into CGST and SGST, adding up to what the shopper paid', async () => {
    const orderId = await paidOrder([
      { productId: 'hair-oil-1', size: '100ml', quantity: 2 },
      { productId: 'skin-cream-1', size: '50g', quantity: 1 },
    ]);
    const { order, invoice } = await invoiceOf(orderId);
    expect(invoice.number).toMatch(/^HR\/\d{4}\/\d{5}$/);
    expect(invoice.number.length).toBeLessThanOrEqual(16);
    expect(invoice).toMatchObject({ supplyType: 'INTRA_STATE', placeOfSupply: 'Tamil Nadu (33)', buyerGstin: null });
    expect(invoice.igstMoney.amount).toBe(0);
    for (const line of invoice.lines) {
      expect(line.taxableValueMoney.amount + line.cgstMoney.amount + line.sgstMoney.amount).toBe(line.amountMoney.amount);
      expect(Math.abs(line.cgstMoney.amount - line.sgstMoney.amount)).toBeLessThanOrEqual(1);
      const expected = taxContained(line.amountMoney.amount, rateBasisPoints(line.gstRatePercent)!);
      expect(line.taxableValueMoney.amount).toBe(expected.taxableValuePaise);
    }
    // ₹30 shipping on a cart under ₹1,000: shared over the goods by value, each share at its goods' rate and code.
    expect(invoice.lines.map((line) => [line.hsnCode, line.gstRatePercent])).toEqual([
      ['33059019', 5],
      ['33049990', 18],
      ...(invoice.lines.length > 2
        ? [
            ['33049990', 18],
            ['33059019', 5],
          ]
        : []),
    ]);
    expect(invoice.taxableValueMoney.amount + invoice.cgstMoney.amount + invoice.sgstMoney.amount).toBe(order.totalMoney.amount);
    expect(invoice.totalMoney.amount).toBe(order.totalMoney.amount);

    const text = await pdfOf(invoice.pdfUrl);
    for (const expected of [
      'Tax Invoice',
      '33AAHCH1234R1ZE',
      invoice.number,
      '33059019',
      '33049990',
      'CGST',
      'SGST',
      'Place of supply: Tamil Nadu (33)',
      'Reverse charge',
      amountInWords(order.totalMoney.amount),
      '₹',
    ]) {
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
    }
  });

  it('to Karnataka is IGST only and prints the business buyer’s GSTIN', async () => {
    const orderId = await paidOrder([{ productId: 'hair-shampoo-1', size: '200ml', quantity: 3 }], {
      ...VALID_SHIPPING,
      gstin: KARNATAKA_GSTIN.toLowerCase(),
    });
    const { order, invoice } = await invoiceOf(orderId);
    expect(invoice).toMatchObject({ supplyType: 'INTER_STATE', placeOfSupply: 'Karnataka (29)', buyerGstin: KARNATAKA_GSTIN });
    expect(invoice.cgstMoney.amount + invoice.sgstMoney.amount).toBe(0);
    for (const line of invoice.lines) expect(line.taxableValueMoney.amount + line.igstMoney.amount).toBe(line.amountMoney.amount);
    expect(invoice.taxableValueMoney.amount + invoice.igstMoney.amount).toBe(order.totalMoney.amount);
    const text = (await pdfOf(invoice.pdfUrl)).replace(/\s+/g, ' ');
    for (const expected of [
      KARNATAKA_GSTIN,
      invoice.number,
      '33051090',
      'IGST',
      'Karnataka (29)',
      amountInWords(order.totalMoney.amount),
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('refuses a GSTIN whose check character is wrong, and places nothing', async () => {
    const before: unknown = await shop.dataSource.query('SELECT count(*)::int AS n FROM orders');
    const wrong = `29AABCT1332L1Z${gstinCheckCharacter('29AABCT1332L1Z') === 'A' ? 'B' : 'A'}`;
    const result = await createOrder(shop.client(), [{ productId: 'hair-oil-1', size: '100ml', quantity: 1 }], {
      shipping: { ...VALID_SHIPPING, gstin: wrong },
    });
    expect(result.data?.createOrder.errors).toEqual([expect.objectContaining({ code: 'VALIDATION', field: ['input', 'gstin'] })]);
    expect(await shop.dataSource.query('SELECT count(*)::int AS n FROM orders')).toEqual(before);
  });

  it('is attached to the confirmation e-mail and served only under its own order', async () => {
    const orderId = await paidOrder([{ productId: 'skin-soap-1', size: '100g', quantity: 1 }]);
    const { invoice } = await invoiceOf(orderId);
    const [mail]: Array<{ attachment_document_id: string; text_body: string }> = await shop.dataSource.query(
      `SELECT attachment_document_id, text_body FROM mail_outbox WHERE order_id = $1 AND kind = 'order-confirmation'`,
      [orderId],
    );
    expect(mail.attachment_document_id).toBe(invoice.id);
    expect(mail.text_body).toContain(`Your GST tax invoice ${invoice.number} is attached.`);
    const [file] = await shop.services.mail.attachmentsOf(mail);
    expect(file.filename).toBe(`Invoice-${invoice.number.replaceAll('/', '-')}.pdf`);
    expect(await pdfText(new Uint8Array(file.content))).toContain(invoice.number);

    const otherOrder = await paidOrder([{ productId: 'skin-soap-2', size: '100g', quantity: 1 }]);
    const response = await shop.client().fetch(invoice.pdfUrl.replace(orderId, otherOrder));
    expect(response.status).toBe(404);
    await response.body?.cancel();
  });

  it('keeps the rate it was issued with when the product’s rate changes later', async () => {
    const orderId = await paidOrder([{ productId: 'hair-oil-2', size: '100ml', quantity: 1 }]);
    const before = await invoiceOf(orderId);
    await shop.dataSource.query(`UPDATE products SET gst_rate_percent = 18 WHERE id = 'hair-oil-2'`);
    try {
      expect(await invoiceOf(orderId)).toEqual(before);
      const later = await invoiceOf(await paidOrder([{ productId: 'hair-oil-2', size: '100ml', quantity: 1 }]));
      expect(later.invoice.lines[0].gstRatePercent).toBe(18);
      expect(before.invoice.lines[0].gstRatePercent).toBe(5);
    } finally {
      await shop.dataSource.query(`UPDATE products SET gst_rate_percent = 5 WHERE id = 'hair-oil-2'`);
    }
  });
});

describe('credit notes', () => {
  it('reverse the refunded unit’s tax exactly, then the rest, from their own series', async () => {
    const orderId = await paidOrder([
      { productId: 'hair-oil-3', size: '100ml', quantity: 2 },
      { productId: 'skin-serum-1', size: '30ml', quantity: 1 },
    ]);
    const { invoice } = await invoiceOf(orderId);
    const oil = invoice.lines[0];
    const unitPaise = oil.amountMoney.amount / 2;
    const refund = await admin.gql(REFUND, { input: { orderId, amount: unitPaise / 100, reason: 'One bottle arrived broken' } });
    expect(refund.data?.refundOrder.errors).toEqual([]);
    const creditNotes = async () => (await invoiceOf(orderId)).order.refunds.flatMap((candidate) => candidate.creditNote ?? []);
    await eventually(async () => (await creditNotes()).length === 1);
    const [first] = await creditNotes();
    expect(first.number).toMatch(/^HRC\/\d{4}\/\d{5}$/);
    expect(first.invoiceNumber).toBe(invoice.number);
    const unitTax = taxContained(unitPaise, 500);
    expect(first.lines).toEqual([
      expect.objectContaining({
        hsnCode: oil.hsnCode,
        quantity: 1,
        amountMoney: { amount: unitPaise },
        taxableValueMoney: { amount: unitTax.taxableValuePaise },
      }),
    ]);
    expect(first.cgstMoney.amount + first.sgstMoney.amount).toBe(unitTax.taxPaise);

    // The rest: the two notes together reverse the invoice's tax to the paisa.
    const rest = await admin.gql(REFUND, { input: { orderId, reason: 'Order returned' } });
    expect(rest.data?.refundOrder.errors).toEqual([]);
    await eventually(async () => (await creditNotes()).length === 2);
    const notes = await creditNotes();
    const sum = (pick: (note: (typeof notes)[number]) => number) => notes.reduce((total, note) => total + pick(note), 0);
    expect(sum((note) => note.totalMoney.amount)).toBe(invoice.totalMoney.amount);
    expect(sum((note) => note.cgstMoney.amount)).toBe(invoice.cgstMoney.amount);
    expect(sum((note) => note.sgstMoney.amount)).toBe(invoice.sgstMoney.amount);
    const sequences = notes.map((note) => Number(note.number.slice(-5))).sort((a, b) => a - b);
    expect(sequences[1] - sequences[0]).toBe(1);

    const text = (await pdfOf(first.pdfUrl)).replace(/\s+/g, ' ');
    expect(text).toContain('Credit Note');
    expect(text).toContain('Reason: One bottle arrived broken');
    expect(text).toContain(invoice.number);
  });
});

describe('numbering', () => {
  it('is consecutive across orders and starts again at 1 on 1 April, India time', async () => {
    const numbers = [];
    for (let index = 0; index < 3; index += 1) {
      numbers.push((await invoiceOf(await paidOrder([{ productId: 'skin-soap-3', size: '100g', quantity: 1 }]))).invoice.number);
    }
    const sequences = numbers.map((number) => Number(number.slice(-5)));
    expect(sequences).toEqual([sequences[0], sequences[0] + 1, sequences[0] + 2]);

    await shop.dataSource
      .transaction(async (manager) => {
        const lastSecond = await nextDocumentNumber(manager, 'INVOICE', 'HR', new Date('2031-03-31T18:29:59Z'));
        const firstSecond = await nextDocumentNumber(manager, 'INVOICE', 'HR', new Date('2031-03-31T18:30:00Z'));
        const next = await nextDocumentNumber(manager, 'INVOICE', 'HR', new Date('2031-04-02T10:00:00Z'));
        expect([lastSecond.number, firstSecond.number, next.number]).toEqual(['HR/3031/00001', 'HR/3132/00001', 'HR/3132/00002']);
        throw new RollbackProbe();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RollbackProbe)) throw error;
      });
  });
});

class RollbackProbe extends Error {}

describe('the admin’s list and the GSTR-1 export', () => {
  it('finds documents by GSTIN and number, with credit notes', async () => {
    const byGstin = await admin.gql(TAX_DOCUMENTS, { search: KARNATAKA_GSTIN });
    expect(byGstin.data?.taxDocuments.items).toEqual([expect.objectContaining({ kind: 'INVOICE', buyerGstin: KARNATAKA_GSTIN })]);
    const notes = await admin.gql(TAX_DOCUMENTS, { kind: 'CREDIT_NOTE' });
    expect(notes.data?.taxDocuments.totalCount).toBe(2);
    const anonymous = await shop.client().gql(TAX_DOCUMENTS, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('adds up to the invoices and credit notes of the month, as the offline tool’s files', async () => {
    const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
    const exported = (await admin.gql(GSTR1, { month })).data?.gstr1Export;
    if (!exported) throw new Error('no export');
    const table = (name: string) => csvRecords(exported.files.find((file) => file.table === name)!.csv);
    const documents: Array<{ kind: string; taxable: number; tax: number; registered: boolean }> = await shop.dataSource.query(
      `SELECT kind, taxable_value_paise AS taxable, cgst_paise + sgst_paise + utgst_paise + igst_paise AS tax,
         buyer->>'gstin' IS NOT NULL AS registered FROM tax_documents`,
    );
    const net = (registered: boolean, pick: 'taxable' | 'tax') =>
      documents.filter((d) => d.registered === registered).reduce((total, d) => total + (d.kind === 'INVOICE' ? 1 : -1) * d[pick], 0);

    expect(table('b2b').records).toHaveLength(1);
    expect(columnPaise(table('b2b').records, 'Taxable Value')).toBe(net(true, 'taxable'));
    // Consumers: the B2CS summary is net of their credit notes (none here is a B2CL invoice or nil-rated).
    expect(columnPaise(table('b2cs').records, 'Taxable Value')).toBe(net(false, 'taxable'));
    const hsn = [...table('hsn(b2b)').records, ...table('hsn(b2c)').records];
    expect(columnPaise(hsn, 'Taxable Value')).toBe(net(true, 'taxable') + net(false, 'taxable'));
    const hsnTax = ['Integrated Tax Amount', 'Central Tax Amount', 'State/UT Tax Amount'].reduce(
      (sum, name) => sum + columnPaise(hsn, name),
      0,
    );
    expect(hsnTax).toBe(net(true, 'tax') + net(false, 'tax'));
    expect(table('b2cs').records.map((row) => row['Place Of Supply'])).toContain('33-Tamil Nadu');
    expect(table('b2b').records[0]['Invoice date']).toMatch(/^\d{2}-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-\d{4}$/);
    expect(exported.zipFilename).toBe(`gstr1-${month}.zip`);
  });
});
