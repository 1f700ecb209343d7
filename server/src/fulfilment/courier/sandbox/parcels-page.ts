import express from 'express';
import PDFDocument from 'pdfkit';
import { SANDBOX_STATUSES } from '../courier-statuses.js';
import type { CourierSandboxStore, SandboxParcel } from './store.js';

export type SendTrackingUpdate = (parcel: SandboxParcel, status: { id: number; label: string }, activity: string) => Promise<string>;

/**
 * The owner's page in the sandbox: every parcel booked through it, with buttons that move one
 * through its statuses. Each move is posted to the shop's tracking webhook exactly as the
 * aggregator posts it, and the page says what the shop answered. Also the labels' PDF.
 */
export function createParcelsPage(store: CourierSandboxStore, send: SendTrackingUpdate): express.Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '8kb' });

  router.get('/parcels', (req, res) => {
    const answer = typeof req.query.answer === 'string' ? req.query.answer : null;
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(parcelsPage([...store.parcels.values()].reverse(), req.baseUrl, answer));
  });

  router.post('/parcels/:awb/status', form, async (req, res) => {
    const parcel = store.byAwb(String(req.params.awb));
    const body = (req.body ?? {}) as Record<string, unknown>;
    const status = SANDBOX_STATUSES.find((candidate) => String(candidate.id) === body.statusId);
    if (!parcel || !status) {
      res.status(404).type('text/plain').send('No such parcel or status');
      return;
    }
    const activity = typeof body.activity === 'string' && body.activity.trim() ? body.activity.trim().slice(0, 120) : status.label;
    const answer = await send(parcel, status, activity);
    res.redirect(303, `${req.baseUrl}/parcels?answer=${encodeURIComponent(`${parcel.awb}: ${status.label}: ${answer}`)}`);
  });

  router.get('/labels/:labelId.pdf', (req, res) => {
    const shipmentIds = store.labels.get(String(req.params.labelId));
    if (!shipmentIds) {
      res.status(404).type('text/plain').send('No such label');
      return;
    }
    const document = new PDFDocument({ size: [288, 432], margin: 18 });
    res.type('application/pdf');
    document.pipe(res);
    shipmentIds.forEach((id, index) => {
      const parcel = store.byShipment(id)!;
      if (index > 0) document.addPage();
      document.fontSize(9).text('COURIER SANDBOX LABEL: NOT FOR SHIPPING');
      document
        .moveDown()
        .fontSize(14)
        .text(parcel.courierName ?? 'Courier');
      document.fontSize(18).text(`AWB ${parcel.awb ?? ''}`);
      document.moveDown().fontSize(11).text(`Order ${parcel.channelOrderId}`);
      document.text(`To: ${parcel.buyerName}, ${parcel.deliverTo}`);
      document.text(`Weight: ${parcel.weightKg} kg`);
      document
        .moveDown()
        .fontSize(14)
        .text(parcel.paymentMethod === 'COD' ? `COD: collect Rs. ${parcel.subTotal.toFixed(2)}` : 'PREPAID: collect nothing');
    });
    document.end();
  });

  return router;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** What the shop told the courier after failed attempts, as the aggregator received it. */
function ndrAnswers(parcel: SandboxParcel): string {
  if (!parcel.ndrActions.length) return '';
  const items = parcel.ndrActions.map((answer) => {
    const details = [
      answer.deferredDate && `on ${answer.deferredDate}`,
      answer.address1 && `address: ${answer.address1}`,
      answer.address2 && `landmark: ${answer.address2}`,
      answer.phone && `phone: ${answer.phone}`,
      `"${answer.comments}"`,
    ].filter(Boolean);
    return `<li>${escapeHtml(`${answer.action} ${details.join(', ')}`)}</li>`;
  });
  return `<h3>Answers to failed deliveries</h3><ul aria-label="${escapeHtml(`Delivery answers for ${parcel.channelOrderId}`)}">${items.join('')}</ul>`;
}

