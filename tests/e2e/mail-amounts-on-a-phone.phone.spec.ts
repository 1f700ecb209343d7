import { expect, gql, loginAsAdmin, test } from './support/fixtures';

/**
 * Every e-mail the shop sends, opened on a narrow phone (320 px, the narrowest mail apps lay out
 * for): no amount breaks across lines ("₹1,007." on one line and "00" on the next, or the minus
 * of a discount left alone), in the HTML part as Chromium lays it out.
 */
test('no amount in any e-mail breaks across lines on a 320 px phone', async ({ page, browser }) => {
  await loginAsAdmin(page);
  const previews = await gql<{ mailPreviews: Array<{ label: string; html: string }> }>(page.request, '{ mailPreviews { label html } }');
  const mails = previews.data?.mailPreviews ?? [];
  expect(mails.length).toBeGreaterThan(10);

  const reader = await browser.newPage({ viewport: { width: 320, height: 640 } });
  let amounts = 0;
  for (const mail of mails) {
    await reader.setContent(mail.html);
    const found = await reader.evaluate(() => {
      const pattern = /(?:[−-]\s?)?₹\s?\d[\d,]*(?:\.\d+)?/g;
      const results: Array<{ amount: string; lines: number }> = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(pattern)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          // One line box per line the amount is laid out on.
          const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          // The preview line mail apps show beside the subject is in the HTML but never laid out.
          if (tops.size > 0) results.push({ amount: match[0], lines: tops.size });
        }
      }
      return results;
    });
    amounts += found.length;
    for (const { amount, lines } of found) expect(lines, `${mail.label}: ${amount}`).toBe(1);
  }
  // The order e-mails state their lines and totals: there were amounts to check.
  expect(amounts).toBeGreaterThan(40);
  await reader.close();
});
