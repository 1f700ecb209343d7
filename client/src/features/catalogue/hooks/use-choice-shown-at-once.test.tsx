import { startTransition, Suspense, use } from 'react';
import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readListingState, withCategory, type ListingState } from '../listing-params';
import { useChoiceShownAtOnce } from './use-choice-shown-at-once';

describe('useChoiceShownAtOnce', () => {
  const hairOils = readListingState('hair', new URLSearchParams('type=oil&min=250&max=300'));
  const skin = withCategory(hairOils, 'skin');
  const back = () => {
    window.dispatchEvent(new PopStateEvent('popstate'));
  };

  it('shows a choice at once, and the URL’s state again once Back is pressed, though that state never changed', () => {
    const onChange = vi.fn();
    // The URL's state stays the same object throughout: the navigation to Skin Care never rendered.
    const { result } = renderHook(() => useChoiceShownAtOnce(hairOils, onChange));
    act(() => result.current[1]((current) => withCategory(current, 'skin')));
    expect(result.current[0].category).toBe('skin');
    expect(onChange).toHaveBeenCalledTimes(1);

    act(back);
    expect(result.current[0]).toBe(hairOils);
  });

  it('drops the choice on Back when the navigation to it rendered but never reached the screen', async () => {
    // The browser's order: Skin Care tapped, its navigation rendering but not yet shown, then Back.
    // The render React threw away had already let go of the choice, and a setter that compares with
    // the last render skipped Back's drop: Skin Care stayed marked over Hair Care's oils (the
    // filters are memoised, and Back's own render hands them the same state, so nothing else
    // renders them again).
    const never = new Promise<never>(() => {});
    function Waiting(): null {
      use(never);
      return null;
    }
    function Filters({ state }: { state: ListingState }) {
      const [shown, choose] = useChoiceShownAtOnce(state, () => {});
      return (
        <button type="button" onClick={() => choose((current) => withCategory(current, 'skin'))}>
          {shown.category}
        </button>
      );
    }
    function Listing({ state, waiting }: { state: ListingState; waiting: boolean }) {
      return (
        <Suspense fallback="loading">
          <Filters state={state} />
          {waiting && <Waiting />}
        </Suspense>
      );
    }

    const { rerender } = render(<Listing state={hairOils} waiting={false} />);
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('skin');
    // Awaited: act then lets the transition render up to the wait, as the browser did.
    await act(async () => {
      startTransition(() => rerender(<Listing state={skin} waiting />));
      await Promise.resolve();
    });
    expect(screen.getByRole('button').textContent).toBe('skin');

    act(back);
    expect(screen.getByRole('button').textContent).toBe('hair');
  });
});
