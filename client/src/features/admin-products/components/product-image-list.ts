/**
 * A product's images as the admin arranges them: one list, the first the main image. The product
 * stores the first as `imageUrl` and the rest as `images`; these helpers move between the two.
 */
export interface ProductImageFields {
  imageUrl: string;
  images: string[];
}

/** The images in the order the shop shows them, main first; an empty main address is no image. */
export function imageList({ imageUrl, images }: ProductImageFields): string[] {
  return [imageUrl, ...images].filter((url) => url.trim() !== '');
}

/** The form's fields for a list: its first image is the main one. */
export function imageFields(list: readonly string[]): ProductImageFields {
  return { imageUrl: list[0] ?? '', images: list.slice(1) };
}

/** The list with the image at `from` moved to `to` (both kept in range). */
export function moveImage(list: readonly string[], from: number, to: number): string[] {
  if (from < 0 || from >= list.length) return [...list];
  const target = Math.max(0, Math.min(list.length - 1, to));
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved);
  return next;
}

export function removeImage(list: readonly string[], index: number): string[] {
  return list.filter((_, at) => at !== index);
}

/** The list with new uploads at the end; an image already in it is not added twice. */
export function addImages(list: readonly string[], urls: readonly string[]): string[] {
  const next = [...list];
  for (const url of urls) if (!next.includes(url)) next.push(url);
  return next;
}
