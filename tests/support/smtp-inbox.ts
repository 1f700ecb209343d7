import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { eventually } from './eventually.js';

/**
 * A real SMTP server for a suite: the shop delivers to it over SMTP as it would to a provider, and
 * every message is parsed with a MIME parser, so tests read recipients, subject, both parts,
 * links and attachments as a mail client would.
 */
export interface SmtpInbox {
  /** SMTP_URL for the shop. */
  url: string;
  messages: ParsedMail[];
  /** The first message to `to` whose subject matches, waiting up to a few seconds for it. */
  waitFor(to: string, subject: RegExp): Promise<ParsedMail>;
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const recipients = (mail: ParsedMail) =>
    [mail.to ?? []].flat().flatMap((address) => address.value.map((entry) => entry.address?.toLowerCase() ?? ''));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(to, subject) {
      const find = () => messages.find((mail) => recipients(mail).includes(to.toLowerCase()) && subject.test(mail.subject ?? ''));
      await eventually(() => Promise.resolve(find() !== undefined)).catch(() => {
        throw new Error(`no e-mail to ${to} matching ${subject} (have: ${messages.map((m) => m.subject).join(', ')})`);
      });
      return find()!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first address in a message's text part that starts with `prefix`. */
export function linkIn(mail: ParsedMail, prefix: string): string {
  const match = (mail.text ?? '').match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\S+`));
  if (!match) throw new Error(`no link starting ${prefix} in: ${mail.text}`);
  return match[0];
}
