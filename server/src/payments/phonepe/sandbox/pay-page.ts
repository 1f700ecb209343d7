import express from 'express';
import { formatPaise } from '@common/money.js';
import { SANDBOX_FAILURES, type SandboxFailureCode } from './failure-codes.js';
import { isOpen, type SandboxPayment, type SandboxStore } from './store.js';

/**
 * The hosted pay page a shopper meets, faked: pay, fail this attempt (the order stays open and the
 * shopper can try again, as on PhonePe's page) or fail the whole order with a real failure code.
 * It acts only on payments the shop created through the authenticated API, found by their
 * unguessable provider id.
 */
export function createPayPageRouter(store: SandboxStore): express.Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '16kb' });

  router.get('/pay/:providerOrderId', (req, res) => {
    const payment = store.byProviderId.get(String(req.params.providerOrderId));
    res.setHeader('Cache-Control', 'no-store');
    if (!payment) {
      res
        .status(404)
        .type('html')
        .send(
          page('Payment not found', '<h1>Payment not found</h1><p>This payment link is unknown or has been forgotten by the sandbox.</p>'),
        );
      return;
    }
    store.expireIfDue(payment);
    if (!isOpen(payment)) {
      const done = payment.state === 'COMPLETED' ? 'This payment is complete.' : 'This payment did not go through.';
      res
        .type('html')
        .send(
          page(
            'Payment closed',
            `<h1>${escapeHtml(done)}</h1><p><a class="link" href="${escapeHtml(payment.redirectUrl)}">Return to the shop</a></p>`,
          ),
        );
      return;
    }
    const failed = typeof req.query.failed === 'string' ? req.query.failed : null;
    res.type('html').send(payPage(payment, `${req.baseUrl}/pay/${encodeURIComponent(payment.providerOrderId)}`, failed));
  });

  router.post('/pay/:providerOrderId', form, (req, res) => {
    const payment = store.byProviderId.get(String(req.params.providerOrderId));
    if (!payment) {
      res.status(404).type('html').send(page('Payment not found', '<h1>Payment not found</h1>'));
      return;
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (body.outcome === 'success') {
      store.pay(payment, true);
    } else {
      const code = typeof body.code === 'string' && Object.hasOwn(SANDBOX_FAILURES, body.code) ? body.code : 'U30';
      if (body.scope === 'attempt') {
        store.fail(payment, code, 'attempt', true);
        // Like PhonePe's page: the shopper stays to try again.
        if (isOpen(payment)) {
          res.redirect(303, `${req.baseUrl}/pay/${encodeURIComponent(payment.providerOrderId)}?failed=${encodeURIComponent(code)}`);
          return;
        }
      } else {
        store.fail(payment, code, 'order', true);
      }
    }
    res.redirect(303, payment.redirectUrl);
  });

  return router;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function payPage(payment: SandboxPayment, action: string, failedCode: string | null): string {
  const amount = formatPaise(payment.amountPaise);
  const failures = Object.entries(SANDBOX_FAILURES) as Array<[SandboxFailureCode, { label: string }]>;
  const orderFailures = failures
    .map(
      ([code, { label }]) => `
        <form method="post" action="${escapeHtml(action)}">
          <input type="hidden" name="outcome" value="failed">
          <input type="hidden" name="scope" value="order">
          <input type="hidden" name="code" value="${escapeHtml(code)}">
          <button class="fail" type="submit">${escapeHtml(label)}</button>
        </form>`,
    )
    .join('');
  const options = failures.map(([code, { label }]) => `<option value="${escapeHtml(code)}">${escapeHtml(label)}</option>`).join('');
  const notice =
    failedCode && Object.hasOwn(SANDBOX_FAILURES, failedCode)
      ? `<p class="notice" role="status">That attempt failed: ${escapeHtml(SANDBOX_FAILURES[failedCode as SandboxFailureCode].label)}. You can try again.</p>`
      : '';
  return page(
    `Pay ${amount}`,
    `<p class="badge">PhonePe sandbox · no real money moves</p>
      <h1>Complete your payment</h1>
      ${notice}
      <p class="muted">Herbal Roots is asking for</p>
      <p class="amount">${escapeHtml(amount)}</p>
      <dl>
        <dt>Order</dt><dd>${escapeHtml(payment.merchantOrderId)}</dd>
        <dt>Payment</dt><dd>${escapeHtml(payment.providerOrderId)}</dd>
      </dl>
      <form method="post" action="${escapeHtml(action)}">
        <input type="hidden" name="outcome" value="success">
        <button class="pay" type="submit">Pay ${escapeHtml(amount)}</button>
      </form>
      <h2>Fail one attempt</h2>
      <p class="muted">The attempt fails and the order stays open: you can pay again here, as on PhonePe.</p>
      <form method="post" action="${escapeHtml(action)}">
        <input type="hidden" name="outcome" value="failed">
        <input type="hidden" name="scope" value="attempt">
        <label class="muted" for="attempt-code">Failure code</label>
        <select id="attempt-code" name="code">${options}</select>
        <button class="retry" type="submit">Fail this attempt</button>
      </form>
      <h2>Or fail the order</h2>
      <p class="muted">The whole payment fails with this code, to see how the shop handles it.</p>
      <div class="fails">${orderFailures}</div>`,
  );
}

/** A plain HTML page: inline styles only (the CSP allows them), no script. */
function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · PhonePe sandbox</title>
<style>
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; background: #f5f1e6; color: #1f2d22;
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; display: flex; justify-content: center; padding: 16px; }
  main { width: 100%; max-width: 440px; background: #fffdf8; border: 1px solid #dfe6d9; border-radius: 16px;
    padding: 24px 20px; box-shadow: 0 6px 24px rgba(31, 61, 38, 0.08); align-self: flex-start; margin-top: 4vh; }
  h1 { font-size: 1.4rem; margin: 8px 0 4px; color: #24502f; }
  h2 { font-size: 1.05rem; margin: 28px 0 4px; color: #24502f; }
  .badge { display: inline-block; margin: 0; padding: 2px 10px; border-radius: 999px; background: #fbefc9; color: #5c4308; font-size: 0.8rem; font-weight: 600; }
  .muted { color: #4d5a4f; margin: 4px 0; font-size: 0.95rem; }
  .amount { font-size: 2.2rem; font-weight: 700; margin: 4px 0 12px; color: #1f4a2a; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; margin: 0 0 20px; font-size: 0.85rem; }
  dt { color: #4d5a4f; } dd { margin: 0; word-break: break-all; font-family: ui-monospace, monospace; }
  form { margin: 0; }
  button { width: 100%; min-height: 48px; border-radius: 10px; font: inherit; font-weight: 600; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #d9a21b; outline-offset: 2px; }
  .pay { background: #2f6b3a; color: #fff; border: 0; font-size: 1.1rem; }
  .pay:hover { background: #24552d; }
  .fails { display: grid; grid-template-columns: 1fr; gap: 8px; margin-top: 12px; }
  @media (min-width: 420px) { .fails { grid-template-columns: 1fr 1fr; } }
  .fail { background: #fff; color: #7a2618; border: 1px solid #d9b3aa; }
  .fail:hover { background: #fbf0ed; }
  .link { color: #24502f; font-weight: 600; }
  .notice { background: #fbf0ed; color: #7a2618; border-radius: 10px; padding: 8px 12px; }
  select { width: 100%; min-height: 44px; border-radius: 10px; font: inherit; margin: 8px 0; padding: 0 8px; }
  .retry { background: #fff; color: #24502f; border: 1px solid #9fb8a3; }
</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>`;
}
