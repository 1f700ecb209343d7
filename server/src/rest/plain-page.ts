import type express from 'express';
/**
 * The small pages that answer a form posted before the storefront's scripts started (contact,
 * track order): they must stand without scripts, so no script and the shop's colours inline.
 */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const STYLE = `
body{margin:0;font-family:Inter,system-ui,sans-serif;color:#1f2a1f;background:#f8f6ef;line-height:1.5}
main{max-width:560px;margin:0 auto;padding:32px 20px}
a{color:#2f6b3a}
h1{font-family:Fraunces,Georgia,serif;font-size:1.6rem;margin:0 0 12px}
label{display:block;font-weight:600;margin:16px 0 4px}
input,textarea{box-sizing:border-box;width:100%;font:inherit;padding:10px 12px;border:1px solid #b9c2b0;border-radius:8px;background:#fff}
textarea{min-height:8em}
[aria-invalid=true]{border-color:#c0392b}
.error{color:#c0392b;margin:4px 0 0;font-size:.9rem}
.problem{background:#fdecea;border-radius:8px;padding:12px;margin:0 0 8px}
button{margin-top:20px;font:inherit;font-weight:600;color:#fff;background:#2f6b3a;border:0;border-radius:999px;padding:10px 24px;cursor:pointer}
.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
`;

/** A page titled `title`, followed by the shop's name from Settings when it could be read. */
export function plainPage(title: string, body: string, shopName?: string): string {
  const heading = shopName ? `${title} · ${shopName}` : title;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(heading)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

/**
 * GET and POST `/unsubscribe?token=…` on `router`: the link an e-mail carries (GET) and mail
 * programs' one-click button (POST). `unsubscribe` forgets what the token names; the page says
 * `done` when it did, `incomplete` (after "Please use the whole link from the e-mail") when not.
 */
export function addUnsubscribeRoutes(
  router: express.Router,
  unsubscribe: (token: string) => Promise<boolean>,
  texts: { done: string; incomplete?: string },
): void {
  const answer = async (req: express.Request, res: express.Response) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const done = await unsubscribe(token);
    res
      .status(done ? 200 : 400)
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(
        done
          ? plainPage(
              'Unsubscribed',
              `<h1>You are unsubscribed</h1><p role="status">${texts.done}</p><p><a href="/">Back to the shop</a></p>`,
            )
          : plainPage(
              'Link not recognised',
              `<h1>This unsubscribe link is not complete</h1><p>Please use the whole link from the e-mail${texts.incomplete ?? ''}.</p>`,
            ),
      );
  };
  router.get('/unsubscribe', (req, res, next) => void answer(req, res).catch(next));
  router.post('/unsubscribe', (req, res, next) => void answer(req, res).catch(next));
}
