import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@/test/render';
import { MailSettingsQuery, MailSettingsSection, UpdateMailSettingsMutation } from './mail-settings-form';

const stored = {
  ownerNewOrder: true,
  ownerLowStock: true,
  ownerContactMessage: true,
  ownerReturnWaiting: true,
  reviewRequests: true,
  reviewRequestDelayDays: 3,
};
const settingsMock = {
  request: { query: MailSettingsQuery },
  result: {
    data: {
      shopSettings: {
        __typename: 'ShopSettings' as const,
        contactNotificationEmail: 'owner@herbalroots.in',
        mail: { __typename: 'MailSettings' as const, ...stored },
      },
    },
  },
  maxUsageCount: Infinity,
};

describe('the e-mail switches in Settings', { timeout: 20_000 }, () => {
  it("shows the server's switches, and saves the owner's changes in one go", async () => {
    let sent: unknown = null;
    const saveMock = {
      request: {
        query: UpdateMailSettingsMutation,
        variables: (variables: { input: unknown }) => {
          sent = variables.input;
          return true;
        },
      },
      result: {
        data: {
          updateMailSettings: {
            __typename: 'UpdateMailSettingsPayload' as const,
            settings: { __typename: 'MailSettings' as const, ...stored },
            errors: [],
          },
        },
      },
    };
    render(<MailSettingsSection />, { mocks: [settingsMock, saveMock] });
    const lowStock = await screen.findByRole('switch', { name: /Low stock/ });
    expect(lowStock).toBeChecked();
    expect(screen.getByText('Owner e-mails go to owner@herbalroots.in (the notification e-mail above).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await userEvent.click(lowStock);
    const delay = screen.getByRole('textbox', { name: 'Ask for a review after (days)' });
    await userEvent.clear(delay);
    await userEvent.type(delay, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual({ ...stored, ownerLowStock: false, reviewRequestDelayDays: 5 }));
  });

  it('keeps the delay within 1 to 30 days', async () => {
    render(<MailSettingsSection />, { mocks: [settingsMock] });
    const delay = await screen.findByRole('textbox', { name: 'Ask for a review after (days)' });
    await userEvent.clear(delay);
    await userEvent.type(delay, '45');
    await userEvent.tab();
    expect(delay).toHaveValue('30');
  });
});
