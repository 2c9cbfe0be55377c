import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Options } from 'nodemailer/lib/mailer';

export type MailMessage = { to: string; subject: string; text: string; html: string };
export type Mailer = { send(message: MailMessage): Promise<void>; close(): void };

/**
 * A mail composed in memory, its Message-ID and its MIME boundaries from one UUID. Left to itself, nodemailer streams
 * each header and part to the connection as a write of its own and draws eight random values from the system: on this
 * VM a sixth of the sender's CPU for a mail and a quarter of the receiving server's.
 */
function compose(from: string, message: MailMessage): Promise<Buffer> {
  const id = randomUUID();
  const [sender] = addressparser(from, { flatten: true });
  const domain = sender?.address.split('@')[1] || 'localhost';
  // baseBoundary is an option of nodemailer's composer that its types leave out.
  const options: Options & { baseBoundary: string } = {
    from,
    ...message,
    messageId: `<${id}@${domain}>`,
    baseBoundary: id.replaceAll('-', ''),
  };
  return new MailComposer(options).compile().build();
}

/** The one mailer: nodemailer over SMTP, to a real server or the sandbox mailbox. */
export function createMailer({ smtpUrl, from }: { smtpUrl: string; from: string }): Mailer {
  const url = new URL(smtpUrl);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
    secure: url.protocol === 'smtps:',
    // One handshake for many mails (a bid, a booking and their decisions each send one), on as many connections as
    // the mail lane runs jobs at once on PostgreSQL.
    pool: true,
    maxConnections: 4,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      await transport.sendMail({ envelope: { from, to: message.to }, raw: await compose(from, message) });
    },
    close: () => transport.close(),
  };
}
