import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@/test/render';
import { FailedJobsQuery, FailedJobsSection, RunJobAgainMutation } from './failed-jobs';

const failed = {
  __typename: 'FailedJob' as const,
  id: '0b7e6a4c-2f1d-4c8e-9a55-71d3e2c4b901',
  type: 'mail.send',
  about: 'order-confirmation to ananya@example.com',
  attempts: 1,
  lastError: 'not delivered after 5 tries: 451 Mailbox temporarily unavailable',
  failedAt: '2026-01-12T06:04:00.000Z',
};

describe('the background jobs that failed, in Settings', { timeout: 20_000 }, () => {
  it('lists each with what it was for and its last error, and runs one again', async () => {
    let asked: unknown = null;
    const list = { request: { query: FailedJobsQuery }, result: { data: { failedJobs: [failed] } } };
    const afterwards = { request: { query: FailedJobsQuery }, result: { data: { failedJobs: [] } } };
    const run = {
      request: {
        query: RunJobAgainMutation,
        variables: (variables: { id: string }) => {
          asked = variables.id;
          return true;
        },
      },
      result: {
        data: {
          runJobAgain: { __typename: 'RunJobAgainPayload' as const, job: { __typename: 'FailedJob' as const, id: failed.id }, errors: [] },
        },
      },
    };
    render(<FailedJobsSection />, { mocks: [list, run, afterwards] });
    const table = await screen.findByRole('table', { name: 'Background jobs that failed' });
    const row = within(table).getByText(failed.about).closest('tr')!;
    expect(row).toHaveTextContent('mail.send · failed 12 Jan 2026, 11:34 am');
    expect(row).toHaveTextContent('451 Mailbox temporarily unavailable');

    await userEvent.click(within(row).getByRole('button', { name: `Run again: ${failed.about}` }));
    await waitFor(() => expect(asked).toBe(failed.id));
    expect(await screen.findByText('No background job has failed.')).toBeInTheDocument();
  });
});
