import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_MAILBOX_URL } from './e2e-env';
import { gql } from './fixtures';

/** An e-mail as the e2e server's SMTP peer received it. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** The first e-mail to `to` whose subject matches, waiting for the shop's outbox to deliver it. */
export async function mailTo(to: string, subject: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (await fetch(E2E_MAILBOX_URL)).json()) as ReceivedMail[];
        found = messages.find((mail) => mail.to.includes(to.toLowerCase()) && subject.test(mail.subject));
        return found !== undefined;
      },
      { message: `an e-mail to ${to} matching ${subject}`, timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** The link in an e-mail's text that leads to `path` on the shop. */
export function linkTo(mail: ReceivedMail, path: string): string {
  const link = mail.text.match(new RegExp(`https?://\\S+${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\?token=\\S+`))?.[0];
  if (!link) throw new Error(`no link to ${path} in: ${mail.text}`);
  return link;
}

/** A shopper account made and confirmed through the API and the real e-mail, for specs that start signed up. */
export async function confirmedAccount(
  request: APIRequestContext,
  account: { name: string; email: string; password: string },
): Promise<void> {
  const signUp = await gql<{ signUp: { accepted: boolean | null } }>(
    request,
    'mutation($input: SignUpInput!) { signUp(input: $input) { accepted errors { message } } }',
    { input: account },
  );
  expect(signUp.data?.signUp.accepted).toBe(true);
  const token = new URL(linkTo(await mailTo(account.email, /Confirm your e-mail/), '/account/confirm')).searchParams.get('token');
  const confirmed = await gql<{ confirmEmail: { email: string | null } }>(
    request,
    'mutation($token: String!, $password: String!) { confirmEmail(token: $token, password: $password) { email errors { message } } }',
    { token, password: account.password },
  );
  expect(confirmed.data?.confirmEmail.email).toBe(account.email);
}

/** Moves a paid order on to Delivered as the owner does, through the admin's status changes. */
export async function deliver(adminRequest: APIRequestContext, orderId: string): Promise<void> {
  for (const status of ['PROCESSING', 'SHIPPED', 'DELIVERED']) {
    const result = await gql<{ updateOrderStatus: { order: { status: string } | null; errors: Array<{ message: string }> } }>(
      adminRequest,
      'mutation($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { order { status } errors { message } } }',
      { id: orderId, status },
    );
    if (result.data?.updateOrderStatus.order?.status !== status)
      throw new Error(`could not move the order to ${status}: ${JSON.stringify(result)}`);
  }
}

/** Opens the header's login dialog and switches it to the sign-up form. */
export async function openSignUp(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Create an account' }).click();
  return page.getByRole('dialog', { name: 'Create an account' });
}

/** Clicks the star a shopper sees (its radio button is hidden under it, as Mantine's Rating draws it). */
export async function chooseStars(form: Locator, stars: number): Promise<void> {
  const id = await form.getByRole('radio', { name: `${stars} star${stars === 1 ? '' : 's'}` }).getAttribute('id');
  await form.locator(`label[for="${id}"]`).click();
  await expect(form.getByRole('radio', { name: `${stars} star${stars === 1 ? '' : 's'}` })).toBeChecked();
}
