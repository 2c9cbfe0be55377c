import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { MailboxMessage } from '@bidstay/contract';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { renderMailboxPage } from './mailbox-page.ts';

export type Mailbox = {
  url: string;
  port: number;
  list(to?: string): MailboxMessage[];
  /** One recipient's mail as a page; without a recipient, only the form asking for one. */
  page(to?: string): string;
  /** From now on, leaves every mail's data unanswered, as a hung server does, until the returned release is called. */
  hold(): () => void;
  close(): Promise<void>;
};

export type MailboxOptions = { host?: string; port?: number; limit?: number };

const MAX_MESSAGE_BYTES = 1024 * 1024;
/** What the mailbox shows is the text and the HTML as sent: no HTML made of the text, no links looked for in it. */
const PARSED = { skipTextToHtml: true, skipTextLinks: true, skipImageLinks: true };

/** The top-level domain RFC 6761 reserves for names that never resolve: no mail can reach it. */
const UNREACHABLE_DOMAIN = /\.invalid$/i;

/** What a relay replies to a recipient it cannot deliver to: a permanent refusal, not to be tried again. */
function unreachable(address: string) {
  return Object.assign(new Error(`5.1.2 <${address}>: Recipient address rejected: domain cannot receive mail`), {
    responseCode: 550,
  });
}

/**
 * An SMTP server that keeps every mail it receives, newest first, for /dev/mailbox. Like a real relay it refuses at
 * RCPT TO a recipient it cannot deliver to: any address under .invalid, the way to make a mail fail for good.
 */
export async function startSmtpMailbox({
  host = '127.0.0.1',
  port = 0,
  limit = 1000,
}: MailboxOptions = {}): Promise<Mailbox> {
  const messages: MailboxMessage[] = [];
  let held: Promise<void> | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onRcptTo({ address }, _session, callback) {
      callback(UNREACHABLE_DOMAIN.test(address) ? unreachable(address) : undefined);
    },
    onData(stream, session, callback) {
      simpleParser(stream, PARSED)
        .then(async (parsed) => {
          await held;
          messages.unshift({
            id: randomUUID(),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: (parsed.date ?? new Date()).toISOString(),
          });
          messages.splice(limit);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  const list = (to?: string) => (to ? messages.filter((mail) => mail.to.includes(to.toLowerCase())) : [...messages]);
  return {
    url: `smtp://${host}:${bound}`,
    port: bound,
    list,
    page: (to) => renderMailboxPage(to ? list(to) : [], to),
    hold() {
      let release!: () => void;
      held = new Promise((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
