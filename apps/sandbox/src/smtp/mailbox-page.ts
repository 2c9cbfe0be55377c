import type { MailboxMessage } from '@bidstay/contract';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** The sandbox mailbox as a page: one recipient's mail, newest first. */
export function renderMailboxPage(messages: MailboxMessage[], to?: string): string {
  const items = messages
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To ${escapeHtml(mail.to.join(', '))} · ${escapeHtml(mail.receivedAt)}</p>
  <pre>${linkify(mail.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox mailbox</title>
<style>
body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1f2933}
article{border:1px solid #d5dbe1;border-radius:8px;padding:1rem;margin:1rem 0}
h2{font-size:1.1rem;margin:0}.meta{color:#52606d;font-size:.85rem}pre{white-space:pre-wrap;font-family:inherit}
</style></head>
<body><h1>Sandbox mailbox${to ? ` for ${escapeHtml(to)}` : ''}</h1>
<form method="get"><label>Recipient <input name="to" type="email" value="${escapeHtml(to ?? '')}"></label> <button>Read</button></form>
${items || (to ? '<p>No mail yet.</p>' : '<p>Enter a recipient to read their mail.</p>')}
</body></html>`;
}
