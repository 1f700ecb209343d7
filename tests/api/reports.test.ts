import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderEntity, type PaymentStatusName } from '@server/orders/order.entity.js';
import { graphql } from '../support/gql/gql.js';
import { startTestShop, TEST_ADMIN, type ShopClient, type TestShop } from '../support/test-shop.js';
import { userClient } from '../support/checkout-helpers.js';

/** The admin's Reports (sales by day and product, the orders CSV) and Settings, from what the database holds. */
let shop: TestShop;
let admin: ShopClient;

interface OrderSpec {
  at: string;
  firstName: string;
  street: string;
  paymentStatus: PaymentStatusName;
  lines: Array<{ productId: string; name: string; quantity: number; unitPricePaise: number }>;
}

// Times in UTC; India is 5h30 ahead, so the second order falls on 2 March there.
const ORDERS: OrderSpec[] = [
  {
    at: '2026-03-01T10:00:00Z',
    firstName: 'Asha',
    street: '12 MG Road',
    paymentStatus: 'PAID',
    lines: [{ productId: 'hair-oil-1', name: 'Bhringraj Hair Oil', quantity: 2, unitPricePaise: 25_000 }],
  },
  {
    at: '2026-03-01T20:00:00Z',
    firstName: 'Ravi',
    street: '3 Beach Road',
    paymentStatus: 'PAID',
    lines: [
      { productId: 'face-wash-1', name: 'Neem Face Wash', quantity: 1, unitPricePaise: 30_000 },
      { productId: 'hair-oil-1', name: 'Bhringraj Hair Oil', quantity: 1, unitPricePaise: 25_000 },
    ],
  },
  {
    at: '2026-03-02T05:00:00Z',
    firstName: 'Meera',
    street: '9 Lake View',
    paymentStatus: 'FAILED',
    lines: [{ productId: 'face-wash-1', name: 'Neem Face Wash', quantity: 3, unitPricePaise: 30_000 }],
  },
  {
    at: '2026-03-05T05:00:00Z',
    firstName: '=HYPERLINK("http://evil.example")',
    street: 'Flat 4, "Rose" Villa',
    paymentStatus: 'PAID',
    lines: [{ productId: 'soap-1', name: 'Turmeric Soap', quantity: 1, unitPricePaise: 9_900 }],
  },
  {
    // Stored before names refused control characters: a tab, and a formula after a semicolon.
    at: '2026-03-06T05:00:00Z',
    firstName: 'Anu\t=1+2',
    street: 'Plot 7;=cmd|"/C calc"!A0',
    paymentStatus: 'FAILED',
    lines: [{ productId: 'soap-1', name: 'Turmeric Soap', quantity: 1, unitPricePaise: 9_900 }],
  },
];

beforeAll(async () => {
  shop = await startTestShop();
  admin = shop.client();
  await admin.loginAsAdmin();
  const orders = shop.dataSource.getRepository(OrderEntity);
  for (const spec of ORDERS) {
    const createdAt = new Date(spec.at);
    const subtotal = spec.lines.reduce((sum, line) => sum + line.quantity * line.unitPricePaise, 0);
    await orders.save(
      orders.create({
        firstName: spec.firstName,
        lastName: 'Test',
        email: `${spec.at.slice(0, 10)}@example.in`,
        phone: '9800000001',
        street: spec.street,
        city: 'Kochi',
        state: 'Kerala',
        postalCode: '682001',
        country: 'India',
        subtotalPaise: subtotal,
        shippingPaise: 0,
        taxPaise: 0,
        totalPaise: subtotal,
        itemCount: spec.lines.reduce((sum, line) => sum + line.quantity, 0),
        status: spec.paymentStatus === 'PAID' ? 'Processing' : 'Cancelled',
        paymentStatus: spec.paymentStatus,
        createdAt,
        updatedAt: createdAt,
        lines: spec.lines.map((line, position) => ({ ...line, position, size: '100ml', imageUrl: null })),
        history: [],
      }),
    );
  }
});

afterAll(async () => {
  await shop?.close();
});

