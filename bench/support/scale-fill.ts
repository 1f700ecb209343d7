/**
 * The orders bench/scale.ts fills its scratch shop with, in one SQL statement per chunk: today's
 * even spread, and a skewed one (few customers with many orders, most orders recent, a status
 * only among small orders).
 */
const FIRST_NAMES = [
  'Aarav', 'Aditi', 'Akash', 'Amit', 'Ananya', 'Anil', 'Anjali', 'Arjun', 'Asha', 'Deepa', 'Divya', 'Gaurav', 'Geeta', 'Harish',
  'Ishaan', 'Kavya', 'Kiran', 'Lakshmi', 'Manoj', 'Meera', 'Neha', 'Nikhil', 'Nisha', 'Pooja', 'Pradeep', 'Priya', 'Rahul', 'Rajesh',
  'Ravi', 'Rohan', 'Sanjay', 'Sara', 'Shreya', 'Sneha', 'Suresh', 'Swati', 'Tanvi', 'Uma', 'Varun', 'Vijay', 'Vikram', 'Zoya',
]; // prettier-ignore
// Kumar is as common here as in India: a search for it matches thousands of orders at scale.
const LAST_NAMES = [
  'Agarwal', 'Banerjee', 'Bhat', 'Chatterjee', 'Das', 'Desai', 'Gupta', 'Iyer', 'Jain', 'Joshi', 'Kapoor', 'Khan', 'Kumar', 'Kumar',
  'Mehta', 'Menon', 'Mishra', 'Nair', 'Patel', 'Pillai', 'Rao', 'Reddy', 'Saxena', 'Shah', 'Sharma', 'Singh', 'Sinha', 'Verma',
]; // prettier-ignore
const DOMAINS = ['gmail.com', 'gmail.com', 'gmail.com', 'yahoo.co.in', 'outlook.com', 'rediffmail.com', 'hotmail.com'];
const CITIES = ['Mumbai|Maharashtra|400001', 'Bengaluru|Karnataka|560001', 'Kochi|Kerala|682001', 'Chennai|Tamil Nadu|600001',
  'New Delhi|Delhi|110001', 'Pune|Maharashtra|411001', 'Hyderabad|Telangana|500001', 'Jaipur|Rajasthan|302001']; // prettier-ignore

const sqlArray = (values: string[]) => `(ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]::text[])`;

/** How a data set's orders are spread: SQL expressions over `random()` and the pool size. */
export interface DataShape {
  name: string;
  /** The customer's number (1 … about customers). */
  customer: (customers: number) => string;
  /** The order's age in days. */
  age: string;
  /** Cancelled only at or under this subtotal (paise); null: any order may be cancelled. */
  cancelledUpToPaise: number | null;
}

/** Today's shape: customers alike, dates even over three years, statuses by age. */
export const UNIFORM: DataShape = {
  name: 'uniform',
  customer: (customers) => `1 + floor(random() * ${customers})::int`,
  age: 'random() * 1095',
  cancelledUpToPaise: null,
};

/**
 * A shop's real skew: one customer with 5% of the orders (50,000 of a million) and ten with
 * another 15%; three orders in four from the last three months, and one in ten placed at one
 * instant (an import: every one of them ties on the date); Cancelled only among small orders,
 * so it never appears among the highest totals.
 */
export const SKEWED: DataShape = {
  name: 'skewed',
  customer: (customers) =>
    `(SELECT CASE WHEN x < 0.05 THEN 1 WHEN x < 0.20 THEN 2 + floor(random() * 10)::int ELSE 12 + floor(random() * ${customers})::int END
        FROM (SELECT random() + i * 0 AS x) AS k)`,
  age: `(SELECT CASE WHEN x < 0.10 THEN 30.5 WHEN x < 0.85 THEN random() * 90 ELSE 90 + random() * 1005 END
          FROM (SELECT random() + i * 0 AS x) AS k)`,
  cancelledUpToPaise: 30000,
};

/**
 * Orders `from`..`to` (numbers 100000 + i), each with 1–3 lines of seeded products, for a pool of
 * `customers` customers whose name and e-mail follow from their number, spread as `shape` says.
 * Statuses follow age: the last two days Pending or Processing, the last week Processing or
 * Shipped, older ones mostly Delivered, some Cancelled and some abandoned (Pending, payment
 * failed). One statement: the lines' sums become the order's totals.
 */
