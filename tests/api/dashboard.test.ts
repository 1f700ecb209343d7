import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '@server/db/seed/catalogue.js';
import { OrderEntity, type PaymentStatusName } from '@server/orders/order.entity.js';
import { UserEntity } from '@server/accounts/user.entity.js';
import type { OrderStatusName } from '@common/order-status.js';
import { hashPassword } from '@server/accounts/auth.service.js';
import { CONFIRM_PAYMENT, createOrder, SET_ORDER_STATUS, settlePayment, VALID_SHIPPING } from '../support/checkout-helpers.js';
import { graphql } from '../support/gql/gql.js';
import { startTestShop, type ShopClient, type TestShop } from '../support/test-shop.js';
import { eventually } from '../support/eventually.js';

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
  {
    email: 'asha@example.in',
    firstName: 'Asha',
    phone: '9800000001',
    totalPaise: 52_900,
    status: 'Delivered',
    paymentStatus: 'PAID',
    minutesAgo: 600,
  },
  {
    email: 'Asha@Example.in',
    firstName: 'Asha R.',
    phone: '9800000002',
    totalPaise: 24_900,
    status: 'Processing',
    paymentStatus: 'PAID',
    minutesAgo: 300,
  },
  {
    email: 'ravi@example.in',
    firstName: 'Ravi',
    phone: '9800000003',
    totalPaise: 120_050,
    status: 'Shipped',
    paymentStatus: 'PAID',
    minutesAgo: 200,
  },
  {
    email: 'meera@example.in',
    firstName: 'Meera',
    phone: '9800000004',
    totalPaise: 18_500,
    status: 'Pending',
    paymentStatus: 'PENDING',
    minutesAgo: 100,
  },
  {
    email: 'meera@example.in',
    firstName: 'Meera',
    phone: '9800000004',
    totalPaise: 21_500,
    status: 'Pending',
    paymentStatus: 'FAILED',
    minutesAgo: 50,
  },
  {
    email: 'john@example.com',
    firstName: 'John',
    phone: '9800000005',
    totalPaise: 30_000,
    status: 'Cancelled',
    paymentStatus: 'FAILED',
    minutesAgo: 20,
  },
  {
    email: 'kiran@example.in',
    firstName: 'Kiran',
    phone: '9800000006',
    totalPaise: 45_000,
    status: 'Pending',
    paymentStatus: 'PENDING',
    minutesAgo: 5,
  },
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
      lines: [
        {
          position: 0,
          productId: 'hair-oil-1',
          name: 'Bhringraj & Amla Hair Oil',
          size: '100ml',
          quantity: 1,
          unitPricePaise: spec.totalPaise,
          imageUrl: null,
        },
      ],
      history: [],
    });
    await shop.dataSource.getRepository(OrderEntity).save(order);
  }
});

afterAll(async () => {
  await shop?.close();
});

const DELETE_PRODUCT = graphql(`
  mutation DashboardDeleteProduct($id: ID!) {
    deleteProduct(id: $id) {
      deletedId
      errors {
        message
      }
    }
  }
`);
const DASHBOARD = graphql(`
  query DashboardFigures {
    dashboard {
      ...DashboardFigureFields
      recentOrders {
        id
        email
      }
    }
  }
`);
const CUSTOMERS = graphql(`
  query DashboardCustomers($search: String, $offset: Int, $limit: Int) {
    customers(search: $search, offset: $offset, limit: $limit) {
      totalCount
      items {
        email
        name
        phone
        orderCount
        totalSpent
        lastOrderAt
      }
    }
  }
`);
const ORDERS_SEARCH = graphql(`
  query DashboardOrdersSearch($filter: OrderFilter) {
    orders(filter: $filter, limit: 5) {
      totalCount
      totalCountCapped
      items {
        email
      }
    }
  }
`);
const CUSTOMERS_COUNT = graphql(`
  query DashboardCustomersCount($search: String) {
    customers(search: $search, limit: 5) {
      totalCount
      totalCountCapped
    }
  }
`);

