import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { DAY_MS, type FailedMail } from '@bidstay/contract';
import { startSmtpMailbox } from '@bidstay/sandbox/smtp';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { COMPLETE_PROFILE, createSignedInCustomer, uniqueEmail, updateCustomer } from '../../../test/factories.ts';
import { createEnrolledOperator } from '../../../test/operator-fixtures.ts';
import { retryDelayMs } from '../../jobs/queue.ts';
import { createMailer, type MailMessage } from './mailer.ts';
import { renderMail } from './mail.templates.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('mail delivery', () => {
  it('retries with backoff while the SMTP server is down and delivers once it is back', async () => {
    const port = t.mailbox.port;
    const who = await createSignedInCustomer(t.app);
    await t.mailbox.close();

    expect(await t.runJobs()).toBeGreaterThan(0);
    expect(await t.runJobs()).toBe(0);
    t.clock.advance(retryDelayMs(1));
    expect(await t.runJobs()).toBeGreaterThan(0);

    t.mailbox = await startSmtpMailbox({ port });
    t.clock.advance(retryDelayMs(2));
    await t.runJobs();
    expect(t.mailbox.list(who.email).map((mail) => mail.subject)).toEqual(['Welcome to Bidstay']);
  });

  it('reminds a customer whose profile stays incomplete for a day, once', async () => {
    const who = await createSignedInCustomer(t.app);
    await t.runJobs();
    t.clock.advance(DAY_MS + 1000);
    await t.runJobs();
    t.clock.advance(DAY_MS);
    await t.runJobs();
    const reminders = t.mailbox.list(who.email).filter((mail) => mail.subject.startsWith('Complete your Bidstay'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.text).toContain('http://bidstay.test/dashboard/profile');
  });

  it('does not remind a customer who completed the profile', async () => {
    const who = await createSignedInCustomer(t.app);
    await updateCustomer(t.app, who, COMPLETE_PROFILE);
    t.clock.advance(DAY_MS + 1000);
    await t.runJobs();
    expect(t.mailbox.list(who.email).map((mail) => mail.subject)).not.toContain('Complete your Bidstay registration');
  });
});

describe('a mail the SMTP server refuses', () => {
  /** An address under the reserved .invalid top-level domain (RFC 6761), which the sandbox mailbox refuses. */
  const undeliverable = () => uniqueEmail('refused').replace(/@.*$/, '@bidstay.invalid');

  it('fails for good at its first try when its recipient is refused for good, with the reply as its error', async () => {
    const operator = await createEnrolledOperator(t.app, t.clock.now());
    const who = await createSignedInCustomer(t.app, undeliverable());
    const failedMails = async () => {
      const response = await t.app.inject({ url: '/api/ops/mails', headers: operator.auth });
      return (response.json().mails as { to: string }[]).filter((mail) => mail.to === who.email);
    };

    await t.runJobs();
    const failed = [
      expect.objectContaining({ template: 'welcome', attempts: 1, lastError: expect.stringContaining('550 5.1.2') }),
    ];
    expect(await failedMails()).toEqual(failed);
    t.clock.advance(retryDelayMs(1));
    await t.runJobs();
    expect(await failedMails()).toEqual(failed);
  });

  it('can be discarded by an operator, once, with an audit line; it is then neither listed nor retried', async () => {
    const operator = await createEnrolledOperator(t.app, t.clock.now());
    const who = await createSignedInCustomer(t.app, undeliverable());
    await t.runJobs();
    const listed = async () =>
      ((await t.app.inject({ url: '/api/ops/mails', headers: operator.auth })).json().mails as FailedMail[]).filter(
        (mail) => mail.to === who.email,
      );
    const [mail] = await listed();
    const act = (verb: string) =>
      t.app.inject({ method: 'POST', url: `/api/ops/mails/${mail!.id}/${verb}`, headers: operator.auth });

    const discarded = await act('discard');
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json()).toEqual({ message: 'The mail is discarded.' });
    expect(await listed()).toEqual([]);
    expect((await act('discard')).statusCode).toBe(404);
    expect((await act('retry')).statusCode).toBe(404);
    const audit = await t.app.inject({
      url: `/api/ops/audit?q=${encodeURIComponent(operator.email)}`,
      headers: operator.auth,
    });
    expect(audit.json().entries).toContainEqual(
      expect.objectContaining({ action: 'mail-discarded', target: `mail:${mail!.id}` }),
    );
  });

  it('is not discarded through the mail route when the failed job is not a mail', async () => {
    const operator = await createEnrolledOperator(t.app, t.clock.now());
    const customer = await createSignedInCustomer(t.app);
    const asCustomer = await t.app.inject({ method: 'POST', url: '/api/ops/mails/1/discard', headers: customer.auth });
    expect(asCustomer.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/ops/mails/999999/discard',
      headers: operator.auth,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No mail has this id.');
  });

  it('is tried again later when the server puts it off, and sent once the server takes it', async () => {
    const app = await buildTestApp();
    const { port } = app.mailbox;
    try {
      await app.mailbox.close();
      const busy = await startServer(
        { closeTimeout: 100, onRcptTo: (_address, _session, callback) => callback(refusal(451, 'Try again later')) },
        port,
      );
      const who = await createSignedInCustomer(app.app);
      await app.runJobs();
      await busy.close();

      app.mailbox = await startSmtpMailbox({ port });
      app.clock.advance(retryDelayMs(1));
      await app.runJobs();
      expect(app.mailbox.list(who.email).map((mail) => mail.subject)).toEqual(['Welcome to Bidstay']);
    } finally {
      await app.close();
    }
  });
});

