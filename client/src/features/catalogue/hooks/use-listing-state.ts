import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { afterNextPaint } from '@/lib/after-next-paint';
import { listingHref, readListingState, type ListingChange } from '../listing-params';
import { useBackOrForward } from './use-back-or-forward';

/** The listing state read from the URL, and a way to move to the next one (a history entry). */
export function useListingState() {
  const { category } = useParams<{ category?: string }>();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => readListingState(category, searchParams), [category, searchParams]);
  // React Router renders a navigation in a transition: the address has changed but the page on
  // screen may still show the previous state. A filter clicked in that moment must build on the
  // navigation already asked for (Skin Care, then Soap → /products/skin?type=soap), not on the
  // state the click landed on, so changes given as functions start from the latest one asked for.
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  }, [state]);
  // Back and Forward replace what was asked for: the next filter builds on the URL's state.
  useBackOrForward(() => {
    latest.current = state;
  });
  // The navigation itself (the router's matching, its history entry, the transition it starts) waits
  // for the paint after the tap: the control tapped shows its choice at once
  // (use-choice-shown-at-once.ts), and on a phone at 4x the router's part was ~30 ms of the tap's
  // handler before that paint. Choices made before it go out as one navigation, to the last one.
  const scheduled = useRef(false);
  const go = useCallback(
    (change: ListingChange) => {
      latest.current = typeof change === 'function' ? change(latest.current) : change;
      if (scheduled.current) return;
      scheduled.current = true;
      afterNextPaint(() => {
        scheduled.current = false;
        void navigate(listingHref(latest.current));
      });
    },
    [navigate],
  );
  return { state, go };
}
