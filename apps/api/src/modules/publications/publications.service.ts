import { DEFAULT_LOCALE, messages, type Locale } from '@bidstay/contract';
import { AppError } from '../../lib/app-error.ts';
import { createKeptAnswers, prepareJson } from '../../lib/prepared-json.ts';
import type { PublicationsRepository } from './publications.repository.ts';
import { PUBLICATIONS } from './publications.seed.ts';

export type PublicationsService = ReturnType<typeof createPublicationsService>;

/** The texts weigh some tens of KB; the bound only keeps memory safe should they grow. */
const MAX_KEPT_BYTES = 8 * 1024 * 1024;

/**
 * The texts ship with the code and change only when a start seeds them: each answer is read and serialized once, and
 * kept until the next seed (docs/decisions/004-answers-prepared-once.md).
 */
export function createPublicationsService({ repository }: { repository: PublicationsRepository }) {
  let answers = createKeptAnswers(MAX_KEPT_BYTES);

  const kept = async (key: string, read: () => Promise<unknown>) =>
    answers.get(key) ?? answers.keep(key, prepareJson(JSON.stringify(await read())));

  const find = (id: string, language: Locale) =>
    kept(`publication:${id}:${language}`, async () => {
      const publication = await repository.find(id, language);
      if (!publication) throw new AppError('not_found', messages.generic.notFound);
      return publication;
    });

  return {
    list: (language: Locale, type?: string) =>
      kept(`list:${type ?? ''}:${language}`, () => repository.list(language, type)),

    find,

    /** Whether there is a publication of this id, as a page's path names it: a kept answer says so at no cost. */
    has: (id: string) =>
      find(id, DEFAULT_LOCALE).then(
        () => true,
        (error: unknown) => {
          if (error instanceof AppError && error.code === 'not_found') return false;
          throw error;
        },
      ),

    /** Every start writes the current version. */
    async seed() {
      await repository.upsert(PUBLICATIONS);
      answers = createKeptAnswers(MAX_KEPT_BYTES);
    },
  };
}
