import { randomUUID } from 'node:crypto';
import addressparser from 'nodemailer/lib/addressparser';
import { encodeWord, encodeWords, foldLines } from 'nodemailer/lib/mime-funcs';
import { encode as quotedPrintable, wrap as wrapQuotedPrintable } from 'nodemailer/lib/qp';
import { createSmtpConnections } from './smtp-connections.ts';

export type MailMessage = { to: string; subject: string; text: string; html: string };
export type Mailer = { send(message: MailMessage): Promise<void>; close(): void };

const CRLF = '\r\n';
/** RFC 5322's line length, and nodemailer's length of an encoded word (RFC 2047) in a header. */
const LINE_LENGTH = 76;
const ENCODED_WORD_LENGTH = 52;

/** A line break as a text may have one: CRLF, LF or a bare CR. */
const LINE_BREAK = /\r\n|\r|\n/g;
/** A line break in a header's value would start a header of its own. */
const oneLine = (value: string) => value.replace(LINE_BREAK, ' ');
const header = (name: string, value: string) => foldLines(`${name}: ${value}`, LINE_LENGTH);

/** A display name in an address: as is when words, quoted when other ASCII, an encoded word otherwise. */
function displayName(name: string) {
  if (/^[\w ]*$/.test(name)) return name;
  if (/^[\x20-\x7e]*$/.test(name)) return `"${name.replace(/([\\"])/g, '\\$1')}"`;
  return encodeWord(name, 'Q', ENCODED_WORD_LENGTH);
}

function part(contentType: string, content: string, boundary: string) {
  const body = wrapQuotedPrintable(quotedPrintable(content.replace(LINE_BREAK, CRLF)), LINE_LENGTH);
  return [
    `--${boundary}`,
    `Content-Type: ${contentType}; charset=utf-8`,
    'Content-Transfer-Encoding: quoted-printable',
    '',
    body,
  ];
}

/**
 * A mail as MIME, composed at once in memory: multipart/alternative, the text then the HTML, each quoted-printable;
 * its Message-ID and boundary from one UUID. nodemailer's composer builds the same through a stream for each header and
 * part, and drew eight random values from the system: on this VM, two fifths of the sender's CPU for a mail.
 */
export function composeMail(from: string, message: MailMessage): Buffer {
  const id = randomUUID();
  const [sender] = addressparser(from, { flatten: true });
  const domain = sender?.address.split('@')[1] || 'localhost';
  const boundary = `--_bidstay-${id.replaceAll('-', '')}`;
  const lines = [
    header('From', sender?.name ? `${displayName(sender.name)} <${sender.address}>` : (sender?.address ?? from)),
    header('To', oneLine(message.to)),
    header('Subject', encodeWords(oneLine(message.subject), 'Q', ENCODED_WORD_LENGTH)),
    `Message-ID: <${id}@${domain}>`,
    `Date: ${new Date().toUTCString().replace('GMT', '+0000')}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    ...part('text/plain', message.text, boundary),
    ...part('text/html', message.html, boundary),
    `--${boundary}--`,
    '',
  ];
  return Buffer.from(lines.join(CRLF));
}

type MailerOptions = {
  smtpUrl: string;
  from: string;
  /** Kept open at most: as many as the mail lane sends at once (JOBS_AT_ONCE), one handshake for many mails. */
  connections: number;
};

/** The one mailer: SMTP through nodemailer's SMTPConnection, to a real server or the sandbox mailbox. */
export function createMailer({ smtpUrl, from, connections: size }: MailerOptions): Mailer {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const connections = createSmtpConnections({
    connection: {
      host: url.hostname,
      port: Number(url.port) || (secure ? 465 : 587),
      secure,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    },
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    size,
  });
  const [sender] = addressparser(from, { flatten: true });
  const envelopeFrom = sender?.address ?? from;
  return {
    async send(message) {
      const to = addressparser(message.to, { flatten: true }).map((address) => address.address);
      await connections.send({ from: envelopeFrom, to }, composeMail(from, message));
    },
    close: () => connections.close(),
  };
}
