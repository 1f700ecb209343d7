import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../server/src/db/seed/catalogue.js';
import { OrderEntity, type PaymentStatusName } from '../../server/src/entities/order.entity.js';
import { UserEntity } from '../../server/src/entities/user.entity.js';
import type { OrderStatusName } from '../../common/order-status.js';
import { hashPassword } from '../../server/src/services/auth.service.js';
import { startTestShop, type ShopClient, type TestShop } from '../support/test-shop.js';

/** The admin dashboard and customer list, computed from the orders actually stored. */
let shop: TestShop;
let admin: ShopClient;

interface OrderSpec {
  email: string;
  firstName: string;
  phone: string;
  totalPaise: number;
  status: OrderStatusName;
  paymentStatus: PaymentStatusName;
  minutesAgo: number;
}

// Mixed-case e-mails for one customer on purpose: customers are counted case-insensitively.
const ORDERS: OrderSpec[] = [
  { email: 'asha@example.in', firstName: 'Asha', phone: '9800000001', totalPaise: 52_900, status: 'Delivered', paymentStatus: 'PAID', minutesAgo: 600 },
  { email: 'Asha@Example.in', firstName: 'Asha R.', phone: '9800000002', totalPaise: 24_900, status: 'Processing', paymentStatus: 'PAID', minutesAgo: 300 },
  { email: 'ravi@example.in', firstName: 'Ravi', phone: '9800000003', totalPaise: 120_050, status: 'Shipped', paymentStatus: 'PAID', minutesAgo: 200 },
  { email: 'meera@example.in', firstName: 'Meera', phone: '9800000004', totalPaise: 18_500, status: 'Pending', paymentStatus: 'PENDING', minutesAgo: 100 },
  { email: 'meera@example.in', firstName: 'Meera', phone: '9800000004', totalPaise: 21_500, status: 'Pending', paymentStatus: 'FAILED', minutesAgo: 50 },
  { email: 'john@example.com', firstName: 'John', phone: '9800000005', totalPaise: 30_000, status: 'Cancelled', paymentStatus: 'FAILED', minutesAgo: 20 },
  { email: 'kiran@example.in', firstName: 'Kiran', phone: '9800000006', totalPaise: 45_000, status: 'Pending', paymentStatus: 'PENDING', minutesAgo: 5 },
];

beforeAll(async () => {
  shop = await startTestShop();
  admin = shop.client();
  await admin.loginAsAdmin();
  const now = Date.now();
  for (const spec of ORDERS) {
    const createdAt = new Date(now - spec.minutesAgo * 60_000);
    const order = shop.dataSource.getRepository(OrderEntity).create({
      firstName: spec.firstName,
      lastName: 'Test',
      email: spec.email,
      phone: spec.phone,
      street: '12 MG Road',
      city: 'Kochi',
      state: 'Kerala',
      postalCode: '682001',
      country: 'India',
      subtotalPaise: spec.totalPaise,
      shippingPaise: 0,
      taxPaise: 0,
      totalPaise: spec.totalPaise,
      itemCount: 1,
      status: spec.status,
      paymentStatus: spec.paymentStatus,
      createdAt,
      updatedAt: createdAt,
      lines: [{ position: 0, productId: 'hair-oil-1', name: 'Bhringraj & Amla Hair Oil', size: '100ml', quantity: 1, unitPricePaise: spec.totalPaise, imageUrl: null }],
      history: [],
    });
    await shop.dataSource.getRepository(OrderEntity).save(order);
  }
});

afterAll(async () => {
  await shop?.close();
});

const DASHBOARD = `{ dashboard { totalRevenue orderCount customerCount productCount pendingOrders averageOrderValue recentOrders { id email } } }`;
const CUSTOMERS = `query Customers($search: String, $offset: Int, $limit: Int) {
  customers(search: $search, offset: $offset, limit: $limit) {
    totalCount
    items { email name phone orderCount totalSpent lastOrderAt }
  }
}`;

async function plainUserClient(): Promise<ShopClient> {
  await shop.dataSource
    .getRepository(UserEntity)
    .insert({ email: 'customer@herbal.test', passwordHash: await hashPassword('customer-password'), role: 'user' });
  const client = shop.client();
  await client.gql(`mutation { login(email: "customer@herbal.test", password: "customer-password") { id } }`);
  return client;
}

