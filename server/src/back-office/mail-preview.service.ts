import { requireAdmin } from '../kernel/access.js';
import { readShopDetails } from '../settings/shop-details.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import type { RequestContext } from '../kernel/request-context.js';
import { MAIL_SAMPLES, type MailRecipient } from './mail-samples.js';
import { renderMail } from '../mail/templates/mail-layout.js';

export interface MailPreview {
  kind: string;
  label: string;
  to: MailRecipient;
  subject: string;
  html: string;
  text: string;
}

/**
 * The owner's look at every e-mail the shop sends: each template rendered with the sample order of
 * mail-samples.ts and the shop's details as Settings has them now. Reads the settings only; writes nothing.
 */
export class MailPreviewService {
  constructor(private readonly deps: Pick<ShopServiceDeps, 'dataSource' | 'publicUrl'>) {}

  async list(ctx: RequestContext): Promise<MailPreview[]> {
    requireAdmin(ctx);
    const shop = await readShopDetails(this.deps.dataSource.manager);
    return Promise.all(
      MAIL_SAMPLES.map(async (sample) => {
        const rendered = await renderMail(sample.content(shop, this.deps.publicUrl), shop);
        return { kind: sample.kind, label: sample.label, to: sample.to, ...rendered };
      }),
    );
  }
}