export function fillSql(from: number, to: number, customers: number, shape: DataShape = UNIFORM): string {
  const cancelled = shape.cancelledUpToPaise === null ? 's.r < 0.97' : `s.r < 0.97 AND m.subtotal <= ${shape.cancelledUpToPaise}`;
  return `
    WITH p AS (
      SELECT array_agg(id ORDER BY id) AS ids, array_agg(name ORDER BY id) AS names,
             array_agg(price_paise ORDER BY id) AS prices, array_agg(image_url ORDER BY id) AS images, count(*)::int AS n
        FROM products
    ),
    src AS (
      SELECT i, c, age, r, nlines, ${sqlArray(CITIES)}[1 + c % ${CITIES.length}] AS city
        FROM (SELECT i, ${shape.customer(customers)} AS c, ${shape.age} AS age, random() AS r,
                     1 + floor(random() ^ 2 * 3)::int AS nlines
                FROM generate_series(${from}, ${to}) AS i) AS g
    ),
    lines AS (
      SELECT s.i, k - 1 AS position, 1 + floor(random() * p.n)::int AS pi, 1 + floor(random() ^ 3 * 3)::int AS quantity
        FROM src AS s CROSS JOIN p CROSS JOIN LATERAL generate_series(1, s.nlines) AS k
    ),
    sums AS (
      SELECT l.i, sum(l.quantity * p.prices[l.pi])::int AS subtotal, sum(l.quantity)::int AS items
        FROM lines AS l CROSS JOIN p GROUP BY l.i
    ),
    shaped AS (
      SELECT s.*, m.subtotal, m.items, CASE WHEN m.subtotal > 100000 THEN 0 ELSE 3000 END AS shipping,
             CASE WHEN s.age < 2 THEN (CASE WHEN s.r < 0.6 THEN 'Pending' ELSE 'Processing' END)
                  WHEN s.age < 7 THEN (CASE WHEN s.r < 0.3 THEN 'Processing' ELSE 'Shipped' END)
                  WHEN s.r < 0.93 THEN 'Delivered'
                  WHEN ${cancelled} THEN 'Cancelled'
                  ELSE 'Pending' END AS status
        FROM src AS s JOIN sums AS m USING (i)
    ),
    inserted AS (
      INSERT INTO orders (order_number, first_name, last_name, email, phone, street, city, state, postal_code, country,
                          subtotal_paise, shipping_paise, tax_paise, total_paise, item_count, status, payment_status,
                          payment_reference, refund_due, stock_reserved, created_at, updated_at)
      SELECT 100000 + i,
             ${sqlArray(FIRST_NAMES)}[1 + (c * 7) % ${FIRST_NAMES.length}],
             ${sqlArray(LAST_NAMES)}[1 + (c * 13) % ${LAST_NAMES.length}],
             lower(${sqlArray(FIRST_NAMES)}[1 + (c * 7) % ${FIRST_NAMES.length}] || '.' ||
                   ${sqlArray(LAST_NAMES)}[1 + (c * 13) % ${LAST_NAMES.length}]) || c || '@' || ${sqlArray(DOMAINS)}[1 + c % ${DOMAINS.length}],
             '9' || lpad((c * 7919 % 1000000000)::text, 9, '0'),
             (1 + c % 300) || ', ' || (ARRAY['MG Road', 'Park Street', 'Linking Road', 'Anna Salai', 'Brigade Road'])[1 + c % 5],
             split_part(city, '|', 1), split_part(city, '|', 2), split_part(city, '|', 3), 'India',
             subtotal, shipping, 0, subtotal + shipping, items, status,
             CASE WHEN status IN ('Processing', 'Shipped', 'Delivered') THEN 'PAID'
                  WHEN status = 'Cancelled' THEN (CASE WHEN r > 0.96 THEN 'PAID' ELSE 'FAILED' END)
                  WHEN age < 2 THEN 'PENDING' ELSE 'FAILED' END,
             CASE WHEN status IN ('Processing', 'Shipped', 'Delivered') THEN 'BENCH' || i END,
             status = 'Cancelled' AND r > 0.96, status NOT IN ('Cancelled') AND age < 7,
             now() - age * interval '1 day', now() - age * interval '1 day' + interval '1 hour'
        FROM shaped
      RETURNING id, order_number
    )
    INSERT INTO order_lines (order_id, position, product_id, name, size, quantity, unit_price_paise, image_url)
    SELECT o.id, l.position, p.ids[l.pi], p.names[l.pi], 'Regular', l.quantity, p.prices[l.pi], p.images[l.pi]
      FROM lines AS l JOIN inserted AS o ON o.order_number = 100000 + l.i CROSS JOIN p`;
}
