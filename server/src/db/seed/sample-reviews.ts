import type { EntityManager } from 'typeorm';
import { refreshProductRatings } from '../../reviews/review.service.js';
import type { SeedProduct } from './catalogue.js';

/**
 * The demo shop's sample reviews, written as review records (published, tied to no order, marked
 * `is_sample`, shown labelled "Sample review"). Only a shop that is not in production gets them
 * (seed.ts), and the owner removes them all with "Remove sample data" (ReviewService). Each
 * seed product gets `reviews` of them whose stars average to its `rating` (whole stars, the
 * nearest total), with words chosen by the stars given.
 */
const WORDS: Record<number, Array<[title: string, body: string]>> = {
  5: [
    ['Exactly what I was looking for', 'Gentle, smells of real herbs and works. I have already ordered a second one.'],
    ['Better than the big brands', 'I switched from a supermarket brand and can feel the difference within two weeks.'],
    ['My whole family uses it', 'My mother recognised the herbs from her own recipes. Packed well and arrived on time.'],
    ['Worth every rupee', 'A little goes a long way. No harsh chemical smell, and my skin and hair both thank me.'],
  ],
  4: [
    ['Very good, will buy again', 'Works well and feels natural. Took a few uses to notice, but I like it a lot.'],
    ['Good quality', 'Nice texture and a pleasant herbal scent. I would like a bigger size for the price.'],
    ['Does what it says', 'Mild and effective. Delivery took a day longer than promised, otherwise happy.'],
  ],
  3: [
    ['Okay for me', 'It is pleasant to use but I did not see a big change yet. Will keep trying for a month.'],
    ['Average', 'Fine product, the smell is strong for my liking. Packaging was good.'],
  ],
  2: [['Not for me', 'It did not suit my skin type. Customer care was helpful when I wrote to them.']],
  1: [['Did not work for me', 'No difference after three weeks. Others in my family liked it, so it may be just me.']],
};

const NAMES = [
  'Ananya',
  'Priya',
  'Rahul',
  'Kavya',
  'Arjun',
  'Meena',
  'Divya',
  'Karthik',
  'Lakshmi',
  'Vikram',
  'Sneha',
  'Rohan',
  'Asha',
  'Farah',
  'Harpreet',
  'Joseph',
];
const CITIES = [
  'Chennai',
  'Bengaluru',
  'Mumbai',
  'Pune',
  'Kochi',
  'Hyderabad',
  'Delhi',
  'Jaipur',
  'Kolkata',
  'Coimbatore',
  'Madurai',
  'Mysuru',
  'Ahmedabad',
  'Lucknow',
];

export async function seedSampleReviews(manager: EntityManager, products: readonly SeedProduct[]): Promise<number> {
  let written = 0;
  for (const [index, product] of products.entries()) {
    const count = product.reviews;
    const totalStars = Math.round(product.rating * count);
    const base = Math.floor(totalStars / count);
    const raised = totalStars - base * count;
    const titles = [5, 4, 3, 2, 1].map((stars) => WORDS[stars].map(([title]) => title));
    const bodies = [5, 4, 3, 2, 1].map((stars) => WORDS[stars].map(([, body]) => body));
    // The first `raised` reviews give one star more than the rest: the total is exactly totalStars.
    await manager.query(
      // Offset by the product's place ($9): no two products share an author, words and minute.
      `INSERT INTO reviews (product_id, rating, title, body, author_name, author_city, status, created_at, moderated_at, is_sample)
       SELECT $1, s.stars, ($5::jsonb -> (5 - s.stars) ->> ((i + $9) % jsonb_array_length($5::jsonb -> (5 - s.stars)))),
              ($6::jsonb -> (5 - s.stars) ->> ((i + 2 * $9) % jsonb_array_length($6::jsonb -> (5 - s.stars)))),
              ($7::text[])[1 + (i * 7 + $9 * 3) % array_length($7::text[], 1)], ($8::text[])[1 + (i * 5 + $9) % array_length($8::text[], 1)],
              'published', now() - make_interval(days => (i * 37 + $9 * 11) % 720, hours => (i + $9 * 5) % 24, mins => (i * 13 + $9 * 7) % 60),
              now() - make_interval(days => (i * 37 + $9 * 11) % 720), true
         FROM generate_series(1, $2::int) AS i
        CROSS JOIN LATERAL (SELECT CASE WHEN i <= $3::int THEN $4::int + 1 ELSE $4::int END AS stars) s`,
      [product.id, count, raised, base, JSON.stringify(titles), JSON.stringify(bodies), NAMES, CITIES, index],
    );
    written += count;
  }
  await refreshProductRatings(
    manager,
    products.map((product) => product.id),
  );
  return written;
}
