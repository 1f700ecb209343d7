import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_PAYMENT, settlePayment, toVariantLines, VALID_SHIPPING, type LineInput } from '../support/checkout-helpers.js';
import { graphql } from '../support/gql/gql.js';
import { ON, SETTINGS as COD_SETTINGS, SHIP as COD_SHIP, DELIVER, COLLECT } from '../support/cash-on-delivery.js';
import { APPROVE, RECEIVE, REQUEST, startReturnsShop, type ReturnsShop } from '../support/return-helpers.js';
import { pdfText } from '../support/pdf-text.js';
import { eventually } from '../support/eventually.js';
import { formatPaise } from '@common/money.js';

/**
 * A month of orders as an owner and an accountant would check it: a 10 % code, shipping, cash on
 * delivery, a part refund and a cash-on-delivery return. Every figure the shop shows (the quote,
 * the order and its page, the admin's list, the e-mails, the orders CSV, Customers, Reports and the
 * dashboard) is checked against the tax documents it issued, to the paisa.
 */
graphql(`
  fragment RupeeBreakdown on MoneyBreakdown {
    goodsMoney {
      amount
    }
    discountCode
    discountMoney {
      amount
    }
    lines {
      lineId
      description
      quantity
      amountMoney {
        amount
      }
      discountMoney {
        amount
      }
      paidMoney {
        amount
      }
      gstRatePercent
      taxableValueMoney {
        amount
      }
      gstMoney {
        amount
      }
    }
    shippingMoney {
      amount
    }
    codFeeMoney {
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
    utgstMoney {
      amount
    }
    igstMoney {
      amount
    }
    gstMoney {
      amount
    }
    gstByRate {
      ratePercent
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
      gstMoney {
        amount
      }
    }
    placeOfSupply
    supplyType
    placeOfSupplyAssumed
    totalMoney {
      amount
    }
    refundedMoney {
      amount
    }
    netMoney {
      amount
    }
    cashToCollectMoney {
      amount
    }
  }
`);

const QUOTE = graphql(`
  query RupeeQuote($lines: [OrderLineInput!]!, $discountCode: String, $paymentMethod: PaymentMethod, $state: String) {
    quote(lines: $lines, discountCode: $discountCode, paymentMethod: $paymentMethod, state: $state) {
      totalMoney {
        amount
      }
      breakdown {
        ...RupeeBreakdown
      }
    }
  }
`);

const ORDER = graphql(`
  mutation RupeeOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      order {
        id
        orderNumber
        lines {
          id
        }
      }
      errors {
        code
        message
      }
    }
  }
`);

const REFUND = graphql(`
  mutation RupeeRefund($input: RefundOrderInput!) {
    refundOrder(input: $input) {
      order {
        id
      }
      errors {
        code
        message
        field
      }
    }
  }
`);

const ORDER_LIST = graphql(`
  query RupeeOrderList($search: String) {
    orders(filter: { search: $search }) {
      items {
        orderNumber
        paymentMethod
        breakdown {
          totalMoney {
            amount
          }
          cashToCollectMoney {
            amount
          }
        }
      }
    }
  }
`);

const BOOKS = graphql(`
  query RupeeBooks($search: String, $from: String!, $to: String!) {
    customers(search: $search) {
      items {
        email
        totalSpentMoney {
          amount
        }
      }
    }
    dashboard {
      totalRevenueMoney {
        amount
      }
    }
    salesReport(from: $from, to: $to) {
      revenueMoney {
        amount
      }
      products {
        productId
        quantity
        revenueMoney {
          amount
        }
      }
    }
    ordersCsv(from: $from, to: $to)
  }
`);

const ORDER_VIEW = graphql(`
  query RupeeOrderView($id: ID!) {
    order(id: $id) {
      id
      orderNumber
      totalMoney {
        amount
      }
      breakdown {
        ...RupeeBreakdown
      }
      invoice {
        number
        placeOfSupply
        supplyType
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
          gstRatePercent
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
      creditNotes {
        number
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
      }
      refunds {
        method
        manualReference
        paidOn
        state
        amountMoney {
          amount
        }
      }
    }
  }
`);

