import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { uploadedImageUrl } from '@common/product-images';
import { fillTestCream, openAddDialog } from './support/admin-products';
import { expect, gql, loginAsAdmin, test } from './support/fixtures';

/**
 * Product images in the console: an admin drops two photos on the product form,
 * makes the second the main one, saves, and the shop's product page shows that photo, served by
 * the shop itself as WebP at the width the page needs.
 */

/** A 900 × 900 PNG of one colour with a lighter band, distinguishable in a screenshot. */
async function photo(colour: string): Promise<Buffer> {
  const band = await sharp({ create: { width: 900, height: 220, channels: 3, background: '#f6efe0' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 900, height: 900, channels: 3, background: colour } })
    .composite([{ input: band, top: 340, left: 0 }])
    .png()
    .toBuffer();
}

const checksum = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test('drops two images, makes the second the main one, and the product page shows it', async ({
  page,
  saveScreenshot,
  expectAccessible,
}) => {
  // Two uploads, each resized on the server: allow for a busy two-core machine.
  test.setTimeout(180_000);
  await loginAsAdmin(page);
  const front = await photo('#2f6b3a');
  const back = await photo('#b0582b');
  const id = `e2e-images-${Date.now()}`;
  const name = 'Tulsi Face Mist (image upload)';

  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  const dialog = await openAddDialog(page);
  await dialog.getByLabel('Product ID').fill(id);
  await fillTestCream(page, dialog, {
    name,
    price: '199',
    stock: '12',
    description: 'A cooling tulsi mist, photographed for the image upload test.',
    benefit: 'Refreshes the skin',
  });

  // Drop both files at once, as from a file manager.
  const files = [
    { name: 'front.png', base64: front.toString('base64') },
    { name: 'back.png', base64: back.toString('base64') },
  ];
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const file of list) {
      const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
      transfer.items.add(new File([bytes], file.name, { type: 'image/png' }));
    }
    return transfer;
  }, files);
  const dropzone = dialog.getByTestId('product-images-dropzone');
  await dropzone.dispatchEvent('dragenter', { dataTransfer });
  await dropzone.dispatchEvent('drop', { dataTransfer });

  const images = dialog.getByRole('list', { name: 'Product images, main first' }).getByRole('listitem');
  await expect(images).toHaveCount(2);
  await expect(images.nth(0)).toContainText(uploadedImageUrl(checksum(front)));
  await expect(images.nth(1)).toContainText(uploadedImageUrl(checksum(back)));
  await expect(dialog.getByLabel('Image URL')).toHaveValue(uploadedImageUrl(checksum(front)));

  await dialog.getByRole('button', { name: 'Move image 2 earlier' }).click();
  await expect(images.nth(0)).toContainText(uploadedImageUrl(checksum(back)));
  await expect(images.nth(0)).toContainText('Main');
  await expect(dialog.getByLabel('Image URL')).toHaveValue(uploadedImageUrl(checksum(back)));
  await expectAccessible();
  await saveScreenshot('admin-product-images-desktop');

  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  try {
    await page.goto(`/product/${id}`);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    const main = page.getByRole('img', { name: `${name}, image 1 of 2` });
    await expect(main).toHaveAttribute('src', uploadedImageUrl(checksum(back)));
    await expect(main).toHaveAttribute('srcset', new RegExp(`/images/uploads/${checksum(back)}/1280\\.webp 1280w`));
    // The browser loaded a real picture from the shop (a WebP it could decode), not a broken image.
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const loaded = await main.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(loaded).toMatch(new RegExp(`/images/uploads/${checksum(back)}/(640|1280)\\.webp$`));
    await expectAccessible();
    await saveScreenshot('product-page-uploaded-image-desktop');
  } finally {
    // Leave the catalogue as found, even when a check above failed: other specs count products.
    const removed = await gql<{ deleteProduct: { deletedId: string | null } }>(
      page.request,
      'mutation($id: ID!) { deleteProduct(id: $id) { deletedId errors { message } } }',
      { id },
    );
    expect(removed.data?.deleteProduct.deletedId).toBe(id);
  }
});
