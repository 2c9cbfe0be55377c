import type { z } from 'zod';

/** A type of job: its name and its payload's schema, declared in the module that queues it. */
export type JobDefinition<Schema extends z.ZodType = z.ZodType> = { name: string; payload: Schema };

/** What a job of this type is queued with. */
export type PayloadOf<Definition extends JobDefinition> = z.input<Definition['payload']>;

export function defineJob<Schema extends z.ZodType>(name: string, payload: Schema): JobDefinition<Schema> {
  return { name, payload };
}
