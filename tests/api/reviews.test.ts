import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, CONFIRM_PAYMENT, placeOrder, SET_ORDER_STATUS, settlePayment } from '../support/checkout-helpers.js';
import { graphql } from '../support/gql/gql.js';
import { startTestShop, type ShopClient, type TestShop } from '../support/test-shop.js';

/**
 * Reviews a shopper can believe: only a buyer whose order was delivered writes one, once per
 * order; nothing shows until the owner publishes it; the product's stars and count move with the
 * published reviews and with nothing else.
 */
const SUBMIT = graphql(`
  mutation ReviewsSubmit($input: SubmitReviewInput!) {
    submitReview(input: $input) {
      review {
        id
        status
        authorName
        authorCity
      }
      errors {
        code
        message
        field
      }
    }
  }
`);
const PRODUCT_REVIEWS = graphql(`
  query ReviewsOfProduct($id: ID!) {
    product(id: $id) {
      rating
      reviews
      reviewSummary {
        average
        count
        histogram {
          stars
          count
        }
      }
      publishedReviews(limit: 3) {
        totalCount
        pageInfo {
          hasNextPage
          hasPreviousPage
        }
        items {
          title
          rating
          authorName
          reply
        }
      }
    }
  }
`);
const PRODUCT_NAME = graphql(`
  query ReviewsProductName($id: ID!) {
    product(id: $id) {
      name
    }
  }
`);
const QUEUE = graphql(`
  query ReviewsQueue {
    reviews(status: PENDING) {
      totalCount
      items {
        id
        title
        productName
      }
    }
  }
`);
const PUBLISH = graphql(`
  mutation ReviewsPublish($id: ID!, $reply: String) {
    publishReview(id: $id, reply: $reply) {
      review {
        status
        reply
      }
      errors {
        code
      }
    }
  }
`);
const REJECT = graphql(`
  mutation ReviewsReject($id: ID!) {
    rejectReview(id: $id) {
      review {
        status
      }
      errors {
        code
      }
    }
  }
`);

let shop: TestShop;
let admin: ShopClient;

beforeAll(async () => {
  shop = await startTestShop();
  admin = await adminClient(shop);
});
afterAll(() => shop?.close());

/** An order of one product, paid through the sandbox; delivered when asked. */
async function paidOrder(productId: string, delivered: boolean): Promise<string> {
  const client = shop.client();
  const { orderId } = await placeOrder(client, [{ productId, size: '100ml', quantity: 1 }]);
  await settlePayment(shop, orderId, 'success');
  expect((await client.gql(CONFIRM_PAYMENT, { orderId })).data?.confirmPayment.paid).toBe(true);
  if (delivered) {
    for (const status of ['SHIPPED', 'DELIVERED'] as const) {
      expect((await admin.gql(SET_ORDER_STATUS, { id: orderId, status })).data?.updateOrderStatus.errors).toEqual([]);
    }
  }
  return orderId;
}

const review = (orderId: string, productId: string, rating = 5) => ({
  orderId,
  productId,
  rating,
  title: 'Calmed my scalp in a week',
  body: 'Light, not sticky, and the smell of the herbs is real. Will buy the bigger bottle next.',
});

describe('writing a review', () => {
  it('is refused before delivery with the reason, and taken once after it', async () => {
    const orderId = await paidOrder('hair-oil-2', false);
    const early = (await shop.client().gql(SUBMIT, { input: review(orderId, 'hair-oil-2') })).data?.submitReview;
    expect(early?.errors[0]).toMatchObject({
      code: 'INVALID_STATE',
      message: 'You can review this product once your order has been delivered.',
    });

    await admin.gql(SET_ORDER_STATUS, { id: orderId, status: 'SHIPPED' });
    await admin.gql(SET_ORDER_STATUS, { id: orderId, status: 'DELIVERED' });
    const taken = (await shop.client().gql(SUBMIT, { input: review(orderId, 'hair-oil-2') })).data?.submitReview;
    // The buyer's first name and city, as the order has them (VALID_SHIPPING: Asha Verma, Bengaluru).
    expect(taken).toMatchObject({ review: { status: 'PENDING', authorName: 'Asha', authorCity: 'Bengaluru' }, errors: [] });

    const again = (await shop.client().gql(SUBMIT, { input: review(orderId, 'hair-oil-2', 1) })).data?.submitReview;
    expect(again?.errors[0]?.code).toBe('CONFLICT');
  });

  it('refuses a product the order does not hold, a sixth star and an empty text, on their fields', async () => {
    const orderId = await paidOrder('hair-oil-2', true);
    const client = shop.client();
    const cases = [
      [review(orderId, 'face-wash-1'), 'productId'],
      [{ ...review(orderId, 'hair-oil-2'), rating: 6 }, 'rating'],
      [{ ...review(orderId, 'hair-oil-2'), body: '   ' }, 'body'],
    ] as const;
    for (const [input, field] of cases) {
      expect((await client.gql(SUBMIT, { input })).data?.submitReview.errors[0]).toMatchObject({
        code: 'VALIDATION',
        field: ['input', field],
      });
    }
  });
});

