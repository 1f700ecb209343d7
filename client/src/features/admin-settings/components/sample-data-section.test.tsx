import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@/test/render';
import { RemoveSampleDataMutation, SampleDataSection } from './sample-data-section';

describe('Settings → Sample data', () => {
  it('asks before removing, then says how many sample reviews went', async () => {
    const user = userEvent.setup();
    const removed = vi.fn(() => ({ data: { removeSampleData: { __typename: 'RemoveSampleDataPayload', removedReviews: 3, errors: [] } } }));
    render(<SampleDataSection />, { mocks: [{ request: { query: RemoveSampleDataMutation }, result: removed }] });
    await user.click(screen.getByRole('button', { name: 'Remove sample data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove all sample data?' });
    expect(removed).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Remove sample data' }));
    expect(await screen.findByText('Removed 3 sample reviews.')).toBeInTheDocument();
    expect(removed).toHaveBeenCalledTimes(1);
  });
});
