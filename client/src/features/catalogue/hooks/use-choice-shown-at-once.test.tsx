import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readListingState, withCategory } from '../listing-params';
import { useChoiceShownAtOnce } from './use-choice-shown-at-once';

describe('useChoiceShownAtOnce', () => {
  const hairOils = readListingState('hair', new URLSearchParams('type=oil&min=250&max=300'));

  it('shows a choice at once, and the URL’s state again once Back is pressed, though that state never changed', () => {
    const onChange = vi.fn();
    // The URL's state stays the same object throughout: the navigation to Skin Care never rendered.
    const { result } = renderHook(() => useChoiceShownAtOnce(hairOils, onChange));
    act(() => result.current[1]((current) => withCategory(current, 'skin')));
    expect(result.current[0].category).toBe('skin');
    expect(onChange).toHaveBeenCalledTimes(1);

    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(result.current[0]).toBe(hairOils);
  });
});
