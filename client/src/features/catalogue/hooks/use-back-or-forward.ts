import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `onMove` when the shopper moves through the browser's history (Back, Forward). A choice
 * held ahead of the URL (a filter tapped, its navigation not yet rendered) is dropped then: the
 * navigation Back interrupted may never render, so the state read from the URL can be the very
 * object seen before the choice, and no change of it says the choice was undone.
 */
export function useBackOrForward(onMove: () => void): void {
  const moved = useEffectEvent(onMove);
  useEffect(() => {
    const listener = () => moved();
    window.addEventListener('popstate', listener);
    return () => window.removeEventListener('popstate', listener);
  }, []);
}