describe('the mailer', () => {
  it('delivers a mail whole: its sender, its unicode and a line holding only a dot', async () => {
    const mailer = mailerAt(t.mailbox.url, 'Bidstay <no-reply@bidstay.test>');
    const mail = { subject: 'Åre — your bid', text: 'First line\n.\nLast line', html: '<p>Åre — <b>your bid</b></p>' };
    try {
      await mailer.send({ to: 'whole@bidstay.test', ...mail });
    } finally {
      mailer.close();
    }
    expect(t.mailbox.list('whole@bidstay.test')).toMatchObject([{ from: 'no-reply@bidstay.test', ...mail }]);
  });

  it('delivers long unicode lines whole, and a line break in the subject cannot start a header of its own', async () => {
    const mailer = mailerAt(t.mailbox.url, 'Bidstay Ærø <no-reply@bidstay.test>');
    const subject = 'Hôtel Ærø in København has answered your Bidstay bid of €120, see it in My Bids';
    const longLine = `${'Ø€'.repeat(60)} ${'word '.repeat(30)}=3D end`;
    const mail = { text: `${longLine}\r\nsecond line`, html: `<p style="margin:0">${longLine}</p>` };
    try {
      await mailer.send({ to: 'long@bidstay.test', subject: `${subject}\r\nBcc: intruder@bidstay.test`, ...mail });
    } finally {
      mailer.close();
    }
    const [sent] = t.mailbox.list('long@bidstay.test');
    expect(sent).toMatchObject({ subject: `${subject} Bcc: intruder@bidstay.test`, html: mail.html });
    expect(sent?.text.replace(/\r\n/g, '\n')).toBe(mail.text.replace(/\r\n/g, '\n'));
  });

  it('logs in with the user and password of SMTP_URL where the server asks for them', async () => {
    const logins: string[] = [];
    const server = await startServer({
      authMethods: ['PLAIN', 'LOGIN'],
      onAuth(auth, _session, callback) {
        logins.push(`${auth.username}:${auth.password}`);
        if (auth.password === 'p@ss word') callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
    });
    const mailer = mailerAt(`smtp://mailer:p%40ss%20word@127.0.0.1:${server.port}`);
    try {
      await mailer.send({ to: 'auth@bidstay.test', subject: 's', text: 't', html: 'h' });
    } finally {
      mailer.close();
      await server.close();
    }
    expect(logins).toEqual(['mailer:p@ss word']);
    expect(server.received).toEqual(['auth@bidstay.test']);
  });

  it('sends on a new connection once the server has closed an idle one, and fails no mail for it', async () => {
    // Long enough for the first mail's commands on a busy machine, where npm test runs its stages side by side.
    const server = await startServer({ socketTimeout: IDLE_CLOSE_MS });
    const mailer = mailerAt(server.url);
    try {
      await mailer.send({ to: 'first@bidstay.test', subject: 's', text: 't', html: 'h' });
      await new Promise((resolve) => setTimeout(resolve, IDLE_CLOSE_MS + 1_000));
      await mailer.send({ to: 'second@bidstay.test', subject: 's', text: 't', html: 'h' });
    } finally {
      mailer.close();
      await server.close();
    }
    expect(server.received).toEqual(['first@bidstay.test', 'second@bidstay.test']);
  });

  it('sends more mails at once than it keeps connections, on four at most, each mail once', async () => {
    let connected = 0;
    let mostConnected = 0;
    const server = await startServer({
      onConnect(_session, callback) {
        connected += 1;
        mostConnected = Math.max(mostConnected, connected);
        callback();
      },
      onClose() {
        connected -= 1;
      },
    });
    const mailer = mailerAt(server.url);
    const recipients = Array.from({ length: 10 }, (_, index) => `many-${index}@bidstay.test`);
    try {
      await Promise.all(recipients.map((to) => mailer.send({ to, subject: 's', text: 't', html: 'h' })));
    } finally {
      mailer.close();
      await server.close();
    }
    expect(server.received.toSorted()).toEqual(recipients.toSorted());
    expect(mostConnected).toBe(4);
  });

  it("writes the sender's name as RFC 5322 and 2047 ask: as is, quoted, or an encoded word", async () => {
    const fromLine = async (from: string) => {
      const [raw] = await rawMails(from, { to: 'a@bidstay.test', subject: 's', text: 't', html: 'h' });
      return raw?.split('\r\n').find((line) => line.startsWith('From:'));
    };
    expect(await fromLine('Bidstay <no-reply@bidstay.test>')).toBe('From: Bidstay <no-reply@bidstay.test>');
    expect(await fromLine('"Bidstay, Inc." <no-reply@bidstay.test>')).toBe(
      'From: "Bidstay, Inc." <no-reply@bidstay.test>',
    );
    expect(await fromLine('Bidstay Ærø <no-reply@bidstay.test>')).toBe(
      'From: =?UTF-8?Q?Bidstay_=C3=86r=C3=B8?= <no-reply@bidstay.test>',
    );
    expect(await fromLine('no-reply@bidstay.test')).toBe('From: no-reply@bidstay.test');
  });

  it('ends every line of a mail with CRLF, whichever line break its text had (SMTP forbids a bare CR or LF)', async () => {
    const [raw] = await rawMails('no-reply@bidstay.test', {
      to: 'a@bidstay.test',
      subject: 'one\rtwo',
      text: 'mac\rclassic\nunix\r\nwindows',
      html: '<p>a</p>\r<p>b</p>',
    });

    expect(raw).not.toMatch(/\r(?!\n)|(?<!\r)\n/);
    expect(raw).toContain('mac\r\nclassic\r\nunix\r\nwindows');
  });
});

describe('sendMail', () => {
  const send = (auth: Record<string, string>, to: string) =>
    t.app.inject({ method: 'POST', url: '/api/sendMail', headers: auth, payload: { to, subject: 'x', body: 'spam' } });

  it("sends a product template to the customer's own address only", async () => {
    const who = await createSignedInCustomer(t.app);
    const other = await createSignedInCustomer(t.app);
    expect((await send(who.auth, other.email)).statusCode).toBe(403);
    expect((await send({}, who.email)).statusCode).toBe(401);
    expect((await send(who.auth, who.email)).statusCode).toBe(202);
    await t.runJobs();
    const sent = t.mailbox.list(who.email).find((mail) => mail.subject.startsWith('Thank you'));
    expect(sent?.text).not.toContain('spam');
    expect(t.mailbox.list(other.email).filter((mail) => mail.subject.startsWith('Thank you'))).toHaveLength(0);
  });
});

/** The site's accent colour, as its stylesheet sets it. */
const siteAccent = () =>
  readFileSync(new URL('../../../../web/src/styles/_theme.scss', import.meta.url), 'utf8').match(
    /\$primary:\s*(#[0-9a-f]{6})/i,
  )![1]!;

describe('mail templates', () => {
  const confirmed = () =>
    renderMail(
      'booking-confirmed',
      { hotelName: 'Grand Court', checkIn: '2026-12-04', checkOut: '2026-12-06', amount: '300.00 EUR' },
      'http://bidstay.test',
    );

  it("draw the heading and the button in the site's accent colour", () => {
    const { html } = confirmed();
    expect(html).toContain(`color:${siteAccent()}`);
    expect(html).toContain(`background:${siteAccent()}`);
    expect(html).not.toMatch(/#0b5cad/i);
  });

  it('write the dates of a stay as the screens do', () => {
    const { text, html } = confirmed();
    expect(text).toContain('4 Dec 2026 to 6 Dec 2026');
    expect(html).toContain('4 Dec 2026 to 6 Dec 2026');
    expect(text).not.toContain('2026-12-04');
  });

  const accepted = (locale: 'en' | 'sv') =>
    renderMail(
      'bid-decided',
      {
        hotelName: 'Grand Court',
        status: 'accepted',
        bid: '1344.58 EUR',
        deadline: '2027-01-09T18:00:00.000Z',
        timeZone: 'Europe/Stockholm',
      },
      'http://bidstay.test',
      locale,
    ).text;

  it("write a deadline and an amount in the customer's format, in their time zone", () => {
    const text = accepted('en');
    expect(text).toContain('9 Jan 2027, 19:00');
    expect(text).toContain('€1,344.58');
    expect(text).not.toMatch(/2027-01-09|1344\.58 EUR|Europe\/Stockholm/);
  });

  it('write a deadline in Swedish for a Swedish customer', () => {
    const text = accepted('sv');
    expect(text).toContain('9 jan. 2027 19:00');
    expect(text).toMatch(/1\s344,58\s€/);
    expect(text).not.toContain('Jan');
  });
});

describe('sendMail limits', () => {
  const sendFrom = (remoteAddress: string, auth: Record<string, string>, to: string) =>
    t.app.inject({ method: 'POST', url: '/api/sendMail', headers: auth, payload: { to }, remoteAddress });

  it("counts per account: refused calls and a neighbour's sends spend no one else's budget", async () => {
    const first = await createSignedInCustomer(t.app);
    const second = await createSignedInCustomer(t.app);
    for (let call = 0; call < 6; call += 1) expect((await sendFrom('10.3.3.3', {}, second.email)).statusCode).toBe(401);
    for (let call = 0; call < 5; call += 1) {
      expect((await sendFrom('10.3.3.3', first.auth, first.email)).statusCode).toBe(202);
    }
    expect((await sendFrom('10.3.3.3', first.auth, first.email)).statusCode).toBe(429);
    expect((await sendFrom('10.3.3.3', second.auth, second.email)).statusCode).toBe(202);
  });
});

describe('the dev mailbox', () => {
  const read = (url: string, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    t.app.inject({ method: 'GET', url, ...options });

  it("lists one address's mail at a time, never everyone's", async () => {
    const who = await createSignedInCustomer(t.app);
    await t.runJobs();
    const mine = await read(`/api/dev/mailbox?to=${encodeURIComponent(who.email)}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().every((mail: { to: string[] }) => mail.to.includes(who.email))).toBe(true);
    expect((await read('/api/dev/mailbox')).statusCode).toBe(400);
    expect((await read('/dev/mailbox')).body).not.toContain(who.email);
  });

  it('answers only on a loopback connection', async () => {
    for (const url of ['/api/dev/mailbox?to=a@example.com', '/dev/mailbox?to=a@example.com']) {
      expect((await read(url, { remoteAddress: '::1' })).statusCode).toBe(200);
      expect((await read(url, { remoteAddress: '192.168.1.20' })).statusCode).toBe(404);
    }
  });

  it('refuses a client a trusted proxy forwards from another address', async () => {
    const proxied = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const url = '/api/dev/mailbox?to=a@example.com';
      const forwarded = await proxied.app.inject({ url, headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(forwarded.statusCode).toBe(404);
      expect((await proxied.app.inject({ url })).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('refuses any forwarded request, whatever address it names (issue 52, item 6)', async () => {
    const anyProxy = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const url = '/api/dev/mailbox?to=a@example.com';
      const spoofed = await anyProxy.app.inject({
        url,
        remoteAddress: '198.51.100.7',
        headers: { 'x-forwarded-for': '127.0.0.1, 203.0.113.5' },
      });
      expect(spoofed.statusCode).toBe(404);
      for (const headers of [{ 'x-forwarded-for': '127.0.0.1' }, { forwarded: 'for=127.0.0.1' }]) {
        expect((await anyProxy.app.inject({ url, headers })).statusCode).toBe(404);
      }
      expect((await anyProxy.app.inject({ url })).statusCode).toBe(200);
    } finally {
      await anyProxy.close();
    }
  });

  it("answers only for this machine's names or the public address's host (DNS rebinding, issue 52, item 10)", async () => {
    for (const url of ['/api/dev/mailbox?to=a@example.com', '/dev/mailbox?to=a@example.com']) {
      for (const host of ['evil.example', 'evil.example:3000', 'localhost.evil.example', '127.0.0.1.nip.io']) {
        expect((await read(url, { headers: { host } })).statusCode, host).toBe(404);
      }
      for (const host of ['localhost', 'LOCALHOST:3000', '127.0.0.1:3000', '[::1]:3000', 'bidstay.test']) {
        expect((await read(url, { headers: { host } })).statusCode, host).toBe(200);
      }
    }
  });
});

/** A mailer to `smtpUrl` keeping four connections, as on PostgreSQL. */
/** The test SMTP server's idle timeout, after which it closes a pooled connection. */
const IDLE_CLOSE_MS = 2_000;
const mailerAt = (smtpUrl: string, from = 'x@bidstay.test') => createMailer({ smtpUrl, from, connections: 4 });

/** An SMTP server of the test's own, which takes every mail and notes its recipients. */
async function startServer(options: SMTPServerOptions, port = 0) {
  const received: string[] = [];
  const raw: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
        raw.push(Buffer.concat(chunks).toString());
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    received,
    /** Each mail as the server received it, its MIME source. */
    raw,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A reply of the server's to a command, as smtp-server sends an error's `responseCode` and message. */
const refusal = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });

/** The mails as an SMTP server receives them from the mailer, MIME source. */
async function rawMails(from: string, ...mails: MailMessage[]) {
  const server = await startServer({});
  const mailer = mailerAt(server.url, from);
  try {
    for (const mail of mails) await mailer.send(mail);
  } finally {
    mailer.close();
    await server.close();
  }
  return server.raw;
}
