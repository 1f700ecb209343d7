import { describe, expect, it } from 'vitest';
import { render, screen } from '@/test/render';
import { ContactNotificationForm } from './contact-notification-form';

describe('the notification e-mail field and its hint agree', { timeout: 20_000 }, () => {
  it('leaves the field empty while no address is chosen, and names the one used meanwhile in the hint', () => {
    render(<ContactNotificationForm address="care@herbalroots.in" isDefault />);
    const field = screen.getByRole('textbox', { name: 'Notification email' });
    expect(field).toHaveValue('');
    expect(field).toHaveAccessibleDescription('Not chosen yet: notices go to the admin account’s address, care@herbalroots.in.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('shows a chosen address in the field', () => {
    render(<ContactNotificationForm address="owner@herbalroots.in" isDefault={false} />);
    expect(screen.getByRole('textbox', { name: 'Notification email' })).toHaveValue('owner@herbalroots.in');
  });
});
