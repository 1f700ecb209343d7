import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { cartActions, useCartCount } from './cart';
import { beginHydration, useHydrated } from './hydration-safe';

function CartBadge() {
  const count = useCartCount();
  const hydrated = useHydrated();
  return (
    <p>
      Cart: {count} ({hydrated ? 'interactive' : 'server markup'})
    </p>
  );
}

/** The browser's cart: one line of Neem Face Wash. */
function addNeemFaceWash(quantity: number) {
  cartActions.add({
    variantId: 'neem-100ml',
    productId: 'neem-1',
    name: 'Neem Face Wash',
    size: '100ml',
    unitPricePaise: 19900,
    quantity,
    imageUrl: '/x.svg',
    category: 'skin',
  });
}

/** A page the server rendered for a visitor it knew nothing of, hydrated in a browser whose cart has items. */
async function hydrateServerMarkup() {
  const container = document.createElement('div');
  // As the server renders (it has no window; this test environment does) and the entry hydrates.
  beginHydration();
  container.innerHTML = renderToString(<CartBadge />);
  document.body.appendChild(container);
  const serverText = container.textContent;
  const recoverableErrors: unknown[] = [];
  addNeemFaceWash(2);
  // act's async form (a callback returning a promise) also flushes the work hydration schedules.
  await act(() => {
    hydrateRoot(container, <CartBadge />, { onRecoverableError: (error) => recoverableErrors.push(error) });
    return Promise.resolve();
  });
  return { container, serverText, recoverableErrors };
}

describe('values this browser keeps, on a server-rendered page', () => {
  afterEach(() => {
    cartActions.clear();
    document.body.innerHTML = '';
  });

  it('hydrate without a mismatch, then show what the browser keeps', async () => {
    const { container, serverText, recoverableErrors } = await hydrateServerMarkup();
    expect(serverText).toBe('Cart: 0 (server markup)');
    expect(recoverableErrors).toEqual([]);
    expect(container.textContent).toBe('Cart: 2 (interactive)');
  });

  it('are read at once on a page rendered in the browser', async () => {
    const { createRoot } = await import('react-dom/client');
    addNeemFaceWash(1);
    const container = document.createElement('div');
    const texts: string[] = [];
    const observer = new MutationObserver(() => texts.push(container.textContent ?? ''));
    observer.observe(container, { subtree: true, childList: true, characterData: true });
    await act(() => {
      createRoot(container).render(<CartBadge />);
      return Promise.resolve();
    });
    observer.disconnect();
    expect(texts[0]).toBe('Cart: 1 (interactive)');
  });
});