type View = NonNullable<Awaited<ReturnType<typeof viewOrder>>>;

let rs: ReturnsShop;
let shoppers = 0;

beforeAll(async () => {
  rs = await startReturnsShop();
  expect((await rs.admin.gql(COD_SETTINGS, { input: ON })).data?.updateCodSettings.errors).toEqual([]);
}, 60_000);

afterAll(async () => {
  await rs?.close();
});

async function viewOrder(id: string) {
  const result = await rs.admin.gql(ORDER_VIEW, { id });
  expect(result.errors).toBeUndefined();
  return result.data!.order!;
}

/** The invoice's figures as the breakdown names them: what every surface must show. */
function invoiceFigures(order: View) {
  const invoice = order.invoice!;
  const byRate = new Map<number, { taxable: number; gst: number }>();
  for (const line of invoice.lines) {
    const rate = byRate.get(line.gstRatePercent) ?? { taxable: 0, gst: 0 };
    rate.taxable += line.taxableValueMoney.amount;
    rate.gst += line.cgstMoney.amount + line.sgstMoney.amount + line.igstMoney.amount;
    byRate.set(line.gstRatePercent, rate);
  }
  return {
    taxable: invoice.taxableValueMoney.amount,
    cgst: invoice.cgstMoney.amount,
    sgst: invoice.sgstMoney.amount,
    igst: invoice.igstMoney.amount,
    gst: invoice.cgstMoney.amount + invoice.sgstMoney.amount + invoice.igstMoney.amount,
    total: invoice.totalMoney.amount,
    byRate: [...byRate.entries()].sort(([a], [b]) => a - b).map(([rate, figures]) => ({ rate, ...figures })),
  };
}

function breakdownFigures(breakdown: View['breakdown']) {
  return {
    taxable: breakdown.taxableValueMoney.amount,
    cgst: breakdown.cgstMoney.amount,
    sgst: breakdown.sgstMoney.amount,
    igst: breakdown.igstMoney.amount,
    gst: breakdown.gstMoney.amount,
    total: breakdown.totalMoney.amount,
    byRate: breakdown.gstByRate.map((rate) => ({
      rate: rate.ratePercent,
      taxable: rate.taxableValueMoney.amount,
      gst: rate.gstMoney.amount,
    })),
  };
}

function shopper(overrides: Partial<typeof VALID_SHIPPING> = {}) {
  shoppers += 1;
  return {
    ...VALID_SHIPPING,
    email: `month${shoppers}@example.in`,
    phone: `98765${String(20000 + shoppers).slice(-5)}`,
    address: `${shoppers} Brigade Road`,
    ...overrides,
  };
}

async function quote(
  lines: LineInput[],
  options: { discountCode?: string; paymentMethod?: 'ONLINE' | 'CASH_ON_DELIVERY'; state?: string } = {},
) {
  const client = rs.shop.client();
  const result = await client.gql(QUOTE, { lines: await toVariantLines(client, lines), ...options });
  expect(result.errors).toBeUndefined();
  return result.data!.quote;
}

async function place(
  lines: LineInput[],
  options: { discountCode?: string; paymentMethod?: 'ONLINE' | 'CASH_ON_DELIVERY'; shipping?: ReturnType<typeof shopper> } = {},
) {
  const client = rs.shop.client();
  const shipping = options.shipping ?? shopper();
  const created = await client.gql(ORDER, {
    input: {
      shipping,
      lines: await toVariantLines(client, lines),
      discountCode: options.discountCode ?? null,
      paymentMethod: options.paymentMethod ?? null,
    },
  });
  expect(created.data?.createOrder.errors).toEqual([]);
  const order = created.data!.createOrder.order!;
  if ((options.paymentMethod ?? 'ONLINE') === 'ONLINE') {
    await settlePayment(rs.shop, order.id, 'success');
    expect((await client.gql(CONFIRM_PAYMENT, { orderId: order.id })).data?.confirmPayment.paid).toBe(true);
  }
  return { ...order, email: shipping.email };
}

