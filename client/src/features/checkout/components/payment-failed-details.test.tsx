import { describe, expect, it } from 'vitest';
import { render, screen } from '../../../test/render';
import { PaymentFailedDetails } from './payment-failed-details';

describe('payment failed page (spec §2, §5)', () => {
  it.each([
    ['Insufficient funds', 'Payment failed due to insufficient funds in your account.'],
    ['CARD_DECLINED by issuer', 'Your card was declined by the bank. Please try another payment method.'],
    ['Card Expired', 'Your card has expired. Please use a valid payment method.'],
    ['gateway timeout', 'The payment timed out. Please try again.'],
    ['Cancelled by you', 'You cancelled the payment process.'],
    ['Bank server unreachable', 'Payment failed: Bank server unreachable'],
  ])('maps the reason "%s"', (reason, message) => {
    render(<PaymentFailedDetails orderId="7f7c3a38-2d7e-4d55-9b1e-1d2f5d3f0a11" reason={reason} />);
    expect(screen.getByTestId('failure-reason')).toHaveTextContent(message);
    expect(screen.getByText('7f7c3a38-2d7e-4d55-9b1e-1d2f5d3f0a11')).toBeInTheDocument();
  });

  it('says so when there is no reason and no order id', () => {
    render(<PaymentFailedDetails orderId={null} reason={null} />);
    expect(screen.getByTestId('failure-reason')).toHaveTextContent('Your payment could not be processed.');
    expect(screen.getByText('Not available')).toBeInTheDocument();
    expect(screen.getAllByText('Payment Failed')).toHaveLength(2);
  });

  it('offers Continue Shopping, Contact Support and the support contacts', () => {
    render(<PaymentFailedDetails orderId="abc" reason="declined" />);
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: '+91 98400 12345' })).toHaveAttribute('href', 'tel:+919840012345');
    expect(screen.getByRole('link', { name: 'support@herbalroots.in' })).toHaveAttribute('href', 'mailto:support@herbalroots.in');
  });
});
