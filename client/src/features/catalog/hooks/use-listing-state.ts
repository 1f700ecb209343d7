import { useCallback, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { listingHref, readListingState, type ListingState } from '../listing-params';

/** The listing state read from the URL, and a way to move to the next one (a history entry). */
export function useListingState() {
  const { category } = useParams<{ category?: string }>();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => readListingState(category, searchParams), [category, searchParams]);
  const go = useCallback((next: ListingState) => navigate(listingHref(next)), [navigate]);
  return { state, go };
}