function parcelsPage(parcels: SandboxParcel[], base: string, answer: string | null): string {
  const rows = parcels
    .filter((parcel) => parcel.awb && !parcel.cancelled)
    .map((parcel) => {
      const awb = escapeHtml(parcel.awb!);
      const last = parcel.history[parcel.history.length - 1];
      const buttons = SANDBOX_STATUSES.map(
        (status) => `
          <form method="post" action="${escapeHtml(base)}/parcels/${awb}/status">
            <input type="hidden" name="statusId" value="${status.id}">${
              status.label === 'Undelivered'
                ? `
            <input name="activity" value="Consignee not available" maxlength="120" aria-label="${escapeHtml(`Reason undelivered for ${parcel.channelOrderId}`)}">`
                : ''
            }
            <button type="submit" aria-label="${escapeHtml(`${status.label} for ${parcel.channelOrderId}`)}">${escapeHtml(status.label)}</button>
          </form>`,
      ).join('');
      return `
        <section aria-label="${escapeHtml(`Parcel ${parcel.channelOrderId}`)}">
          <h2>${escapeHtml(parcel.channelOrderId)}${parcel.isReturn ? ' (return pickup)' : ''}</h2>
          <dl>
            <dt>AWB</dt><dd>${awb}</dd>
            <dt>Courier</dt><dd>${escapeHtml(parcel.courierName ?? '')}</dd>
            <dt>To</dt><dd>${escapeHtml(`${parcel.buyerName}, ${parcel.deliverTo}`)}</dd>
            <dt>Payment</dt><dd>${parcel.paymentMethod === 'COD' ? `COD, collect Rs. ${parcel.subTotal.toFixed(2)}` : 'Prepaid'}</dd>
            <dt>Status</dt><dd>${escapeHtml(last?.label ?? 'New')}</dd>
            <dt>Pickup</dt><dd>${escapeHtml(parcel.pickupScheduled ?? 'Not booked')}</dd>
          </dl>
          ${ndrAnswers(parcel)}
          <div class="moves">${buttons}</div>
        </section>`;
    })
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Parcels · Courier sandbox</title>
<style>
  body { margin: 0; background: #f5f1e6; color: #1f2d22; font: 16px/1.5 system-ui, sans-serif; padding: 16px; }
  main { max-width: 760px; margin: 0 auto; }
  h1 { color: #24502f; } h2 { font-size: 1.1rem; margin: 0 0 8px; color: #24502f; } h3 { font-size: 0.95rem; margin: 8px 0 4px; }
  .badge { display: inline-block; padding: 2px 10px; border-radius: 999px; background: #fbefc9; color: #5c4308; font-size: 0.8rem; font-weight: 600; }
  section { background: #fffdf8; border: 1px solid #dfe6d9; border-radius: 12px; padding: 16px; margin: 12px 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 12px; margin: 0 0 12px; font-size: 0.9rem; }
  dt { color: #4d5a4f; } dd { margin: 0; }
  .moves { display: flex; flex-wrap: wrap; gap: 8px; }
  form { margin: 0; display: flex; gap: 6px; flex-wrap: wrap; }
  input { min-height: 44px; padding: 0 10px; border-radius: 10px; border: 1px solid #9fb8a3; font: inherit; }
  button { min-height: 44px; padding: 0 12px; border-radius: 10px; border: 1px solid #9fb8a3; background: #fff; color: #24502f; font: inherit; cursor: pointer; }
  button:focus-visible { outline: 3px solid #d9a21b; outline-offset: 2px; }
  .answer { background: #eef5ea; border-radius: 10px; padding: 8px 12px; }
</style>
</head>
<body>
<main>
<p class="badge">Courier sandbox · no parcel moves</p>
<h1>Parcels</h1>
<p>Move a parcel through its statuses: each button sends the shop the tracking update the aggregator would.</p>
${answer ? `<p class="answer" role="status">${escapeHtml(answer)}</p>` : ''}
${rows || '<p>No parcel has been booked yet: ship an order through the courier service in the admin.</p>'}
</main>
</body>
</html>`;
}
