import { chooseStars, confirmedAccount, deliver, linkTo, mailTo, openSignUp } from './support/accounts';
import { expect, gql, loginAsAdmin, seedCart, signInThroughDialog, test } from './support/fixtures';
import { payInSandbox, placeOrder, uniqueShopper } from './support/orders';
import { FACE_WASH_LINE } from './support/shopper';

/**
 * A shopper's optional account as a shopper meets it, over the shop's real e-mail (an SMTP peer in
 * the e2e server): sign up, confirm from the e-mail, log in and find the guest order placed
 * before; a forgotten password reset by a link that works once; a review of a delivered order
 * that the owner publishes and the product page then shows.
 */
test.describe('shopper accounts', () => {
  test('sign up, confirm by e-mail, log in: the guest order placed earlier is in My account, and an address is kept', async ({ page }) => {
    const shopper = uniqueShopper('Kavya', 'Menon');
    const guestOrder = await placeOrder(page.request, shopper, 1);

    await page.goto('/');
    const dialog = await openSignUp(page);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByText('Please enter your name')).toBeVisible();
    await dialog.getByLabel('Name').fill('Kavya Menon');
    await dialog.getByLabel('Email').fill(shopper.email);
    await dialog.getByRole('textbox', { name: 'Password' }).fill('short');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByText('The password must be at least 8 characters')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Password' }).fill('vetiver-and-rose-9');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByText('Check your inbox')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close login dialog' }).click();

    const link = linkTo(await mailTo(shopper.email, /Confirm your e-mail/), '/account/confirm');
    await page.goto(new URL(link).pathname + new URL(link).search);
    // The link asks for the password chosen at sign-up; another one is refused beside the field.
    const password = page.getByLabel('Your password');
    await password.fill('not-the-one-chosen');
    await page.getByRole('button', { name: 'Confirm my e-mail' }).click();
    await expect(page.getByText('This is not the password chosen when signing up')).toBeVisible();
    await password.fill('vetiver-and-rose-9');
    await page.getByRole('button', { name: 'Confirm my e-mail' }).click();
    await expect(page.getByText('Your e-mail is confirmed')).toBeVisible();
    // The link works once.
    await page.reload();
    await page.getByLabel('Your password').fill('vetiver-and-rose-9');
    await page.getByRole('button', { name: 'Confirm my e-mail' }).click();
    await expect(page.getByText('This link has expired or has already been used')).toBeVisible();

    await signInThroughDialog(page, { email: shopper.email, password: 'vetiver-and-rose-9' });
    await page.getByRole('banner').getByRole('link', { name: 'My account' }).click();
    await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
    const order = page.getByTestId('my-order').filter({ hasText: guestOrder.orderNumber });
    await expect(order).toBeVisible();
    await expect(order.getByText('Pending')).toBeVisible();

    await page.getByRole('button', { name: 'Add an address' }).click();
    await page.getByRole('textbox', { name: 'First Name' }).fill('Kavya');
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Menon');
    await page.getByRole('textbox', { name: 'Phone' }).fill('+91 94470 11111');
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('7 Marine Drive');
    await page.getByRole('textbox', { name: 'Address line 2' }).fill('Flat 4B');
    await page.getByRole('textbox', { name: 'City' }).fill('Kochi');
    await page.getByRole('combobox', { name: 'State' }).selectOption('Kerala');
    await page.getByRole('textbox', { name: 'PIN code' }).fill('682011');
    await page.getByRole('button', { name: 'Save address' }).click();
    const saved = page.getByTestId('saved-address');
    await expect(saved).toContainText('7 Marine Drive, Flat 4B');
    await saved.getByRole('button', { name: /^Edit/ }).click();
    await page.getByRole('textbox', { name: 'Address line 2' }).fill('Flat 5C, near the ferry');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(saved).toContainText('7 Marine Drive, Flat 5C, near the ferry');
    await expect(saved).toHaveCount(1);

    // Checkout offers the saved address.
    await seedCart(page, [FACE_WASH_LINE]);
    await page.goto('/checkout');
    await page.getByRole('combobox', { name: 'Use a saved address' }).selectOption({ label: 'Kavya Menon, 7 Marine Drive, Kochi' });
    await expect(page.getByRole('textbox', { name: 'Address line 2' })).toHaveValue('Flat 5C, near the ferry');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(shopper.email);
  });

  test('a forgotten password: the answer is the same for anyone, and the e-mailed link works once', async ({ page }) => {
    const shopper = uniqueShopper('Rohan', 'Pillai');
    await confirmedAccount(page.request, { name: 'Rohan Pillai', email: shopper.email, password: 'old-sandal-secret' });

    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await dialog.getByLabel('Email').fill(shopper.email);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(dialog.getByText(`If an account uses ${shopper.email}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close login dialog' }).click();

    const link = new URL(linkTo(await mailTo(shopper.email, /Reset your password/), '/account/reset-password'));
    await page.goto(link.pathname + link.search);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('new-jasmine-secret');
    await page.getByLabel('Repeat the new password').fill('new-jasmine-secret');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Your password is changed')).toBeVisible();

    await page.goto(link.pathname + link.search);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('another-secret-1');
    await page.getByLabel('Repeat the new password').fill('another-secret-1');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('This link has expired or has already been used')).toBeVisible();

    await signInThroughDialog(page, { email: shopper.email, password: 'new-jasmine-secret' });
    await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
  });

  test('a delivered order is reviewed from its page, and the owner publishes it with a reply onto the product page', async ({
    page,
    browser,
  }) => {
    const shopper = uniqueShopper('Divya', 'Rao');
    const order = await placeOrder(page.request, shopper, 1, 'face-wash-1');
    await payInSandbox(page, order);
    const owner = await browser.newPage();
    await loginAsAdmin(owner);
    await deliver(owner.request, order.id);

    await page.goto(`/order-summary/${order.id}`);
    const review = page.getByTestId('order-review');
    const title = `Gentle and fresh ${Date.now()}`;
    // Below the order's details: its form hydrates as it comes into view, and until then its
    // button is disabled (a press then would have reloaded the page and lost the review).
    await review.scrollIntoViewIfNeeded();
    await review.getByRole('button', { name: 'Send review' }).click();
    await expect(review.getByText('Choose 1 to 5 stars')).toBeVisible();
    await chooseStars(review, 4);
    await review.getByLabel('Title').fill(title);
    await review.getByLabel('Your review').fill('Leaves my skin clean without drying it. The neem smell fades quickly.');
    await review.getByRole('button', { name: 'Send review' }).click();
    await expect(review.getByText('Waiting for the shop to publish it')).toBeVisible();

    await owner.goto('/admin/reviews');
    const card = owner.getByRole('listitem').filter({ hasText: title });
    await card.getByLabel('Public reply (optional)').fill('Thank you, Divya!');
    await card.getByRole('button', { name: 'Publish' }).click();
    await expect(owner.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);

    await page.goto('/product/face-wash-1');
    await expect(page.getByText(title)).toBeVisible();
    await expect(page.getByText('Thank you, Divya!')).toBeVisible();
    // The buyer's review says so; the demo's sample reviews say what they are.
    await expect(page.getByRole('article').filter({ hasText: title }).getByText('Verified buyer')).toBeVisible();
    const published = await gql<{ product: { publishedReviews: { items: Array<{ title: string }> } } }>(
      page.request,
      'query { product(id: "face-wash-1") { publishedReviews(limit: 5) { items { title } } } }',
    );
    expect(published.data?.product.publishedReviews.items.map((item) => item.title)).toContain(title);
    await owner.close();
  });
});
