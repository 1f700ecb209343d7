import type { Page } from '@playwright/test';
import { deliver, linkTo, mailTo, openSignUp } from './support/accounts';
import { expect, loginAsAdmin, signInThroughDialog, test } from './support/fixtures';
import { payInSandbox, placeOrder, uniqueShopper } from './support/orders';

/** The page fits the 390 px screen: nothing makes it scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** With SCREENSHOT_DIR set, keeps a picture of the page there to look at (never part of the repository). */
async function keepPicture(page: Page, name: string, { fullPage = true } = {}) {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png`, fullPage });
}

test('on a phone: sign up, confirm from the e-mail, My account with the guest order, and a review of a delivered order', async ({
  page,
  browser,
}) => {
  // A whole story (an order paid and delivered, an account opened by e-mail) on a loaded two-core machine.
  test.slow();
  const shopper = uniqueShopper('Asha', 'Kumar');
  const order = await placeOrder(page.request, shopper, 1, 'face-wash-1');
  await payInSandbox(page, order);

  await page.goto('/');
  const dialog = await openSignUp(page);
  await dialog.getByLabel('Name').fill('Asha Kumar');
  await dialog.getByLabel('Email').fill(shopper.email);
  await dialog.getByRole('textbox', { name: 'Password' }).fill('lemongrass-tea-7');
  // Marketing e-mails are a consent of their own, unticked until she ticks it.
  const consent = dialog.getByRole('checkbox', { name: 'E-mail me offers and new products' });
  await expect(consent).not.toBeChecked();
  await consent.check();
  await keepPicture(page, 'sign-up', { fullPage: false });
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText('Check your inbox')).toBeVisible();
  await keepPicture(page, 'check-inbox', { fullPage: false });
  await dialog.getByRole('button', { name: 'Close login dialog' }).click();

  const link = new URL(linkTo(await mailTo(shopper.email, /Confirm your e-mail/), '/account/confirm'));
  await page.goto(link.pathname + link.search);
  await page.getByLabel('Your password').fill('lemongrass-tea-7');
  await page.getByRole('button', { name: 'Confirm my e-mail' }).click();
  await expect(page.getByText('Your e-mail is confirmed')).toBeVisible();
  await keepPicture(page, 'confirmed');
  await signInThroughDialog(page, { email: shopper.email, password: 'lemongrass-tea-7' });

  await page.goto('/account');
  await expect(page.getByTestId('my-order').filter({ hasText: order.orderNumber })).toBeVisible();
  // The consent she gave when signing up is the account's.
  await expect(page.getByRole('checkbox', { name: 'E-mail me offers and new products' })).toBeChecked();
  await expectNoSidewaysScroll(page);
  await keepPicture(page, 'my-account');
  await page.getByRole('button', { name: 'Add an address' }).click();
  await expectNoSidewaysScroll(page);
  await keepPicture(page, 'add-address');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete your account?' }).getByText('What we keep, and why')).toBeVisible();
  await keepPicture(page, 'delete-account', { fullPage: false });
  await page.getByRole('button', { name: 'Keep my account' }).click();

  const owner = await browser.newPage();
  await loginAsAdmin(owner);
  await deliver(owner.request, order.id);
  await owner.close();
  await page.goto(`/order-summary/${order.id}`);
  const review = page.getByTestId('order-review');
  await expect(review.getByRole('button', { name: 'Send review' })).toBeVisible();
  await review.scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(page);
  await keepPicture(page, 'review-form');

  await page.goto('/account/reset-password?token=not-a-real-token-at-all-0000');
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toBeVisible();
  await keepPicture(page, 'reset-password');
});