describe('admin only', () => {
  it('refuses the dashboard and the customer list to anonymous callers and plain users', async () => {
    const user = await plainUserClient();
    for (const query of [DASHBOARD, CUSTOMERS]) {
      const anonymous = await shop.client().gql(query);
      expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      const asUser = await user.gql(query);
      expect(asUser.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(asUser.data).toBeNull();
    }
  });
});

describe('dashboard', () => {
  it('shows figures that equal what the database holds', async () => {
    const result = await admin.gql(DASHBOARD);
    expect(result.errors).toBeUndefined();
    const paid = ORDERS.filter((order) => order.paymentStatus === 'PAID');
    const revenuePaise = paid.reduce((sum, order) => sum + order.totalPaise, 0);
    expect(result.data!.dashboard).toMatchObject({
      totalRevenue: revenuePaise / 100,
      orderCount: ORDERS.length,
      customerCount: new Set(ORDERS.map((order) => order.email.toLowerCase())).size,
      productCount: seedCatalogue.length,
      pendingOrders: ORDERS.filter((order) => order.status === 'Pending').length,
      averageOrderValue: Math.round(revenuePaise / paid.length) / 100,
    });

    // And the same from SQL, so the test cannot agree with itself by accident.
    const [row] = await shop.dataSource.query(
      `SELECT sum(total_paise) FILTER (WHERE payment_status = 'PAID')::int AS revenue, count(*)::int AS orders FROM orders`,
    );
    expect(result.data!.dashboard.totalRevenue * 100).toBe(row.revenue);
    expect(result.data!.dashboard.orderCount).toBe(row.orders);
  });

  it('lists the five newest orders, newest first', async () => {
    const result = await admin.gql(DASHBOARD);
    const newest = [...ORDERS].sort((a, b) => a.minutesAgo - b.minutesAgo).slice(0, 5);
    expect(result.data!.dashboard.recentOrders.map((order: { email: string }) => order.email)).toEqual(newest.map((order) => order.email));
  });

  it('counts products as they are now, after admin changes', async () => {
    await admin.gql(`mutation { deleteProduct(id: "napkin-3") }`);
    const result = await admin.gql(DASHBOARD);
    expect(result.data!.dashboard.productCount).toBe(seedCatalogue.length - 1);
  });
});

describe('customers', () => {
  it('groups orders by e-mail, with the latest name and phone and the paid total', async () => {
    const result = await admin.gql(CUSTOMERS);
    expect(result.errors).toBeUndefined();
    const page = result.data!.customers;
    expect(page.totalCount).toBe(5);
    expect(page.items.map((customer: { email: string }) => customer.email)).toEqual([
      'kiran@example.in',
      'john@example.com',
      'meera@example.in',
      'ravi@example.in',
      'asha@example.in',
    ]);
    const asha = page.items.find((customer: { email: string }) => customer.email === 'asha@example.in');
    expect(asha).toMatchObject({ name: 'Asha R. Test', phone: '9800000002', orderCount: 2, totalSpent: (52_900 + 24_900) / 100 });
    const meera = page.items.find((customer: { email: string }) => customer.email === 'meera@example.in');
    expect(meera).toMatchObject({ orderCount: 2, totalSpent: 0 });
    expect(new Date(meera.lastOrderAt).getTime()).toBeGreaterThan(Date.now() - 51 * 60_000);
  });

  it('searches names and e-mails, ignoring case, and pages with a true count', async () => {
    const byName = await admin.gql(CUSTOMERS, { search: 'ASHA' });
    expect(byName.data!.customers).toMatchObject({ totalCount: 1, items: [{ email: 'asha@example.in' }] });
    const byEmail = await admin.gql(CUSTOMERS, { search: 'example.com' });
    expect(byEmail.data!.customers).toMatchObject({ totalCount: 1, items: [{ email: 'john@example.com' }] });

    const second = await admin.gql(CUSTOMERS, { offset: 2, limit: 2 });
    expect(second.data!.customers.totalCount).toBe(5);
    expect(second.data!.customers.items.map((customer: { email: string }) => customer.email)).toEqual(['meera@example.in', 'ravi@example.in']);
    const beyond = await admin.gql(CUSTOMERS, { offset: 50 });
    expect(beyond.data!.customers).toEqual({ totalCount: 5, items: [] });
  });
});
