import { confirmedAccount, mailTo } from './support/accounts';
import { expect, freshShopper, signInThroughDialog, test } from './support/fixtures';
import { uniqueShopper } from './support/orders';
import { setSizeStock } from './support/size-stock';

/**
 * On a 390 px phone, a sold-out size says "Sold out" in words on the page and offers "Notify me":
 * a visitor types an address (a bad one is refused in words), a signed-in shopper taps once; when
 * the owner restocks the size, the e-mail's link opens the product with the size back.
 */
const PRODUCT = 'hair-serum-1';

test('a sold-out size says so and takes an address for one e-mail when it is back; its link opens the product', async ({
  page,
  browser,
  playwright,
  expectAccessible,
}) => {
  test.slow();
  const owner = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const before = await setSizeStock(owner, PRODUCT, { '100ml': 0 });
  try {
    await freshShopper(page);
    await page.goto(`/product/${PRODUCT}`);
    const sizes = page.getByRole('group', { name: 'Size' });
    const soldOut = sizes.getByRole('button', { name: '100ml · Sold out' });
    // In words on the button, not only in a tooltip.
    await expect(soldOut.getByText('Sold out')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notify me' })).toHaveCount(0);

    await soldOut.click();
    await expect(page.getByTestId('size-stock-note')).toHaveText('Sold out');
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    const email = page.getByRole('textbox', { name: 'Your e-mail' });
    await email.fill('meera@');
    await page.getByRole('button', { name: 'Notify me' }).click();
    await expect(page.getByText('Please enter one valid e-mail address, for the e-mail when it is back')).toBeVisible();

    const visitor = uniqueShopper('Meera', 'Pillai');
    await email.fill(visitor.email);
    await page.getByRole('button', { name: 'Notify me' }).click();
    await expect(page.getByTestId('back-in-stock-done')).toHaveText(`We will e-mail ${visitor.email} once, when 100ml is back in stock.`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await expectAccessible();

    // A signed-in shopper: their address, one tap.
    const shopper = uniqueShopper('Arjun', 'Rao');
    const signedIn = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await confirmedAccount(signedIn.request, { name: 'Arjun Rao', email: shopper.email, password: 'cardamom-chai-9' });
    await signedIn.goto(`/product/${PRODUCT}`);
    await signInThroughDialog(signedIn, { email: shopper.email, password: 'cardamom-chai-9' });
    await signedIn.getByRole('group', { name: 'Size' }).getByRole('button', { name: '100ml · Sold out' }).click();
    await expect(signedIn.getByText(`We will write to ${shopper.email}.`)).toBeVisible();
    await expect(signedIn.getByRole('textbox', { name: 'Your e-mail' })).toHaveCount(0);
    await signedIn.getByRole('button', { name: 'Notify me' }).click();
    await expect(signedIn.getByTestId('back-in-stock-done')).toHaveText(
      `We will e-mail ${shopper.email} once, when 100ml is back in stock.`,
    );
    await signedIn.close();

    // The owner restocks; each gets the e-mail, whose link opens the product with the size to buy.
    await setSizeStock(owner, PRODUCT, { '100ml': 15 });
    await mailTo(shopper.email, /^Back in stock: Rosemary & Bhringraj Hair Serum \(100ml\)$/);
    const mail = await mailTo(visitor.email, /^Back in stock: Rosemary & Bhringraj Hair Serum \(100ml\)$/);
    const link = mail.text.match(/https?:\/\/\S+\/product\/\S+/)?.[0];
    expect(link).toBeDefined();
    await page.goto(new URL(link!).pathname);
    await expect(page.getByRole('heading', { level: 1, name: 'Rosemary & Bhringraj Hair Serum' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Size' }).getByRole('button', { name: '100ml', exact: true })).toBeVisible();
  } finally {
    await setSizeStock(owner, PRODUCT, Object.fromEntries(before.map((size) => [size.label, size.stock])));
    await owner.dispose();
  }
});