describe('publishing', () => {
  it('shows a review only once the owner publishes it, and the product’s stars follow the published reviews', async () => {
    const before = (await shop.client().gql(PRODUCT_REVIEWS, { id: 'hair-oil-3' })).data!.product!;
    expect(before.reviews).toBe(before.reviewSummary.count);
    expect(before.reviewSummary.histogram.map((row) => row.stars)).toEqual([5, 4, 3, 2, 1]);
    expect(before.publishedReviews.pageInfo).toEqual({ hasNextPage: before.reviews > 3, hasPreviousPage: false });

    const orderId = await paidOrder('hair-oil-3', true);
    const written = (await shop.client().gql(SUBMIT, { input: review(orderId, 'hair-oil-3', 1) })).data!.submitReview.review!;
    const waiting = (await shop.client().gql(PRODUCT_REVIEWS, { id: 'hair-oil-3' })).data!.product!;
    expect(waiting.reviews).toBe(before.reviews);
    expect(waiting.publishedReviews.items.map((item) => item.title)).not.toContain('Calmed my scalp in a week');
    const queued = (await admin.gql(QUEUE)).data?.reviews.items.find((item) => item.id === written.id);
    // The owner's queue names the product, as the catalogue does.
    expect(queued?.productName).toBe((await shop.client().gql(PRODUCT_NAME, { id: 'hair-oil-3' })).data?.product?.name);

    const published = await admin.gql(PUBLISH, { id: written.id, reply: 'Thank you, Asha!' });
    expect(published.data?.publishReview).toEqual({ review: { status: 'PUBLISHED', reply: 'Thank you, Asha!' }, errors: [] });
    const after = (await shop.client().gql(PRODUCT_REVIEWS, { id: 'hair-oil-3' })).data!.product!;
    expect(after.reviews).toBe(before.reviews + 1);
    const oneStars = (summary: typeof after.reviewSummary) => summary.histogram.find((row) => row.stars === 1)!.count;
    expect(oneStars(after.reviewSummary)).toBe(oneStars(before.reviewSummary) + 1);
    // Only buyers' reviews count (the seed's samples do not): the one 1-star review makes the rating.
    expect(before).toMatchObject({ rating: 0, reviews: 0 });
    expect(after.rating).toBe(1);
    expect(after.rating).toBe(after.reviewSummary.average);
    expect(after.publishedReviews.items[0]).toMatchObject({ title: 'Calmed my scalp in a week', rating: 1, reply: 'Thank you, Asha!' });

    expect((await admin.gql(REJECT, { id: written.id })).data?.rejectReview.review?.status).toBe('REJECTED');
    const withdrawn = (await shop.client().gql(PRODUCT_REVIEWS, { id: 'hair-oil-3' })).data!.product!;
    expect({ rating: withdrawn.rating, reviews: withdrawn.reviews }).toEqual({ rating: before.rating, reviews: before.reviews });
  });

  it('gives a new product no stars at all until a review is published', async () => {
    await shop.dataSource.query(
      `INSERT INTO products (id, name, category, subcategory, price_paise, sizes, description, benefits, image_url, stock)
       VALUES ('new-balm', 'New Balm', 'skin', 'cream', 19900, '[{"label":"50g","pricePaise":19900}]', 'A balm', '{}', '/images/products/face-wash-1/640.webp', 5)`,
    );
    const product = (await shop.client().gql(PRODUCT_REVIEWS, { id: 'new-balm' })).data!.product!;
    expect(product).toMatchObject({ rating: 0, reviews: 0, reviewSummary: { average: 0, count: 0 }, publishedReviews: { totalCount: 0 } });
  });
});

const PRODUCT_LABELS = graphql(`
  query ReviewsLabels($id: ID!) {
    product(id: $id) {
      rating
      reviews
      publishedReviews(limit: 100) {
        totalCount
        items {
          title
          rating
          isSample
          verifiedBuyer
        }
      }
    }
  }
`);
const REMOVE_SAMPLES = graphql(`
  mutation ReviewsRemoveSamples {
    removeSampleData {
      removedReviews
      errors {
        code
      }
    }
  }
`);

describe('sample reviews', () => {
  it('labels a buyer’s review Verified buyer and the seed’s Sample review, and the owner removes every sample in one action', async () => {
    const orderId = await paidOrder('hair-oil-4', true);
    const written = (await shop.client().gql(SUBMIT, { input: review(orderId, 'hair-oil-4', 4) })).data!.submitReview.review!;
    await admin.gql(PUBLISH, { id: written.id });
    const before = (await shop.client().gql(PRODUCT_LABELS, { id: 'hair-oil-4' })).data!.product!;
    const buyers = before.publishedReviews.items.filter((item) => !item.isSample);
    expect(buyers).toEqual([{ title: 'Calmed my scalp in a week', rating: 4, isSample: false, verifiedBuyer: true }]);
    const samples = before.publishedReviews.items.filter((item) => item.isSample);
    expect(samples.length).toBeGreaterThan(0);
    expect(samples.every((item) => !item.verifiedBuyer)).toBe(true);
    // Shown, but never counted: the rating and count are the buyer's review alone.
    expect({ rating: before.rating, reviews: before.reviews }).toEqual({ rating: 4, reviews: 1 });

    // Only the owner can, and nothing changes when a shopper asks.
    const [{ count: sampleRows }] = await shop.dataSource.query<[{ count: number }]>(
      `SELECT count(*)::int AS count FROM reviews WHERE is_sample`,
    );
    const anonymous = await shop.client().gql(REMOVE_SAMPLES);
    expect(anonymous.errors?.[0]?.extensions?.code ?? anonymous.data?.removeSampleData.errors[0]?.code).toBe('UNAUTHENTICATED');
    expect((await admin.gql(REMOVE_SAMPLES)).data?.removeSampleData).toEqual({ removedReviews: sampleRows, errors: [] });
    const after = (await shop.client().gql(PRODUCT_LABELS, { id: 'hair-oil-4' })).data!.product!;
    expect(after).toEqual({ rating: 4, reviews: 1, publishedReviews: { totalCount: 1, items: buyers } });
    expect((await admin.gql(REMOVE_SAMPLES)).data?.removeSampleData).toEqual({ removedReviews: 0, errors: [] });
  });
});
