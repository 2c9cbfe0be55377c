import { startSmtpMailbox } from './index.ts';

const port = Number(process.env.SMTP_PORT ?? 2525);
const mailbox = await startSmtpMailbox({ port });
console.log(`Sandbox SMTP mailbox listening on ${mailbox.url}`);
