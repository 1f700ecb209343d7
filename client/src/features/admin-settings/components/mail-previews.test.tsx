import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@/test/render';
import { MailPreviews, MailPreviewsQuery } from './mail-previews';

const previews = [
  {
    kind: 'order-confirmation',
    label: 'Order confirmation',
    to: 'SHOPPER' as const,
    subject: 'Your Herbal Roots order HB-1042 is confirmed',
    html: '<!doctype html><html><body><p>Thank you for your order, Ananya!</p><script>parent.document.title = "taken"</script></body></html>',
    text: 'Thank you for your order, Ananya!\n\nTotal paid: ₹943.20\n',
  },
  {
    kind: 'owner-low-stock',
    label: 'Low stock (to you)',
    to: 'OWNER' as const,
    subject: 'Low stock: 2 sizes',
    html: '<!doctype html><html><body><p>Bhringraj Hair Oil (200 ml): 4 left</p></body></html>',
    text: 'Bhringraj Hair Oil (200 ml): 4 left\n',
  },
];

const previewsMock = {
  request: { query: MailPreviewsQuery },
  result: { data: { mailPreviews: previews.map((preview) => ({ __typename: 'MailPreview' as const, ...preview })) } },
  maxUsageCount: Infinity,
};

describe('the e-mail previews', { timeout: 20_000 }, () => {
  it('lists every e-mail and shows the chosen one’s subject, HTML in a frame without scripts, and its text', async () => {
    render(<MailPreviews />, { mocks: [previewsMock] });
    const nav = await screen.findByRole('navigation', { name: 'E-mails' });
    expect(nav).toHaveTextContent('Order confirmation');
    expect(nav).toHaveTextContent('Low stock (to you)');

    expect(screen.getByTestId('mail-subject')).toHaveTextContent('Your Herbal Roots order HB-1042 is confirmed');
    const frame = screen.getByTitle('Order confirmation e-mail');
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin');
    expect(frame.getAttribute('srcdoc')).toContain('Thank you for your order, Ananya!');

    await userEvent.click(screen.getByRole('tab', { name: 'Plain text' }));
    expect(screen.getByLabelText('Order confirmation, plain text')).toHaveTextContent('Total paid: ₹943.20');

    await userEvent.click(screen.getByRole('button', { name: /Low stock \(to you\)/ }));
    expect(screen.getByTestId('mail-subject')).toHaveTextContent('Low stock: 2 sizes');
    expect(screen.getByRole('region', { name: 'Preview: Low stock (to you)' })).toHaveTextContent('To you');
  });
});
