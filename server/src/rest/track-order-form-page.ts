import { TRACK_ORDER_FIELDS, type TrackOrderErrors, type TrackOrderField } from '@common/track-order.js';
import { escapeHtml, plainPage } from './plain-page.js';

const LABELS: Record<TrackOrderField, string> = { orderNumber: 'Order number', email: 'Email used for the order' };

/**
 * The track-order form again, when its plain-HTML post found nothing: what was typed, field
 * messages beside their fields and a `problem` for the whole form (not found, a rate limit).
 * An order that is found is never shown here: the post is answered with its page's address.
 */
export function trackOrderFormPage(values: Record<TrackOrderField, string>, errors: TrackOrderErrors, problem: string | null): string {
  const fields = TRACK_ORDER_FIELDS.map((field) => {
    const error = errors[field];
    const control = `<input id="track-${field}" name="${field}" maxlength="200" required type="${field === 'email' ? 'email' : 'text'}" autocomplete="${
      field === 'email' ? 'email' : 'off'
    }" value="${escapeHtml(values[field])}"${error ? ` aria-invalid="true" aria-describedby="track-${field}-error"` : ''}>`;
    const message = error ? `<p class="error" id="track-${field}-error">${escapeHtml(error)}</p>` : '';
    return `<label for="track-${field}">${LABELS[field]}</label>${control}${message}`;
  }).join('\n');
  const alert = problem ? `<p class="problem" role="alert" data-testid="track-problem">${escapeHtml(problem)}</p>` : '';
  return plainPage(
    'Track your order',
    `<h1>Track your order</h1>${alert}
<form method="post" action="/track-order" novalidate>
${fields}
<button type="submit">Track order</button>
</form>
<p><a href="/">Back to the shop</a></p>`,
    'Herbal Roots',
  );
}
