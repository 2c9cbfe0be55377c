import { createHash } from 'node:crypto';
import { escapeHtml, htmlPage } from './html.ts';

/**
 * Constant, so its CSP hash is constant: it reads the return URL from the link's href (which the HTML
 * escaping already makes safe) and navigates the top window, leaving the shop's iframe.
 */
const RETURN_SCRIPT =
  "var link=document.getElementById('return');if(/^https?:$/.test(link.protocol))window.top.location.href=link.href;";

const SCRIPT_HASH = `sha256-${createHash('sha256').update(RETURN_SCRIPT).digest('base64')}`;

/** Like the card page's policy, plus the one inline script above. */
export const RETURN_PAGE_CSP = `default-src 'none'; style-src 'unsafe-inline'; script-src '${SCRIPT_HASH}'; frame-ancestors 'self'`;

/**
 * What an embedded session's frame shows once paid: real Stripe sends the top window to `return_url`;
 * a 303 would load the shop's return page inside the iframe instead. Without script, the link does it.
 */
export function returnPage(returnUrl: string): string {
  const link = `<a id="return" href="${escapeHtml(returnUrl)}" target="_top">Continue to the shop</a>`;
  return htmlPage(
    'Checkout',
    `<h1>Payment complete. Returning to the shop…</h1><p>${link}</p><script>${RETURN_SCRIPT}</script>`,
  );
}
