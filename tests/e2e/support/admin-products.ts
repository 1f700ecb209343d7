import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Opens the console's Add New Product form (the admin is on /admin/products). */
export async function openAddDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add New Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Product' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** What a test's product says of itself; the rest of the form is the same for every test. */
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
 * hair shelf and New Arrivals while a test's product exists.
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
  await fillDeclarations(dialog);
}

/** The first size's MRP and net quantity, and the Legal Metrology declarations every new product needs. */
export async function fillDeclarations(dialog: Locator): Promise<void> {
  await dialog.getByLabel('Size 1 MRP (₹)').fill('299');
  await dialog.getByLabel('Size 1 net quantity').fill('50');
  await dialog.getByLabel('Generic name').fill('Face cream');
  await dialog.getByLabel("Maker's name").fill('Herbal Roots Naturals');
  await dialog.getByLabel("Maker's address").fill('Plot 14, SIDCO Industrial Estate, Kumbakonam, Tamil Nadu 612103');
  await dialog.getByLabel('Shelf life in months').fill('18');
  await dialog.getByLabel('Consumer-care phone').fill('+91 98400 12345');
  await dialog.getByLabel('Consumer-care e-mail').fill('care@herbalroots.in');
  await dialog.getByLabel('Consumer-care address').fill('12 Temple Car Street, Kumbakonam, Tamil Nadu 612001');
}
