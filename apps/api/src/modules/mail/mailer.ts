import { createTransport } from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html: string };
export type Mailer = { send(message: MailMessage): Promise<void>; close(): void };

/** A line break as a text may have one: CRLF, LF or a bare CR (SMTP forbids a bare CR). */
const LINE_BREAK = /\r\n|\r|\n/g;
/** A line break in a header's value would start a header of its own. */
const oneLine = (value: string) => value.replace(LINE_BREAK, ' ');
const unixLines = (value: string) => value.replace(LINE_BREAK, '\n');

/**
 * Whether the SMTP server refused the mail for good: a 5xx reply (nodemailer's `responseCode`), as RFC 5321 says a
 * sender must not repeat. A 4xx reply or a lost connection may pass; a refused login is the mailer's own settings'
 * fault, not the mail's, and every mail would fail for it until they are fixed.
 */
export function isRefusedForGood(error: unknown): error is Error {
  if (!(error instanceof Error)) return false;
  const { responseCode, code } = error as Error & { responseCode?: unknown; code?: unknown };
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600 && code !== 'EAUTH';
}

type MailerOptions = {
  smtpUrl: string;
  from: string;
  /** Kept open at most: as many as the mail lane sends at once (JOBS_AT_ONCE), one handshake for many mails. */
  connections: number;
};

/**
 * The one mailer: nodemailer's pooled SMTP transport, to a real server or the sandbox mailbox. It keeps its
 * connections open between mails (TLS, STARTTLS and AUTH as SMTP_URL says) and opens a new one for a connection the
 * server closed while idle; nodemailer composes the MIME (docs/decisions/014-mail-through-nodemailer.md).
 */
export function createMailer({ smtpUrl, from, connections }: MailerOptions): Mailer {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const transport = createTransport({
    pool: true,
    maxConnections: connections,
    host: url.hostname,
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: oneLine(message.to),
        subject: oneLine(message.subject),
        text: unixLines(message.text),
        html: unixLines(message.html),
      });
    },
    close: () => transport.close(),
  };
}
