import { messages } from '@bidstay/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { createPublicationsRepository } from './publications.repository.ts';
import { PUBLICATIONS } from './publications.seed.ts';

export type PublicationsService = ReturnType<typeof createPublicationsService>;

export function createPublicationsService(db: Db) {
  const repository = createPublicationsRepository(db);
  return {
    list: (type?: string) => repository.list(type),

    async find(id: string) {
      const publication = await repository.find(id);
      if (!publication) throw new AppError('not_found', messages.generic.notFound);
      return publication;
    },

    /** The texts ship with the code; every start writes the current version. */
    seed: () => repository.upsert(PUBLICATIONS),
  };
}
