import { expect, loginAsAdmin, test } from './support/fixtures';

/**
 * The owner's discount codes: a code refused by the form with the server's own rule (a 95 % code),
 * then created, listed with its value, window, uses and revenue, edited, paused and resumed.
 */
test('the owner creates, edits, pauses and resumes a discount code', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Discount codes' }).first().click();
  await expect(page.getByRole('heading', { name: 'Discount codes', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'New code' }).click();
  const form = page.getByRole('form', { name: 'New discount code' });
  await form.getByRole('textbox', { name: 'Code' }).fill('monsoon95');
  await form.getByRole('textbox', { name: 'Percentage off' }).fill('95');
  await form.getByRole('button', { name: 'Save code' }).click();
  await expect(form.getByText('The percentage must be a whole number from 1 to 90')).toBeVisible();

  await form.getByRole('textbox', { name: 'Code' }).fill('monsoon15');
  await form.getByRole('textbox', { name: 'Percentage off' }).fill('15');
  await form.getByRole('textbox', { name: 'Minimum order (₹)' }).fill('499');
  await form.getByRole('textbox', { name: 'Uses in all' }).fill('100');
  await form.getByRole('button', { name: 'Save code' }).click();
  await expect(form).toBeHidden();

  const row = page.getByTestId('discount-MONSOON15');
  await expect(row).toContainText('15 % off');
  await expect(row).toContainText('on ₹499.00 or more');
  await expect(row).toContainText('0 / 100');
  await expect(row).toContainText('₹0.00');
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'Edit discount code' });
  await edit.getByRole('textbox', { name: 'Percentage off' }).fill('20');
  await edit.getByRole('button', { name: 'Save code' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('20 % off');

  await row.getByRole('button', { name: 'Pause' }).click();
  await expect(row).toContainText('Paused');
  await row.getByRole('button', { name: 'Resume' }).click();
  await expect(row).toContainText('Active');
});
