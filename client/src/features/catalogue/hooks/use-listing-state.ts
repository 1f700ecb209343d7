import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { listingHref, readListingState, type ListingChange } from '../listing-params';

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
  const go = useCallback(
    (change: ListingChange) => {
      const next = typeof change === 'function' ? change(latest.current) : change;
      latest.current = next;
      void navigate(listingHref(next));
    },
    [navigate],
  );
  return { state, go };
}
