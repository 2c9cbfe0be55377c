import { z } from 'zod';
import { messages } from './messages.ts';

/**
 * A job's state: `queued` waits for its time or its next try, `running` is held by a worker now, `done` has run,
 * `failed` used up its tries and waits for an operator.
 */
export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

const pageSchema = z.coerce.number().int().min(1).max(10_000).default(1);

export const jobsQuerySchema = z.object({
  type: z.string().trim().max(60, messages.operations.jobTypeTooLong).optional(),
  state: z.enum(JOB_STATES, { error: messages.operations.jobStateInvalid }).optional(),
  page: pageSchema,
});
export type JobsQuery = z.infer<typeof jobsQuerySchema>;

export const jobIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: messages.operations.jobIdInvalid })
    .int(messages.operations.jobIdInvalid)
    .min(1, messages.operations.jobIdInvalid)
    .max(Number.MAX_SAFE_INTEGER, messages.operations.jobIdInvalid),
});

export const jobSchema = z
  .object({
    id: z.number().int(),
    type: z.string(),
    state: z.enum(JOB_STATES),
    attempts: z.number().int(),
    maxAttempts: z.number().int(),
    lastError: z.string().nullable(),
    runAt: z.string(),
    createdAt: z.string(),
    /** When it ran for the last time, or used up its tries. */
    finishedAt: z.string().nullable(),
  })
  .meta({ id: 'Job' });
export type Job = z.infer<typeof jobSchema>;

export const jobCountSchema = z
  .object({ type: z.string(), state: z.enum(JOB_STATES), count: z.number().int() })
  .meta({ id: 'JobCount' });
export type JobCount = z.infer<typeof jobCountSchema>;

/** A page of the jobs asked for, newest first, and how many jobs of every type are in every state. */
export const jobsPageSchema = z
  .object({ jobs: z.array(jobSchema), total: z.number().int(), counts: z.array(jobCountSchema) })
  .meta({ id: 'JobsPage' });
export type JobsPage = z.infer<typeof jobsPageSchema>;

export const failedMailsQuerySchema = z.object({
  state: z.literal('failed', { error: messages.operations.mailStateInvalid }).default('failed'),
  page: pageSchema,
});
export type FailedMailsQuery = z.infer<typeof failedMailsQuerySchema>;

/** A mail whose tries are used up: the job that carried it, its template, recipient and error. */
export const failedMailSchema = z
  .object({
    id: z.number().int(),
    template: z.string(),
    to: z.string(),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    failedAt: z.string().nullable(),
  })
  .meta({ id: 'FailedMail' });
export type FailedMail = z.infer<typeof failedMailSchema>;

export const failedMailsPageSchema = z
  .object({ mails: z.array(failedMailSchema), total: z.number().int() })
  .meta({ id: 'FailedMailsPage' });
export type FailedMailsPage = z.infer<typeof failedMailsPageSchema>;

export const pushDeliveriesQuerySchema = z.object({
  state: z.enum(JOB_STATES, { error: messages.operations.jobStateInvalid }).optional(),
  page: pageSchema,
});
export type PushDeliveriesQuery = z.infer<typeof pushDeliveriesQuerySchema>;

/**
 * One push to one device: the job that carries it, what it says, to whom and through which push service. `done` was
 * handed to the push service (or found the device gone and forgot it), `failed` was refused or expired on the way.
 */
export const pushDeliverySchema = z
  .object({
    id: z.number().int(),
    kind: z.string(),
    title: z.string(),
    role: z.enum(['customer', 'supplier']),
    endpointHost: z.string(),
    state: z.enum(JOB_STATES),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: 'PushDelivery' });
export type PushDelivery = z.infer<typeof pushDeliverySchema>;

export const pushDeliveriesPageSchema = z
  .object({ pushes: z.array(pushDeliverySchema), total: z.number().int() })
  .meta({ id: 'PushDeliveriesPage' });
export type PushDeliveriesPage = z.infer<typeof pushDeliveriesPageSchema>;

export const visitorLogQuerySchema = z.object({ page: pageSchema });
export type VisitorLogQuery = z.infer<typeof visitorLogQuerySchema>;

/** One error message as browsers reported it in the kept days: how often by browser code (SPEC §3), when, and where. */
export const visitorLogGroupSchema = z
  .object({
    error: z.string(),
    total: z.number().int(),
    byBrowser: z.array(z.object({ browser: z.number().int().min(1).max(5), count: z.number().int() })),
    firstSeen: z.string(),
    lastSeen: z.string(),
    /** The pages it happened on, in alphabetical order, at most five. */
    pages: z.array(z.string()),
  })
  .meta({ id: 'VisitorLogGroup' });
export type VisitorLogGroup = z.infer<typeof visitorLogGroupSchema>;

export const visitorLogPageSchema = z
  .object({ groups: z.array(visitorLogGroupSchema), total: z.number().int() })
  .meta({ id: 'VisitorLogPage' });
export type VisitorLogPage = z.infer<typeof visitorLogPageSchema>;
