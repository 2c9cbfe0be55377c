import { z } from 'zod';
import { localeSchema } from './auth.ts';

export const PUBLICATION_TYPES = ['page', 'blog'] as const;

export const publicationSummarySchema = z
  .object({
    id: z.string(),
    type: z.enum(PUBLICATION_TYPES),
    title: z.string(),
    summary: z.string(),
    publishedAt: z.string(),
    /** The language of its texts: the one asked for, or English where it has no text in that one. */
    language: localeSchema,
  })
  .meta({ id: 'PublicationSummary' });
export type PublicationSummary = z.infer<typeof publicationSummarySchema>;

export const publicationSectionSchema = z.object({
  heading: z.string().optional(),
  paragraphs: z.array(z.string()),
  items: z.array(z.string()).optional(),
});

export const publicationSchema = publicationSummarySchema
  .extend({ sections: z.array(publicationSectionSchema) })
  .meta({ id: 'Publication' });
export type Publication = z.infer<typeof publicationSchema>;

export const publicationListQuerySchema = z.object({ type: z.enum(PUBLICATION_TYPES).optional() });
export const publicationQuerySchema = z.object({ id: z.string().trim().min(1).max(100) });
