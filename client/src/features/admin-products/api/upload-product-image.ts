import { PRODUCT_IMAGE_MESSAGES } from '@common/product-images';

/** Where the admin console uploads product images (server/src/rest/product-images.rest.ts). */
const UPLOAD_URL = '/api/admin/product-images';

/**
 * Uploads one image file as it is; resolves with the address a product stores (the server has
 * resized it to WebP in every storefront width). Rejects with the server's reason, e.g. not an image.
 */
export async function uploadProductImage(file: File, signal?: AbortSignal): Promise<string> {
  const response = await fetch(UPLOAD_URL, {
    method: 'POST',
    body: file,
    credentials: 'same-origin',
    signal,
    // The header the console sends with every write: a page on another site cannot set it (CSRF).
    headers: { 'content-type': file.type || 'application/octet-stream', 'apollo-require-preflight': 'true' },
  });
  const answer = (await response.json().catch(() => null)) as { url?: unknown; message?: unknown } | null;
  if (response.ok && typeof answer?.url === 'string') return answer.url;
  if (response.status === 413) throw new Error(PRODUCT_IMAGE_MESSAGES.tooLarge);
  throw new Error(typeof answer?.message === 'string' ? answer.message : 'The upload failed. Please try again.');
}
