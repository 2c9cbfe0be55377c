import { z } from 'zod';
import { emailSchema } from './auth.ts';

export const MAIL_TEMPLATES = [
  'welcome',
  'profile-completed',
  'registration-reminder',
  'bid-registered',
  'bid-decided',
  'autopay-failed',
  'bid-deadline-near',
  'bid-withdrawn',
  'standing-bid-placed',
  'standing-bid-ended',
  'password-reset',
  'booking-confirmed',
  'booking-voucher',
  'booking-failed',
  'booking-cancelled',
  'booking-refunded',
  'duplicate-payment-refunded',
  'group-payment-refunded',
  'partner-invitation',
  'second-factor-locked',
  'operator-invitation',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

/** The templates a signed-in customer may send to themself through POST /api/sendMail. */
export const SELF_SERVICE_TEMPLATES = ['welcome', 'profile-completed'] as const;

/** SPEC §7's {to, subject, body}; the server sends its own template, never the client's text. */
export const sendMailBodySchema = z
  .object({
    to: emailSchema,
    subject: z.string().max(200).optional(),
    body: z.string().max(10_000).optional(),
    template: z.enum(SELF_SERVICE_TEMPLATES).default('profile-completed'),
  })
  .meta({ id: 'SendMailBody' });

export const mailboxMessageSchema = z
  .object({
    id: z.string(),
    from: z.string(),
    to: z.array(z.string()),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    receivedAt: z.string(),
  })
  .meta({ id: 'MailboxMessage' });
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;

/** One recipient's mail at a time: the mailbox never lists everyone's (reset links are in it). */
export const mailboxQuerySchema = z.object({ to: z.string().trim().min(1).max(254) });
