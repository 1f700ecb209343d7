import { describe, expect, it } from 'vitest';
import { render, screen } from '@/test/render';
import { StarRating } from './star-rating';

describe('star rating', () => {
  it('shows no score for a product nobody has reviewed (a new product showed 4.5 stars from 0 reviews)', () => {
    render(<StarRating rating={4.5} reviews={0} size="md" />);
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText(/4\.5/)).not.toBeInTheDocument();
  });

  it('shows the score and the count once there are reviews', () => {
    render(<StarRating rating={4.46} reviews={1234} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5, 1234 reviews' })).toBeInTheDocument();
    expect(screen.getByText('4.5 (1,234)')).toBeInTheDocument();
  });
});
