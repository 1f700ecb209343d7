import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@/test/render';
import { MailFailuresSection, SendMailAgainMutation, TroubledMailsQuery } from './mail-failures';

const waiting = {
  __typename: 'TroubledMail' as const,
  id: '6f0c1c8e-3a52-4b3e-9d43-2d7c5a0e1f10',
  kind: 'order-confirmation',
  to: 'ananya@example.com',
  subject: 'Your Herbal Roots order HB-1042 is confirmed',
  state: 'WAITING' as const,
  attempts: 2,
  lastError: '451 Mailbox temporarily unavailable',
  nextAttemptAt: '2026-01-12T06:04:00.000Z',
  createdAt: '2026-01-12T06:00:00.000Z',
};

describe('the e-mails not sent, in Settings', { timeout: 20_000 }, () => {
  it('lists each with its tries and the server’s answer, and sends one again now', async () => {
    let asked: unknown = null;
    const list = { request: { query: TroubledMailsQuery }, result: { data: { troubledMails: [waiting] } } };
    const afterwards = { request: { query: TroubledMailsQuery }, result: { data: { troubledMails: [] } } };
    const send = {
      request: {
        query: SendMailAgainMutation,
        variables: (variables: { id: string }) => {
          asked = variables.id;
          return true;
        },
      },
      result: { data: { sendMailAgain: { __typename: 'SendMailAgainPayload' as const, mail: null, errors: [] } } },
    };
    render(<MailFailuresSection />, { mocks: [list, send, afterwards] });
    const table = await screen.findByRole('table', { name: 'E-mails that failed or wait' });
    const row = within(table).getByText(waiting.subject).closest('tr')!;
    expect(row).toHaveTextContent('To ananya@example.com');
    expect(row).toHaveTextContent('Waiting');
    expect(row).toHaveTextContent('Next try 12 Jan 2026, 11:34 am');
    expect(row).toHaveTextContent('451 Mailbox temporarily unavailable');

    await userEvent.click(within(row).getByRole('button', { name: `Send again now: ${waiting.subject}` }));
    await waitFor(() => expect(asked).toBe(waiting.id));
    expect(await screen.findByText('Every e-mail went out: none failed or is waiting to be tried again.')).toBeInTheDocument();
  });
});
