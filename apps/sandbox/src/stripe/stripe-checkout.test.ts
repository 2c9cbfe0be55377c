import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPrice,
  GOOD_CARD,
  hostedSession,
  startTestStripe,
  startWebhookReceiver,
  submitCard,
  waitFor,
  WEBHOOK_SECRET,
  type TestStripe,
} from './test-stripe.ts';

let harness: TestStripe;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let priceId: string;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  harness = await startTestStripe({ webhookUrl: receiver.url });
  priceId = (await createPrice(harness.stripe)).id;
});
afterAll(async () => {
  await harness.close();
  await receiver.close();
});

describe('Stripe emulator checkout page', () => {
  it('shows the product, the amount and a card form', async () => {
    const session = await hostedSession(harness.stripe, priceId);
    expect(session).toMatchObject({ object: 'checkout.session', status: 'open', payment_status: 'unpaid' });
    expect(session).toMatchObject({
      amount_total: 12_345,
      currency: 'usd',
      payment_intent: null,
      metadata: { bidId: '42' },
    });
    const page = await fetch(session.url ?? '');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const html = await page.text();
    expect(html).toContain('Hotel Aurora, 2 nights');
    expect(html).toContain('$123.45');
    expect(html).toContain('name="number"');
    expect(html).toContain('href="http://shop.test/cancelled"');
  });

  it('pays with 4242, redirects to success_url and sends a verifiable webhook', async () => {
    const session = await hostedSession(harness.stripe, priceId, { client_reference_id: 'user-7' });
    const result = await submitCard(session.url ?? '', GOOD_CARD);
    expect(result.status).toBe(303);
    expect(result.location).toBe(`http://shop.test/done?session_id=${session.id}`);
    const paid = await harness.stripe.checkout.sessions.retrieve(session.id);
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid', client_reference_id: 'user-7' });
    const intent = await harness.stripe.paymentIntents.retrieve(String(paid.payment_intent));
    expect(intent).toMatchObject({ status: 'succeeded', amount: 12_345, currency: 'usd' });
    const delivery = await waitFor(() => receiver.received.find((item) => item.payload.includes(session.id)));
    const event = harness.stripe.webhooks.constructEvent(delivery.payload, delivery.signature, WEBHOOK_SECRET);
    expect(event.type).toBe('checkout.session.completed');
    expect(event.data.object).toMatchObject({ id: session.id, payment_status: 'paid', metadata: { bidId: '42' } });
    expect((await fetch(session.url ?? '').then((page) => page.text())).includes('name="number"')).toBe(false);
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
  ])('card %s is refused with "%s" and the session stays open', async (number, message) => {
    const session = await hostedSession(harness.stripe, priceId);
    const result = await submitCard(session.url ?? '', { ...GOOD_CARD, number });
    expect(result.status).toBe(402);
    expect(result.html).toContain(message);
    expect(result.html).toContain('name="number"');
    const again = await harness.stripe.checkout.sessions.retrieve(session.id);
    expect(again).toMatchObject({ status: 'open', payment_status: 'unpaid', payment_intent: null });
  });

  it.each([
    [{ number: '4242 4242 4242 4241' }, 'Your card number is incorrect.'],
    [{ expiry: '01/20' }, "Your card's expiration date is in the past."],
    [{ expiry: '13/30' }, "Your card's expiration date is incomplete."],
    [{ cvc: '12' }, "Your card's security code is incomplete."],
  ])('a bad card field %o shows "%s" next to the field', async (change, message) => {
    const session = await hostedSession(harness.stripe, priceId);
    const result = await submitCard(session.url ?? '', { ...GOOD_CARD, ...change });
    expect(result.status).toBe(400);
    expect(result.html).toMatch(
      new RegExp(`aria-invalid="true"[^>]*><p class="error" id="\\w+-error">${message.replace("'", '&#39;')}`),
    );
    expect((await harness.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it('embedded sessions have a client secret and send the top window to return_url once paid', async () => {
    const session = await embeddedSession();
    expect(session.client_secret).toMatch(new RegExp(`^${session.id}_secret_`));
    expect(session).toMatchObject({ url: null, amount_total: 19_800, currency: 'eur' });
    const result = await submitCard(`${harness.emulator.url}/checkout/${session.id}`, GOOD_CARD);
    expect(result.status).toBe(200);
    expect(result.location).toBeNull();
    expect(result.html).toContain('Payment complete. Returning to the shop…');
    expect(result.html).toContain(
      `<a id="return" href="http://shop.test/return?session_id=${session.id}" target="_top">`,
    );
    const script = inlineScript(result.html);
    expect(script).toContain('window.top.location');
    expect(result.csp).toContain(`script-src '${sha256(script)}'`);
    expect(result.csp).toContain("default-src 'none'");
    expect(result.csp).toContain("frame-ancestors 'self'");
    expect((await harness.stripe.checkout.sessions.retrieve(session.id)).status).toBe('complete');
  });

  it('keeps the return page script constant and escapes the return URL into the link', async () => {
    const plain = await submitCard(`${harness.emulator.url}/checkout/${(await embeddedSession()).id}`, GOOD_CARD);
    const session = await embeddedSession('http://shop.test/r?id={CHECKOUT_SESSION_ID}&x="</script><b>');
    const result = await submitCard(`${harness.emulator.url}/checkout/${session.id}`, GOOD_CARD);
    expect(result.html).toContain(`href="http://shop.test/r?id=${session.id}&amp;x=&quot;&lt;/script&gt;&lt;b&gt;"`);
    expect(result.html.match(/<script>/g)).toHaveLength(1);
    expect(inlineScript(result.html)).toBe(inlineScript(plain.html));
    expect(result.csp).toBe(plain.csp);
  });

  it('renders embedded refusals and field errors inside the frame, without script', async () => {
    const declined = await embeddedSession();
    const refused = await submitCard(`${harness.emulator.url}/checkout/${declined.id}`, {
      ...GOOD_CARD,
      number: '4000 0000 0000 0002',
    });
    expect(refused.status).toBe(402);
    expect(refused.html).toContain('Your card was declined.');
    const invalid = await submitCard(`${harness.emulator.url}/checkout/${declined.id}`, { ...GOOD_CARD, cvc: '1' });
    expect(invalid.status).toBe(400);
    expect(invalid.html).toContain('Your card&#39;s security code is incomplete.');
    for (const result of [refused, invalid]) {
      expect(result.location).toBeNull();
      expect(result.html).not.toContain('<script');
      expect(result.csp).not.toContain('script-src');
      expect(result.csp).toContain("frame-ancestors 'self'");
    }
    expect((await harness.stripe.checkout.sessions.retrieve(declined.id)).status).toBe('open');
  });

  it('hosted sessions still answer a 303 to success_url, with no return page', async () => {
    const session = await hostedSession(harness.stripe, priceId);
    const result = await submitCard(session.url ?? '', GOOD_CARD);
    expect(result.status).toBe(303);
    expect(result.location).toBe(`http://shop.test/done?session_id=${session.id}`);
    expect(result.html).not.toContain('<script');
  });
});

function embeddedSession(returnUrl = 'http://shop.test/return?session_id={CHECKOUT_SESSION_ID}') {
  return harness.stripe.checkout.sessions.create({
    mode: 'payment',
    ui_mode: 'embedded',
    line_items: [{ price_data: { currency: 'eur', unit_amount: 9_900, product_data: { name: 'Bid 9' } }, quantity: 2 }],
    return_url: returnUrl,
  });
}

function inlineScript(html: string): string {
  const match = /<script>([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no inline script');
  return match[1];
}

function sha256(text: string): string {
  return `sha256-${createHash('sha256').update(text).digest('base64')}`;
}