const REPORT = graphql(`
  query ReportsSales($from: String!, $to: String!) {
    salesReport(from: $from, to: $to) {
      from
      to
      orderCount
      revenue
      days {
        date
        orders
        revenue
      }
      products {
        productId
        name
        quantity
        revenue
      }
    }
  }
`);
const CSV = graphql(`
  query ReportsCsv($from: String!, $to: String!) {
    ordersCsv(from: $from, to: $to)
  }
`);
const SETTINGS = graphql(`
  query ReportsSettings {
    shopSettings {
      contactNotificationEmail
      contactNotificationEmailSet
    }
  }
`);
const UPDATE_SETTINGS = graphql(`
  mutation ReportsUpdateSettings($email: String!) {
    updateShopSettings(input: { contactNotificationEmail: $email }) {
      settings {
        contactNotificationEmail
        contactNotificationEmailSet
      }
      errors {
        code
        message
        field
      }
    }
  }
`);

describe('admin only', () => {
  it('refuses reports, the export and settings to anonymous callers and plain users', async () => {
    const user = await userClient(shop);
    const period = { from: '2026-03-01', to: '2026-03-31' };
    const asks = [
      (client: ShopClient) => client.gql(REPORT, period),
      (client: ShopClient) => client.gql(CSV, period),
      (client: ShopClient) => client.gql(SETTINGS),
      (client: ShopClient) => client.gql(UPDATE_SETTINGS, { email: 'x@example.in' }),
    ];
    for (const ask of asks) {
      const anonymous = await ask(shop.client());
      expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      const asUser = await ask(user);
      expect(asUser.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    const [row] = await shop.dataSource.query<[{ count: number }]>(`SELECT count(*)::int AS count FROM shop_settings`);
    expect(row.count).toBe(0);
  });
});

describe('sales report', () => {
  it("counts paid orders by day in India's time, every day of the period included", async () => {
    const result = await admin.gql(REPORT, { from: '2026-03-01', to: '2026-03-03' });
    expect(result.errors).toBeUndefined();
    expect(result.data!.salesReport).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-03',
      orderCount: 2,
      revenue: 1050,
      days: [
        { date: '2026-03-01', orders: 1, revenue: 500 },
        { date: '2026-03-02', orders: 1, revenue: 550 },
        { date: '2026-03-03', orders: 0, revenue: 0 },
      ],
    });
  });

  it('ranks products by revenue from the paid orders alone', async () => {
    const result = await admin.gql(REPORT, {
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(result.data!.salesReport!.products).toEqual([
      { productId: 'hair-oil-1', name: 'Bhringraj Hair Oil', quantity: 3, revenue: 750 },
      { productId: 'face-wash-1', name: 'Neem Face Wash', quantity: 1, revenue: 300 },
      { productId: 'soap-1', name: 'Turmeric Soap', quantity: 1, revenue: 99 },
    ]);
    // The same sum straight from SQL, so the report cannot agree with itself by accident.
    const [row] = await shop.dataSource.query<[{ revenue: number }]>(
      `SELECT sum(total_paise)::int AS revenue FROM orders WHERE payment_status = 'PAID' AND created_at >= '2026-02-28T18:30:00Z'`,
    );
    expect(result.data!.salesReport!.revenue * 100).toBe(row.revenue);
  });

  it('refuses a period that is not two real dates in order, or longer than a year and a day', async () => {
    for (const [period, message] of [
      [{ from: '2026-02-30', to: '2026-03-01' }, 'from must be a date written YYYY-MM-DD'],
      [{ from: '1 March', to: '2026-03-01' }, 'from must be a date written YYYY-MM-DD'],
      [{ from: '2026-03-05', to: '2026-03-01' }, 'The period must end on or after the day it starts'],
      [{ from: '2025-01-01', to: '2026-03-01' }, 'Choose a period of at most 366 days'],
    ] as const) {
      const result = await admin.gql(REPORT, period);
      expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
  });
});

describe('orders CSV', () => {
  it('lists every order of the period, oldest first, with amounts in rupees', async () => {
    const result = await admin.gql(CSV, { from: '2026-03-01', to: '2026-03-02' });
    expect(result.errors).toBeUndefined();
    const [separator, ...lines] = (result.data!.ordersCsv as string).trimEnd().split('\r\n');
    expect(separator).toBe('sep=,');
    expect(lines[0]).toBe(
      'Order,Placed (IST),Customer,Email,Phone,Address,Items,Payment method,Subtotal (INR),Discount code,Discount (INR),Shipping (INR),' +
        'COD fee (INR),Taxable value (INR),GST (INR),Total (INR),Refunded (INR),Net (INR),Invoice,Status,Payment',
    );
    expect(lines).toHaveLength(4);
    const first =
      /^HB-\d+,2026-03-01 15:30,Asha Test,2026-03-01@example\.in,9800000001,"12 MG Road, Kochi, Kerala, 682001, India",2,ONLINE,500\.00,,0\.00,0\.00,0\.00,(\d+\.\d{2}),(\d+\.\d{2}),500\.00,0\.00,500\.00,,Processing,PAID$/.exec(
        lines[1],
      );
    expect(first).not.toBeNull();
    // The GST inside the total, and its taxable value, add up to the total to the paisa.
    expect(Math.round(Number(first![1]) * 100) + Math.round(Number(first![2]) * 100)).toBe(500_00);
    expect(lines[2]).toContain(',2026-03-02 01:30,Ravi Test,');
    expect(lines[3]).toContain(',Cancelled,FAILED');
  });

  it('quotes commas and quotes, and never lets a cell run as a spreadsheet formula', async () => {
    const result = await admin.gql(CSV, { from: '2026-03-05', to: '2026-03-05' });
    const row = (result.data!.ordersCsv as string).split('\r\n')[2];
    expect(row).toContain(`,"'=HYPERLINK(""http://evil.example"") Test",`);
    expect(row).toContain(`,"Flat 4, ""Rose"" Villa, Kochi, Kerala, 682001, India",`);
  });

  it('neutralises a formula after a semicolon or a tab inside a cell, for spreadsheets split on those', async () => {
    const result = await admin.gql(CSV, { from: '2026-03-06', to: '2026-03-06' });
    const row = (result.data!.ordersCsv as string).split('\r\n')[2];
    expect(row).toContain(`,"Anu\t'=1+2 Test",`);
    expect(row).toContain(`,"Plot 7;'=cmd|""/C calc""!A0, Kochi, Kerala, 682001, India",`);
    for (const separator of [';', '\t']) {
      const pieces = row.split(separator).map((piece) => piece.replace(/^[ "]+/, ''));
      expect(pieces.filter((piece) => /^[=+\-@]/.test(piece))).toEqual([]);
    }
  });
});

describe('settings', () => {
  it('starts from the admin e-mail, stores a new notification address, and refuses a bad one unchanged', async () => {
    const initial = await admin.gql(SETTINGS);
    expect(initial.data!.shopSettings).toEqual({ contactNotificationEmail: TEST_ADMIN.email, contactNotificationEmailSet: false });

    const saved = await admin.gql(UPDATE_SETTINGS, { email: '  owner@herbal.test ' });
    expect(saved.data!.updateShopSettings).toEqual({
      settings: { contactNotificationEmail: 'owner@herbal.test', contactNotificationEmailSet: true },
      errors: [],
    });
    expect(await shop.services.settings.contactNotificationAddress()).toBe('owner@herbal.test');

    const refused = await admin.gql(UPDATE_SETTINGS, { email: 'not an address' });
    expect(refused.status).toBe(200);
    expect(refused.data!.updateShopSettings).toEqual({
      settings: null,
      errors: [
        {
          code: 'VALIDATION',
          message: 'Enter a valid email address for contact notifications',
          field: ['input', 'contactNotificationEmail'],
        },
      ],
    });
    const after = await admin.gql(SETTINGS);
    expect(after.data!.shopSettings!.contactNotificationEmail).toBe('owner@herbal.test');
  });
});