/** Two oils at 5 % and a serum at 18 %, with a 10 % code: ₹1,391 of goods, ₹139.10 off, free shipping. */
const MIXED: LineInput[] = [
  { productId: 'hair-oil-1', size: '100ml', quantity: 2 },
  { productId: 'skin-serum-1', size: '100ml', quantity: 1 },
];

/** The first e-mail whose subject matches, to whoever it went (the owner's address is the shop's setting). */
async function mailWithSubject(subject: RegExp) {
  await eventually(() => Promise.resolve(rs.inbox.messages.some((mail) => subject.test(mail.subject ?? '')))).catch(() => {
    throw new Error(`no e-mail matching ${subject} (have: ${rs.inbox.messages.map((mail) => mail.subject).join(', ')})`);
  });
  return rs.inbox.messages.find((mail) => subject.test(mail.subject ?? ''))!;
}

/** India's date today, YYYY-MM-DD. */
const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/** The month's orders, as the tests place them. */
const month: {
  online?: { id: string; orderNumber: string; email: string };
  cod?: { id: string; orderNumber: string; email: string; lineIds: string[] };
} = {};

describe('one money breakdown', () => {
  it("a quote states the GST its order's invoice prints, to the paisa, split once the state is known", async () => {
    const unknownState = await quote(MIXED, { discountCode: 'TENOFF' });
    expect(unknownState.breakdown).toMatchObject({
      placeOfSupply: null,
      placeOfSupplyAssumed: true,
      supplyType: 'INTRA_STATE',
      refundedMoney: null,
    });
    const quoted = await quote(MIXED, { discountCode: 'TENOFF', state: 'Karnataka' });
    expect(quoted.breakdown).toMatchObject({
      goodsMoney: { amount: 2 * 249_00 + 949_00 },
      discountCode: 'TENOFF',
      discountMoney: { amount: 144_70 },
      placeOfSupply: 'Karnataka (29)',
      supplyType: 'INTER_STATE',
      placeOfSupplyAssumed: false,
      totalMoney: { amount: quoted.totalMoney.amount },
    });
    // The split differs with the state; the GST in all does not.
    expect(unknownState.breakdown.gstMoney.amount).toBe(quoted.breakdown.gstMoney.amount);
    expect(unknownState.breakdown.cgstMoney.amount + unknownState.breakdown.sgstMoney.amount).toBe(quoted.breakdown.igstMoney.amount);

    const placed = await place(MIXED, { discountCode: 'TENOFF' });
    month.online = placed;
    const order = await viewOrder(placed.id);
    expect(breakdownFigures(quoted.breakdown)).toEqual(invoiceFigures(order));
    expect(breakdownFigures(order.breakdown)).toEqual(invoiceFigures(order));
    expect(order.breakdown.placeOfSupply).toBe(order.invoice!.placeOfSupply);
    expect(order.breakdown.lines.map((line) => line.paidMoney.amount)).toEqual(quoted.breakdown.lines.map((line) => line.paidMoney.amount));
    expect(order.breakdown).toMatchObject({
      refundedMoney: { amount: 0 },
      netMoney: { amount: order.totalMoney.amount },
      cashToCollectMoney: { amount: 0 },
    });
  });

  it("an online order's e-mail states its invoice's figures, and a part refund its credit note's", async () => {
    const order = await viewOrder(month.online!.id);
    const invoice = invoiceFigures(order);
    const confirmation = await rs.inbox.waitFor(month.online!.email, /is confirmed/);
    expect(confirmation.text).toContain('Subtotal: ₹1,447.00');
    expect(confirmation.text).toContain('Discount (TENOFF): −₹144.70');
    expect(confirmation.text).toContain('Shipping: Free');
    expect(confirmation.text).toContain(`GST included in the total: ${formatPaise(invoice.gst)}`);
    expect(confirmation.text).toContain(`Total paid: ${formatPaise(invoice.total)}`);
    const owner = await mailWithSubject(new RegExp(`^New paid order ${order.orderNumber}: `));
    expect(owner.text).toContain('Discount (TENOFF): −₹144.70');
    expect(owner.text).toContain(`Total paid: ${formatPaise(invoice.total)}`);

    // One oil back: what that unit was paid, its share of the code taken off (₹249 − ₹24.90).
    const oilUnitPaid = order.breakdown.lines[0].paidMoney.amount / 2;
    expect(oilUnitPaid).toBe(224_10);
    const refunded = await rs.admin.gql(REFUND, {
      input: { orderId: order.id, amount: oilUnitPaid / 100, reason: 'One bottle arrived leaking' },
    });
    expect(refunded.data?.refundOrder.errors).toEqual([]);
    // The sandbox settles the refund and tells the shop, which asks its status and records it.
    await eventually(async () => (await viewOrder(order.id)).refunds[0]?.state === 'COMPLETED');
    const after = await viewOrder(order.id);
    expect(after.creditNotes.map((note) => note.totalMoney.amount)).toEqual([oilUnitPaid]);
    expect(after.breakdown).toMatchObject({
      refundedMoney: { amount: oilUnitPaid },
      netMoney: { amount: invoice.total - oilUnitPaid },
      // The breakdown stays the invoice's: a refund is its own document.
      gstMoney: { amount: invoice.gst },
    });
    const notice = await rs.inbox.waitFor(month.online!.email, /^Refund of ₹224\.10/);
    expect(notice.attachments.map((file) => file.filename)).toEqual([expect.stringMatching(/\.pdf$/)]);
  });

  it('cash on delivery: the owner is told the cash to collect, the invoice rides with the shipped e-mail, and a return is refunded by hand', async () => {
    const lines: LineInput[] = [
      { productId: 'skin-serum-1', size: '30ml', quantity: 1 },
      { productId: 'hair-oil-1', size: '100ml', quantity: 1 },
    ];
    const quoted = await quote(lines, { paymentMethod: 'CASH_ON_DELIVERY', state: 'Karnataka' });
    // ₹395 + ₹249, ₹30 shipping and the ₹49 fee.
    expect(quoted.breakdown).toMatchObject({
      goodsMoney: { amount: 644_00 },
      shippingMoney: { amount: 30_00 },
      codFeeMoney: { amount: 49_00 },
      totalMoney: { amount: 723_00 },
    });
    const placed = await place(lines, { paymentMethod: 'CASH_ON_DELIVERY' });
    const id = placed.id;
    month.cod = { ...placed, lineIds: placed.lines.map((line) => line.id) };

    const owner = await mailWithSubject(new RegExp(`^New order ${placed.orderNumber}: Cash on delivery: ₹723\\.00 to collect$`));
    expect(owner.text).not.toMatch(/\bpaid\b/i);
    expect(owner.text).toContain('Cash on delivery fee: ₹49.00');
    expect(owner.text).toContain('To collect in cash: ₹723.00');
    const listed = async () => (await rs.admin.gql(ORDER_LIST, { search: placed.orderNumber })).data!.orders!.items[0];
    expect(await listed()).toMatchObject({ paymentMethod: 'CASH_ON_DELIVERY', breakdown: { cashToCollectMoney: { amount: 723_00 } } });

    const shipped = await rs.admin.gql(COD_SHIP, { input: { orderId: id, carrier: 'INDIA_POST', trackingNumber: 'EE123456789IN' } });
    expect(shipped.data?.shipOrder.errors).toEqual([]);
    const order = await viewOrder(id);
    const invoice = invoiceFigures(order);
    expect(breakdownFigures(order.breakdown)).toEqual(invoice);
    expect(breakdownFigures(quoted.breakdown)).toEqual(invoice);
    const shippedMail = await rs.inbox.waitFor(placed.email, /is on its way/);
    expect(shippedMail.text).toContain('Cash on delivery fee: ₹49.00');
    expect(shippedMail.text).toContain(`GST included in the total: ${formatPaise(invoice.gst)}`);
    expect(shippedMail.text).toContain(`Your GST tax invoice ${order.invoice!.number} is attached.`);
    expect(shippedMail.attachments).toHaveLength(1);
    expect(await pdfText(new Uint8Array(shippedMail.attachments[0].content))).toContain(order.invoice!.number);

    expect((await rs.admin.gql(DELIVER, { id })).data?.markOrderDelivered.order?.status).toBe('DELIVERED');
    expect((await rs.admin.gql(COLLECT, { id })).data?.recordCashCollected.errors).toEqual([]);
    expect(await listed()).toMatchObject({ breakdown: { cashToCollectMoney: { amount: 0 } } });

    // Cash came in by hand, so it goes back by hand: the provider is never asked.
    const noDetails = await rs.admin.gql(REFUND, { input: { orderId: id, amount: 10, reason: 'Goodwill' } });
    expect(noDetails.data?.refundOrder.errors).toEqual([
      {
        code: 'VALIDATION',
        field: ['input', 'manual'],
        message: 'This order was paid in cash: send the money by UPI or bank transfer, then record it with its reference and date',
      },
    ]);
    const future = await rs.admin.gql(REFUND, {
      input: { orderId: id, amount: 10, reason: 'Goodwill', manual: { method: 'UPI', reference: 'UPI-1', paidOn: '2999-01-01' } },
    });
    expect(future.data?.refundOrder.errors[0]).toMatchObject({ code: 'VALIDATION', field: ['input', 'manual', 'paidOn'] });

    // The shopper sends the oil back; it is refunded by UPI when it arrives.
    const client = rs.shop.client();
    const asked = await client.gql(REQUEST, {
      input: {
        orderNumber: placed.orderNumber,
        email: placed.email,
        lines: [{ lineId: month.cod.lineIds[1], quantity: 1 }],
        reason: 'DAMAGED',
      },
    });
    expect(asked.data?.requestReturn.errors).toEqual([]);
    const returnId = asked.data!.requestReturn.returnRequest!.id;
    expect((await rs.admin.gql(APPROVE, { id: returnId })).data?.approveReturn.errors).toEqual([]);
    const today = indiaToday();
    const received = await rs.admin.gql(RECEIVE, {
      input: { returnId, manual: { method: 'UPI', reference: 'UPI-448822', paidOn: today } },
    });
    expect(received.data?.receiveReturn.errors).toEqual([]);
    const after = await viewOrder(id);
    expect(after.refunds).toEqual([
      { method: 'UPI', manualReference: 'UPI-448822', paidOn: today, state: 'COMPLETED', amountMoney: { amount: 249_00 } },
    ]);
    expect(after.creditNotes.map((note) => note.totalMoney.amount)).toEqual([249_00]);
    expect(after.breakdown).toMatchObject({
      refundedMoney: { amount: 249_00 },
      netMoney: { amount: 723_00 - 249_00 },
      cashToCollectMoney: { amount: 0 },
    });
    const notice = await rs.inbox.waitFor(placed.email, /refund|Refund/);
    expect(notice.text).toContain('₹249.00');
    expect(notice.attachments.map((file) => file.filename)).toEqual([expect.stringMatching(/\.pdf$/)]);
  });

  it("Customers, the dashboard and Reports count what was paid less what was refunded, as the orders' breakdowns do", async () => {
    const online = await viewOrder(month.online!.id);
    const cod = await viewOrder(month.cod!.id);
    const net = (order: View) => order.breakdown.netMoney!.amount;
    const today = indiaToday();
    const books = async (email: string) => (await rs.admin.gql(BOOKS, { search: email, from: today, to: today })).data!;
    const onlineBooks = await books(month.online!.email);
    expect(onlineBooks.customers!.items).toEqual([{ email: month.online!.email, totalSpentMoney: { amount: net(online) } }]);
    expect((await books(month.cod!.email)).customers!.items[0].totalSpentMoney.amount).toBe(net(cod));
    // Every charged order of this shop is one of the month's: revenue is their nets added up, on both screens.
    expect(onlineBooks.dashboard!.totalRevenueMoney.amount).toBe(net(online) + net(cod));
    expect(onlineBooks.salesReport!.revenueMoney.amount).toBe(net(online) + net(cod));

    // Sales by product are net of refunds too: the oil refunded from the online order and the one
    // returned from the cash order are each a unit fewer and what was refunded for it less.
    const paid = (order: View, line: number) => order.breakdown.lines[line].paidMoney.amount;
    const products = onlineBooks.salesReport!.products.map((product) => ({
      productId: product.productId,
      quantity: product.quantity,
      revenue: product.revenueMoney.amount,
    }));
    expect(products.sort((a, b) => a.productId.localeCompare(b.productId))).toEqual([
      { productId: 'hair-oil-1', quantity: 2 + 1 - 1 - 1, revenue: paid(online, 0) - 224_10 + paid(cod, 1) - 249_00 },
      { productId: 'skin-serum-1', quantity: 1 + 1, revenue: paid(online, 1) + paid(cod, 0) },
    ]);
    // What the products brought in, with the shipping and the fee kept, is the dashboard's revenue.
    const charges = online.breakdown.shippingMoney.amount + cod.breakdown.shippingMoney.amount + cod.breakdown.codFeeMoney.amount;
    expect(products.reduce((sum, product) => sum + product.revenue, 0) + charges).toBe(onlineBooks.dashboard!.totalRevenueMoney.amount);
  });

  it("the orders CSV states each order's breakdown and invoice, in rows that add up", async () => {
    const today = indiaToday();
    const csv = (await rs.admin.gql(BOOKS, { search: null, from: today, to: today })).data!.ordersCsv!;
    const [, header, ...rows] = csv.trimEnd().split('\r\n');
    const columns = header.split(',');
    // No cell of these orders holds a comma except the address, which is quoted: split around it.
    const cells = (row: string) => {
      const [before, quoted, after] = row.split('"');
      return [...before.split(',').slice(0, -1), quoted, ...after.split(',').slice(1)];
    };
    const rowOf = (orderNumber: string) => {
      const found = rows.map(cells).find((row) => row[0] === orderNumber)!;
      return Object.fromEntries(columns.map((column, index) => [column, found[index]]));
    };
    const paise = (text: string) => Math.round(Number(text) * 100);
    for (const placed of [month.online!, month.cod!]) {
      const order = await viewOrder(placed.id);
      const row = rowOf(order.orderNumber);
      expect(row).toMatchObject({
        'Payment method': placed === month.cod ? 'CASH_ON_DELIVERY' : 'ONLINE',
        'Discount code': order.breakdown.discountCode ?? '',
        Invoice: order.invoice!.number,
      });
      expect(paise(row['Discount (INR)'])).toBe(order.breakdown.discountMoney.amount);
      expect(paise(row['COD fee (INR)'])).toBe(order.breakdown.codFeeMoney.amount);
      expect(paise(row['GST (INR)'])).toBe(invoiceFigures(order).gst);
      expect(paise(row['Taxable value (INR)'])).toBe(order.invoice!.taxableValueMoney.amount);
      expect(paise(row['Total (INR)'])).toBe(order.invoice!.totalMoney.amount);
      expect(paise(row['Refunded (INR)'])).toBe(order.creditNotes.reduce((sum, note) => sum + note.totalMoney.amount, 0));
      // The row adds up.
      expect(paise(row['Subtotal (INR)']) - paise(row['Discount (INR)']) + paise(row['Shipping (INR)']) + paise(row['COD fee (INR)'])).toBe(
        paise(row['Total (INR)']),
      );
      expect(paise(row['Taxable value (INR)']) + paise(row['GST (INR)'])).toBe(paise(row['Total (INR)']));
      expect(paise(row['Total (INR)']) - paise(row['Refunded (INR)'])).toBe(paise(row['Net (INR)']));
    }
  });
});
