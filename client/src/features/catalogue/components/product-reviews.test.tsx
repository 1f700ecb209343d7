import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/gql/fragment-masking';
import { render, screen, within } from '@/test/render';
import { ProductReviews, ProductReviewsFragment, publishedReviewFacts } from './product-reviews';

function review(id: string, title: string, labels: { isSample: boolean; verifiedBuyer: boolean }) {
  return {
    __typename: 'Review' as const,
    id,
    rating: 5,
    title,
    body: 'Gentle and it smells of real herbs.',
    authorName: 'Asha',
    authorCity: 'Pune',
    createdAt: '2026-11-01T10:00:00.000Z',
    reply: null,
    ...labels,
  };
}

function product(counted: number, items: ReturnType<typeof review>[]) {
  return makeFragmentData(
    {
      __typename: 'Product',
      id: 'hair-oil-1',
      reviewSummary: {
        __typename: 'ReviewSummary',
        average: counted ? 5 : 0,
        count: counted,
        histogram: [5, 4, 3, 2, 1].map((stars) => ({ __typename: 'StarCount' as const, stars, count: stars === 5 ? counted : 0 })),
      },
      publishedReviews: { __typename: 'ReviewPage', totalCount: items.length, items },
    } as never,
    ProductReviewsFragment,
  );
}

describe('reviews on the product page', () => {
  it('labels a buyer’s review "Verified buyer" and a sample "Sample review", and tells search engines only the buyer’s', () => {
    const buyer = review('r1', 'Calmed my scalp', { isSample: false, verifiedBuyer: true });
    const sample = review('r2', 'Worth every rupee', { isSample: true, verifiedBuyer: false });
    render(<ProductReviews product={product(1, [buyer, sample])} />);
    const [first, second] = screen.getAllByRole('article');
    expect(within(first).getByText('Verified buyer')).toBeInTheDocument();
    expect(within(second).getByText('Sample review')).toBeInTheDocument();
    expect(within(second).queryByText('Verified buyer')).toBeNull();
    expect(publishedReviewFacts(product(1, [buyer, sample])).map((facts) => facts.title)).toEqual(['Calmed my scalp']);
  });

  it('shows the samples of a product no buyer has reviewed, saying they are not counted', () => {
    render(<ProductReviews product={product(0, [review('r3', 'Better than the big brands', { isSample: true, verifiedBuyer: false })])} />);
    expect(screen.getByText(/No reviews from buyers yet/)).toBeInTheDocument();
    expect(screen.getByText('Sample review')).toBeInTheDocument();
  });
});
