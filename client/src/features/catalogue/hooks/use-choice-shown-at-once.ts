import { useCallback, useLayoutEffect, useReducer, useRef, useState } from 'react';
import type { ListingChange, ListingState } from '../listing-params';
import { useBackOrForward } from './use-back-or-forward';

function replaceHeldChoice(_held: ListingState | null, next: ListingState | null): ListingState | null {
  return next;
}

/**
 * The listing state a filter control shows, and a way to change it that shows the choice at once.
 * The URL stays the truth, but React Router renders a navigation in a transition: a radio or
 * checkbox bound to the URL's state kept its old mark until the whole listing had rendered again,
 * and on a phone that first paint after the tap took ~250 ms at 4x. The choice is now held here
 * (an urgent render of this control only) until the URL's state arrives and replaces it.
 */
export function useChoiceShownAtOnce(
  state: ListingState,
  onChange: (change: ListingChange) => void,
): [shown: ListingState, choose: (change: ListingChange) => void] {
  // A reducer, not useState: useState's setter skips a value equal to the one last rendered, even
  // in a render React threw away. Back while the chosen navigation was still rendering left that
  // at null (the discarded render had let the choice go), so Back's drop was skipped and Skin Care
  // stayed marked over Hair Care's list. A reducer's dispatch always reaches the next render.
  const [chosen, setChosen] = useReducer(replaceHeldChoice, null);
  // Any new state from the URL (this choice, Back, a chip) replaces the held one; adjusted while
  // rendering, as React recommends, rather than in an effect that renders twice.
  const [stateSeen, setStateSeen] = useState(state);
  if (stateSeen !== state) {
    setStateSeen(state);
    setChosen(null);
  }
  // Back and Forward put the URL's own state in charge (Skin Care stayed marked over Hair Care's list).
  useBackOrForward(() => setChosen(null));
  const shown = chosen ?? state;
  // One `choose` for the control's life, so the parts it is handed to can be memoised.
  const latestShown = useRef(shown);
  useLayoutEffect(() => {
    latestShown.current = shown;
  }, [shown]);
  const choose = useCallback(
    (change: ListingChange) => {
      const next = typeof change === 'function' ? change(latestShown.current) : change;
      latestShown.current = next;
      setChosen(next);
      onChange(change);
    },
    [onChange],
  );
  return [shown, choose];
}
