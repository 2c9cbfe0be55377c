import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpMailbox, type Mailbox } from './index.ts';

let mailbox: Mailbox;
beforeAll(async () => {
  mailbox = await startSmtpMailbox();
});
afterAll(() => mailbox.close());

/** One mail to `to` through a fresh connection to the mailbox; answers the error its server replied, if any. */
async function send(to: string) {
  const transport = createTransport({ host: '127.0.0.1', port: mailbox.port, secure: false, ignoreTLS: true });
  try {
    await transport.sendMail({ from: 'no-reply@bidstay.test', to, subject: 'Hello', text: 'Hello' });
    return undefined;
  } catch (error) {
    return error as { responseCode?: number; response?: string };
  } finally {
    transport.close();
  }
}

describe('the sandbox mailbox', () => {
  it('refuses for good a recipient under the reserved .invalid domain, as a relay refuses one it cannot reach', async () => {
    for (const to of ['someone@bidstay.invalid', 'SOMEONE@MAIL.BIDSTAY.INVALID']) {
      const refused = await send(to);
      expect(refused).toMatchObject({ responseCode: 550 });
      expect(refused?.response).toMatch(/^550 5\.1\.2 /);
    }
    expect(mailbox.list('someone@bidstay.invalid')).toEqual([]);
  });

  it('keeps the mail of any other recipient, one whose domain only holds the word included', async () => {
    for (const to of ['someone@bidstay.test', 'someone@invalid.bidstay.test']) expect(await send(to)).toBeUndefined();
    expect(mailbox.list('someone@invalid.bidstay.test')).toHaveLength(1);
  });
});
