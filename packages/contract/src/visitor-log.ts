import { z } from 'zod';

/** SPEC §3: 1 Chrome, 2 Firefox, 3 Edge, 4 Safari, 5 other. */
export const BrowserCode = { Chrome: 1, Firefox: 2, Edge: 3, Safari: 4, Other: 5 } as const;

export const VISITOR_LOG_ERROR_MAX = 2000;
export const VISITOR_LOG_PAGE_MAX = 300;

export const createVisitorLogBodySchema = z
  .object({
    error: z.string().trim().min(1).max(VISITOR_LOG_ERROR_MAX),
    browser: z.number().int().min(1).max(5),
    ip: z.string().max(64).optional(),
    /** The path of the page the error happened on: a path of this site, never another's address. */
    page: z
      .string()
      .trim()
      .max(VISITOR_LOG_PAGE_MAX)
      .regex(/^\/(?!\/)/)
      .optional(),
  })
  .meta({ id: 'CreateVisitorLogBody' });
export type CreateVisitorLogBody = z.infer<typeof createVisitorLogBodySchema>;

export function browserCode(userAgent: string): number {
  if (/Edg\//.test(userAgent)) return BrowserCode.Edge;
  if (/Firefox\//.test(userAgent)) return BrowserCode.Firefox;
  if (/Chrom(e|ium)\//.test(userAgent)) return BrowserCode.Chrome;
  if (/Safari\//.test(userAgent)) return BrowserCode.Safari;
  return BrowserCode.Other;
}
