import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Opens the console's Add New Product form (the admin is on /admin/products). */
export async function openAddDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add New Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Product' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** What a spec's product says of itself; the rest of the form is the same for every spec. */
export interface TestCream {
  name: string;
  /** Rupees, as typed: the base price and the first size's. */
  price: string;
  stock: string;
  description: string;
  benefit: string;
}

/**
 * Fills the product form with a one-size Home Care cream that is not New: other specs count the
 * hair shelf and New Arrivals while a spec's product exists.
 */
export async function fillTestCream(page: Page, dialog: Locator, cream: TestCream): Promise<void> {
  await dialog.getByLabel('Product name').fill(cream.name);
  await dialog.getByRole('combobox', { name: 'Category', exact: true }).click();
  await page.getByRole('option', { name: 'Home Care' }).click();
  await dialog.getByRole('combobox', { name: 'Subcategory', exact: true }).click();
  await page.getByRole('option', { name: 'Cream' }).click();
  await dialog.getByLabel('New', { exact: true }).uncheck();
  await dialog.getByLabel('Base price (₹)').fill(cream.price);
  await dialog.getByLabel('Stock').fill(cream.stock);
  await dialog.getByLabel('Size 1 price (₹)').fill(cream.price);
  await dialog.getByLabel('Description').fill(cream.description);
  await dialog.getByLabel('Benefit 1', { exact: true }).fill(cream.benefit);
}
