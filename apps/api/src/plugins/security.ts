import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { messages } from '@bidstay/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/** Stripe's own origins for its embedded checkout, allowed only when real Stripe keys are set (DESIGN §7). */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com', 'https://checkout.stripe.com'],
  connect: ['https://api.stripe.com', 'https://checkout.stripe.com'],
  img: ['https://*.stripe.com'],
};

/** Security headers with a strict CSP (no inline script), and per-route rate limits. */
export async function registerSecurity(app: FastifyInstance, { allowStripe }: { allowStripe: boolean }) {
  const stripe = (sources: string[]) => (allowStripe ? sources : []);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe(STRIPE_SOURCES.script)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...stripe(STRIPE_SOURCES.img)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripe(STRIPE_SOURCES.connect)],
        frameSrc: ["'self'", ...stripe(STRIPE_SOURCES.frame)],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('rate_limited', messages.generic.tooManyRequests),
  });
}
