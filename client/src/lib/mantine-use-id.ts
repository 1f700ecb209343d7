import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` as the shop builds it (client/vite.config.ts puts it in place of
 * @mantine/hooks' own): React's id, which the server and the browser agree on, and nothing more.
 *
 * Mantine's own starts from React's id too, then swaps it for a random one in a layout effect once
 * mounted. On a server-rendered page that is a state change in every text box, select and popover
 * as hydration commits: React re-renders them all at once, synchronously, rewriting each box's
 * ids, and runs every pending effect first, all in hydration's last task. On the checkout at 8x CPU
 * that task measured 87-137 ms. React's id is unique within the page, which is all an id needs.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