async function plainUserClient(): Promise<ShopClient> {
  await shop.dataSource.getRepository(UserEntity).insert({
    email: 'customer@herbal.test',
    passwordHash: await hashPassword('customer-password'),
    role: 'user',
    emailConfirmedAt: new Date(),
  });
  const client = shop.client();
  await client.loginOrFail('customer@herbal.test', 'customer-password');
  return client;
}

describe('admin only', () => {
  it('refuses the dashboard and the customer list to anonymous callers and plain users', async () => {
    const user = await plainUserClient();
    for (const query of [DASHBOARD, CUSTOMERS]) {
      const anonymous = await shop.client().gqlText(query.toString());
      expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      const asUser = await user.gqlText(query.toString());
      expect(asUser.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      // Admin root fields are nullable: the field is null, never partly answered.
      expect(Object.values(asUser.data ?? {})).toEqual(asUser.data ? [null] : []);
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
    const [row] = await shop.dataSource.query<Array<{ revenue: number; orders: number }>>(
      `SELECT sum(total_paise) FILTER (WHERE payment_status = 'PAID')::int AS revenue, count(*)::int AS orders FROM orders`,
    );
    expect(result.data!.dashboard!.totalRevenue * 100).toBe(row.revenue);
    expect(result.data!.dashboard!.orderCount).toBe(row.orders);
  });

  it('lists the five newest orders, newest first', async () => {
    const result = await admin.gql(DASHBOARD);
    const newest = [...ORDERS].sort((a, b) => a.minutesAgo - b.minutesAgo).slice(0, 5);
    expect(result.data!.dashboard!.recentOrders.map((order) => order.email)).toEqual(newest.map((order) => order.email));
  });

  it('counts products as they are now, after admin changes', async () => {
    expect((await admin.gql(DELETE_PRODUCT, { id: 'napkin-3' })).data?.deleteProduct.errors).toEqual([]);
    const result = await admin.gql(DASHBOARD);
    expect(result.data!.dashboard!.productCount).toBe(seedCatalogue.length - 1);
  });
});

describe('customers', () => {
  it('groups orders by e-mail, with the latest name and phone and the paid total', async () => {
    const result = await admin.gql(CUSTOMERS);
    expect(result.errors).toBeUndefined();
    const page = result.data!.customers!;
    expect(page.totalCount).toBe(5);
    expect(page.items.map((customer) => customer.email)).toEqual([
      'kiran@example.in',
      'john@example.com',
      'meera@example.in',
      'ravi@example.in',
      'asha@example.in',
    ]);
    const asha = page.items.find((customer) => customer.email === 'asha@example.in');
    expect(asha).toMatchObject({ name: 'Asha R. Test', phone: '9800000002', orderCount: 2, totalSpent: (52_900 + 24_900) / 100 });
    const meera = page.items.find((customer) => customer.email === 'meera@example.in');
    expect(meera).toMatchObject({ orderCount: 2, totalSpent: 0 });
    expect(new Date(meera!.lastOrderAt).getTime()).toBeGreaterThan(Date.now() - 51 * 60_000);
  });

  it('searches names and e-mails, ignoring case, and pages with a true count', async () => {
    const byName = await admin.gql(CUSTOMERS, { search: 'ASHA' });
    expect(byName.data!.customers!).toMatchObject({ totalCount: 1, items: [{ email: 'asha@example.in' }] });
    const byEmail = await admin.gql(CUSTOMERS, { search: 'example.com' });
    expect(byEmail.data!.customers!).toMatchObject({ totalCount: 1, items: [{ email: 'john@example.com' }] });

    const second = await admin.gql(CUSTOMERS, { offset: 2, limit: 2 });
    expect(second.data!.customers!.totalCount).toBe(5);
    expect(second.data!.customers!.items.map((customer) => customer.email)).toEqual(['meera@example.in', 'ravi@example.in']);
    const beyond = await admin.gql(CUSTOMERS, { offset: 50 });
    expect(beyond.data!.customers!).toEqual({ totalCount: 5, items: [] });
  });
});

/**
 * The dashboard and the customer list read aggregates that triggers keep in the order's own
 * transaction (migration 1765600000000). Whatever happens to orders, they must equal what a
 * from-scratch computation over the orders gives.
 */
describe('figures kept by the order triggers', () => {
  async function fromScratch() {
    // Revenue: what paid orders brought in, less completed refunds.
    const [figures] = await shop.dataSource.query<
      Array<{ revenue: number; paid: number; orders: number; customers: number; pending: number }>
    >(
      `SELECT (coalesce(sum(total_paise) FILTER (WHERE payment_status IN ('PAID', 'PARTIALLY_REFUNDED', 'REFUNDED')), 0)
                - (SELECT coalesce(sum(amount_paise), 0) FROM refunds WHERE state = 'COMPLETED'))::int AS revenue,
              count(*) FILTER (WHERE payment_status IN ('PAID', 'PARTIALLY_REFUNDED'))::int AS paid,
              count(*)::int AS orders, count(DISTINCT lower(email))::int AS customers,
              count(*) FILTER (WHERE status = 'Pending')::int AS pending
         FROM orders`,
    );
    const customers = await shop.dataSource.query<Array<{ email: string; name: string; phone: string; orderCount: number; spent: number }>>(
      `SELECT lower(email) AS email,
              (array_agg(first_name || ' ' || last_name ORDER BY created_at DESC, order_number DESC))[1] AS name,
              (array_agg(phone ORDER BY created_at DESC, order_number DESC))[1] AS phone,
              count(*)::int AS "orderCount",
              coalesce(sum(total_paise) FILTER (WHERE payment_status = 'PAID'), 0)::int AS spent
         FROM orders GROUP BY lower(email) ORDER BY max(created_at) DESC, lower(email)`,
    );
    return { figures, customers };
  }

  async function expectFiguresToMatch() {
    const { figures, customers } = await fromScratch();
    const dashboard = (await admin.gql(DASHBOARD)).data!.dashboard!;
    expect(dashboard).toMatchObject({
      totalRevenue: figures.revenue / 100,
      orderCount: figures.orders,
      customerCount: figures.customers,
      pendingOrders: figures.pending,
      averageOrderValue: figures.paid ? Math.round(figures.revenue / figures.paid) / 100 : 0,
    });
    const listed = (await admin.gql(CUSTOMERS, { limit: 100 })).data!.customers!;
    expect(listed.totalCount).toBe(customers.length);
    expect(
      listed.items.map((customer) => [customer.email, customer.name, customer.phone, customer.orderCount, customer.totalSpent]),
    ).toEqual(customers.map((row) => [row.email, row.name, row.phone, row.orderCount, row.spent / 100]));
  }

  async function order(email: string, firstName: string, quantity = 1): Promise<string> {
    const shopper = shop.client();
    const result = await createOrder(shopper, [{ productId: 'face-wash-1', size: '100ml', quantity }], {
      shipping: { ...VALID_SHIPPING, email, firstName },
    });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return (result.data as { createOrder: { order: { id: string } } }).createOrder.order.id;
  }

  async function pay(orderId: string, outcome: 'success' | 'failed') {
    await settlePayment(shop, orderId, outcome, outcome === 'failed' ? { reason: 'declined' } : {});
    const confirmed = await shop.client().gql(CONFIRM_PAYMENT, { orderId });
    expect(confirmed.errors).toBeUndefined();
  }

  it('equal a from-scratch computation after orders are placed, paid, failed and cancelled', async () => {
    await expectFiguresToMatch();
    const first = await order('neha@example.in', 'Neha', 2);
    const second = await order('NEHA@example.in', 'Neha K.');
    const third = await order('vikram@example.in', 'Vikram', 3);
    const fourth = await order('asha@example.in', 'Asha');
    await expectFiguresToMatch();

    await pay(first, 'success');
    await pay(third, 'success');
    await pay(second, 'failed');
    await expectFiguresToMatch();

    // Cancelling a paid order and an unpaid one.
    expect((await admin.gql(SET_ORDER_STATUS, { id: third, status: 'CANCELLED' })).data?.updateOrderStatus.errors).toEqual([]);
    expect((await admin.gql(SET_ORDER_STATUS, { id: fourth, status: 'CANCELLED' })).data?.updateOrderStatus.errors).toEqual([]);
    expect((await admin.gql(SET_ORDER_STATUS, { id: first, status: 'PROCESSING' })).data?.updateOrderStatus.errors).toEqual([]);
    // The cancelled paid order's refund settles on its own (the sandbox's webhook): compare once it
    // has, or the two sides can read either side of it.
    await eventually(async () => {
      const [{ open }] = await shop.dataSource.query<Array<{ open: number }>>(
        `SELECT count(*)::int AS open FROM refunds WHERE order_id = $1 AND state NOT IN ('COMPLETED', 'FAILED')`,
        [third],
      );
      return open === 0;
    }, 15_000);
    await expectFiguresToMatch();
  });

  it('stay equal when orders are changed or removed behind the services (a repair, an import)', async () => {
    // An e-mail corrected by hand moves the order to another customer; a refund marks it unpaid.
    await shop.dataSource.query(`UPDATE orders SET email = 'vikram.k@example.in' WHERE lower(email) = 'vikram@example.in'`);
    await shop.dataSource.query(`UPDATE orders SET payment_status = 'FAILED' WHERE email = 'ravi@example.in'`);
    await shop.dataSource.query(`UPDATE orders SET total_paise = total_paise + 100 WHERE payment_status = 'PAID'`);
    await expectFiguresToMatch();

    // A bulk import of many orders in one statement, then deleting some.
    await shop.dataSource.query(
      `INSERT INTO orders (first_name, last_name, email, phone, street, city, state, postal_code, country, subtotal_paise,
                           shipping_paise, tax_paise, total_paise, item_count, status, payment_status, created_at)
       SELECT 'Imported', 'Buyer ' || (i % 7), 'buyer' || (i % 7) || '@example.in', '98000000' || lpad((i % 7)::text, 2, '0'),
              '1 Road', 'Pune', 'Maharashtra', '411001', 'India', 1000 * i, 0, 0, 1000 * i, 1,
              (ARRAY['Pending', 'Delivered', 'Cancelled'])[1 + i % 3], (ARRAY['PENDING', 'PAID', 'FAILED'])[1 + i % 3],
              now() - i * interval '1 day'
         FROM generate_series(1, 40) AS i`,
    );
    await expectFiguresToMatch();
    await shop.dataSource.query(`DELETE FROM orders WHERE email IN ('buyer3@example.in', 'meera@example.in') OR total_paise = 5000`);
    await expectFiguresToMatch();
  });
});

describe('counts of a broad search', () => {
  it('stop at 1,000 and say so; without a search they are exact', async () => {
    await shop.dataSource.query(
      `INSERT INTO orders (first_name, last_name, email, phone, street, city, state, postal_code, country, subtotal_paise,
                           shipping_paise, tax_paise, total_paise, item_count, status, payment_status, created_at)
       SELECT 'Many', 'Kumar', 'kumar' || i || '@example.in', '9800000000', '1 Road', 'Pune', 'Maharashtra', '411001', 'India',
              1000, 0, 0, 1000, 1, 'Delivered', 'PAID', now() - i * interval '1 minute'
         FROM generate_series(1, 1005) AS i`,
    );
    const [{ orders, customers }] = await shop.dataSource.query<Array<{ orders: number; customers: number }>>(
      `SELECT count(*)::int AS orders, count(DISTINCT lower(email))::int AS customers FROM orders`,
    );
    const searched = (await admin.gql(ORDERS_SEARCH, { filter: { search: 'kumar' } })).data!.orders!;
    expect(searched).toMatchObject({ totalCount: 1000, totalCountCapped: true });
    expect(searched.items).toHaveLength(5);
    const narrow = (await admin.gql(ORDERS_SEARCH, { filter: { search: 'kumar1000@' } })).data!.orders!;
    expect(narrow).toMatchObject({ totalCount: 1, totalCountCapped: false, items: [{ email: 'kumar1000@example.in' }] });
    expect((await admin.gql(ORDERS_SEARCH, {})).data!.orders!).toMatchObject({ totalCount: orders, totalCountCapped: false });

    expect((await admin.gql(CUSTOMERS_COUNT, { search: 'KUMAR' })).data!.customers!).toEqual({
      totalCount: 1000,
      totalCountCapped: true,
    });
    expect((await admin.gql(CUSTOMERS_COUNT, {})).data!.customers!).toEqual({
      totalCount: customers,
      totalCountCapped: false,
    });
  });
});
