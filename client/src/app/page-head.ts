import { useContext, useEffect } from 'react';
import { PageResponseContext } from './server-rendering';

export const SHOP_NAME = 'Herbal Roots';
const HOME_TITLE = `${SHOP_NAME} · Natural herbal hair, skin & body care`;
export const DEFAULT_DESCRIPTION =
  'Herbal Roots makes natural herbal hair oils, shampoos, serums, face washes, creams and soaps in small batches in Tamil Nadu. Shop online in rupees, delivered across India.';
const DEFAULT_IMAGE = '/images/brand/logo.svg';

/**
 * What a page tells search engines and link previews: its title and description, its one
 * canonical address, the picture a shared link shows, and structured data (JSON-LD). Paths and
 * images are relative to the shop; they are made absolute against the shop's public URL.
 */
export interface PageHead {
  /** The page's own title; null for the home page's. */
  title: string | null;
  description?: string;
  /** The canonical path (with only the query that names a different page); none for a 404. */
  canonicalPath?: string;
  image?: string;
  /** `og:type`: a product page is `product`. */
  type?: 'website' | 'product';
  /** schema.org objects, each written as one `<script type="application/ld+json">`. */
  jsonLd?: object[];
  /** A page search engines should not index (the 404 page). */
  noindex?: boolean;
}

/** One element of the head: its tag, attributes and (for JSON-LD) its text. */
export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  text?: string;
}

/** Every element that carries it is the page's own; the browser replaces them on navigation. */
export const HEAD_MARKER = 'data-page-head';

export function pageTitle(head: PageHead): string {
  return head.title ? `${head.title} · ${SHOP_NAME}` : HOME_TITLE;
}

/** JSON that is safe inside a <script> element: no `</script>`, no line separators JS rejects. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The head elements of a page, besides <title>, with addresses made absolute against `origin`. */
export function headTags(head: PageHead, origin: string): HeadTag[] {
  const absolute = (path: string) => new URL(path, origin).href;
  const description = head.description ?? DEFAULT_DESCRIPTION;
  const image = absolute(head.image ?? DEFAULT_IMAGE);
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attributes: { [key]: name, content },
  });
  const tags: HeadTag[] = [meta('name', 'description', description)];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonicalPath) tags.push({ tag: 'link', attributes: { rel: 'canonical', href: absolute(head.canonicalPath) } });
  tags.push(
    meta('property', 'og:site_name', SHOP_NAME),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title ?? HOME_TITLE),
    meta('property', 'og:description', description),
    meta('property', 'og:image', image),
    meta('property', 'og:locale', 'en_IN'),
  );
  if (head.canonicalPath) tags.push(meta('property', 'og:url', absolute(head.canonicalPath)));
  tags.push(
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title ?? HOME_TITLE),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  );
  for (const data of head.jsonLd ?? []) {
    tags.push({ tag: 'script', attributes: { type: 'application/ld+json' }, text: scriptSafeJson(withAbsoluteUrls(data, origin)) });
  }
  return tags;
}

const URL_KEYS = new Set(['url', 'item', 'image', 'logo', '@id']);

/** Structured data with its shop paths (`/product/…` under url, item, image, logo, @id) made absolute. */
function withAbsoluteUrls(value: unknown, origin: string, key = ''): unknown {
  if (typeof value === 'string') return URL_KEYS.has(key) && value.startsWith('/') ? new URL(value, origin).href : value;
  if (Array.isArray(value)) return value.map((item) => withAbsoluteUrls(item, origin, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, withAbsoluteUrls(item, origin, name)]));
  }
  return value;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The head as HTML for the server: <title> and the tags, each marked as the page's own. */
export function headHtml(head: PageHead, origin: string): string {
  const tags = headTags(head, origin).map(({ tag, attributes, text }) => {
    const attrs = Object.entries({ ...attributes, [HEAD_MARKER]: '' })
      .map(([name, value]) => (value === '' && name === HEAD_MARKER ? name : `${name}="${escapeHtml(value)}"`))
      .join(' ');
    return tag === 'script' ? `<script ${attrs}>${text ?? ''}</script>` : `<${tag} ${attrs}>`;
  });
  return `<title>${escapeHtml(pageTitle(head))}</title>${tags.join('')}`;
}

/**
 * The origin the browser makes the head's addresses absolute against: the shop's public one, as the
 * server did, when the page came from the server; otherwise the page's own. A shop reached by
 * another name (its IP address, localhost) keeps its canonical addresses.
 */
let headOrigin: string | null = null;

/** Called by the browser entry with the server's origin before it hydrates. */
export function setHeadOrigin(origin: string): void {
  headOrigin = origin;
}

/**
 * Declares the page's head. On the server it is written into the response (so crawlers and link
 * previews, which run no script, see it); in the browser it replaces the previous page's tags.
 */
export function usePageHead(head: PageHead): void {
  const response = useContext(PageResponseContext);
  response?.setHead(head);
  const serialised = JSON.stringify(head);
  useEffect(() => {
    const current = JSON.parse(serialised) as PageHead;
    const title = pageTitle(current);
    if (document.title !== title) document.title = title;
    const tags = headTags(current, headOrigin ?? window.location.origin);
    // The template's description (and a server-rendered page's tags) give way to this page's.
    const present = [...document.head.querySelectorAll(`[${HEAD_MARKER}], meta[name="description"]`)];
    // The page the server sent already has this head: kept as it is rather than a dozen elements
    // removed and made again in the task that ends hydration, a phone's longest.
    const kept = present.length === tags.length && present.every((element, index) => isElementOf(element, tags[index]));
    const elements = kept ? present : replaceElements(present, tags);
    // Leaving for a page that declares no head of its own must not leave this one's behind.
    return () => elements.forEach((element) => element.remove());
  }, [serialised]);
}

/** Removes the elements and adds the tags in their place, marked as the page's own. */
function replaceElements(present: Element[], tags: HeadTag[]): Element[] {
  present.forEach((element) => element.remove());
  return tags.map(({ tag, attributes, text }) => {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.setAttribute(HEAD_MARKER, '');
    if (text != null) element.textContent = text;
    document.head.appendChild(element);
    return element;
  });
}

/** True when the element is the tag as headHtml or usePageHead writes it: its attributes, its marker and its text. */
function isElementOf(element: Element, { tag, attributes, text }: HeadTag): boolean {
  const names = Object.keys(attributes);
  return (
    element.localName === tag &&
    element.hasAttribute(HEAD_MARKER) &&
    element.attributes.length === names.length + 1 &&
    names.every((name) => element.getAttribute(name) === attributes[name]) &&
    (text == null || element.textContent === text)
  );
}
