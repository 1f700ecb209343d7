import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HEAD_MARKER, headHtml, type PageHead, setHeadOrigin, usePageHead } from './page-head';

const neemFaceWash: PageHead = {
  title: 'Neem Face Wash',
  description: 'Neem Face Wash, 100 ml, ₹199. Clears & calms oily skin.',
  canonicalPath: '/product/neem-1',
  image: '/images/products/neem.webp',
  type: 'product',
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'Product', name: 'Neem Face Wash', url: '/product/neem-1' }],
};

function Page({ head }: { head: PageHead }) {
  usePageHead(head);
  return null;
}

const pageTags = () => [...document.head.querySelectorAll(`[${HEAD_MARKER}], meta[name="description"]`)];

/** The head as the server sent it, parsed by the browser. */
function serverSent(head: PageHead, origin = window.location.origin) {
  document.head.innerHTML = `<meta charset="utf-8">${headHtml(head, origin)}`;
}

afterEach(() => {
  document.head.innerHTML = '';
  setHeadOrigin(window.location.origin);
});

describe('the page head in the browser', () => {
  it("keeps the server's elements when they are already this page's: none removed or made again", () => {
    serverSent(neemFaceWash);
    const fromServer = pageTags();
    expect(fromServer.length).toBeGreaterThan(10);
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.head, { childList: true, subtree: true, attributes: true, characterData: true });

    const { unmount } = render(<Page head={neemFaceWash} />);
    changes.push(...observer.takeRecords());
    expect(changes).toEqual([]);
    expect(pageTags()).toEqual(fromServer);
    expect(document.title).toBe('Neem Face Wash · Herbal Roots');

    // Leaving the page still takes its tags away.
    unmount();
    expect(pageTags()).toEqual([]);
    observer.disconnect();
  });

  it("keeps the shop's public addresses when the shopper reached it by another name", () => {
    serverSent(neemFaceWash, 'https://herbalroots.example');
    const fromServer = pageTags();
    setHeadOrigin('https://herbalroots.example');
    render(<Page head={neemFaceWash} />);
    expect(pageTags()).toEqual(fromServer);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://herbalroots.example/product/neem-1');
  });

  it("replaces a server head that differs from this page's (an older description)", () => {
    serverSent({ ...neemFaceWash, description: 'Neem Face Wash, 100 ml, ₹179.' });
    const fromServer = pageTags();
    render(<Page head={neemFaceWash} />);
    const now = pageTags();
    expect(now).toHaveLength(fromServer.length);
    expect(now.some((element) => fromServer.includes(element))).toBe(false);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(neemFaceWash.description);
  });

  it("moving to another page replaces the last page's tags instead of adding to them", () => {
    serverSent(neemFaceWash);
    const { rerender } = render(<Page head={neemFaceWash} />);
    rerender(<Page head={{ title: null, canonicalPath: '/' }} />);
    expect(document.title).toBe('Herbal Roots · Natural herbal hair, skin & body care');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/`);
  });
});
