import { useEffect } from 'react';

const SHOP_NAME = 'Herbal Roots';
const DEFAULT_DESCRIPTION =
  'Herbal Roots makes natural herbal hair oils, shampoos, serums, face washes, creams and soaps in small batches in Tamil Nadu. Shop online in rupees, delivered across India.';

/** Sets the tab title ("Cart · Herbal Roots") and the meta description for the current page. */
export function usePageMeta(title: string | null, description: string = DEFAULT_DESCRIPTION) {
  useEffect(() => {
    document.title = title ? `${title} · ${SHOP_NAME}` : `${SHOP_NAME} · Natural herbal hair, skin & body care`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
