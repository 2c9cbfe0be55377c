import { createHash, randomBytes } from 'node:crypto';
import { PARTNER_INVITATION_TTL_MS, messages, type AccountSearchQuery, type Partner } from '@bidstay/contract';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { NO_PASSWORD, type Passwords } from '../../lib/passwords.ts';
import type { SupplierRepository, SupplierRow } from './supplier.repository.ts';

export type NewSupplier = { email: string; password: string; name: string; allHotels?: boolean; hotelIds?: number[] };

/** A hotel partner account, for the hotels it answers for (or all of them). */
export async function createSupplierAccount(repository: SupplierRepository, passwords: Passwords, input: NewSupplier) {
  const created = await repository.insert({
    email: input.email.trim().toLowerCase(),
    passwordHash: await passwords.hash(input.password),
    name: input.name,
    allHotels: input.allHotels ?? false,
    hotelIds: input.hotelIds ?? [],
  });
  if (!created) throw new AppError('conflict', messages.signUp.emailTaken);
  return created;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function toPartner(row: SupplierRow, hotelIds: number[]): Partner {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    active: row.active,
    allHotels: row.allHotels,
    passwordSet: row.passwordHash !== NO_PASSWORD,
    hotelIds,
    createdAt: row.createdAt.toISOString(),
  };
}

const invitationRefused = (message: string) => new AppError('invalid_input', message, { token: message });

type Deps = { repository: SupplierRepository; clock: Clock; passwords: Passwords };

/** The back office's side of partner accounts: each change takes the caller's transaction, for its audit line. */
export function partnerAccounts({ repository, clock, passwords }: Deps) {
  async function requirePartner(id: string, tx?: Tx): Promise<SupplierRow> {
    const row = await repository.findById(id, tx);
    if (!row) throw new AppError('not_found', messages.generic.notFound);
    return row;
  }

  async function partnerOf(row: SupplierRow, tx?: Tx) {
    return toPartner(row, await repository.hotelIds(row.id, tx));
  }

  return {
    async partners({ q, page }: AccountSearchQuery, pageSize: number) {
      const found = await repository.search(q, { limit: pageSize, offset: (page - 1) * pageSize });
      return { partners: found.partners.map(({ row, hotelIds }) => toPartner(row, hotelIds)), total: found.total };
    },

    partner: async (id: string) => partnerOf(await requirePartner(id)),

    /**
     * A partner without a password and the one-time token of its link; a partner invited before that has not set a
     * password yet gets a new link (its earlier ones are spent). Undefined when the e-mail is any other account's.
     */
    async invitePartner({ email, name }: { email: string; name: string }, tx: Tx) {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      const invitation = {
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + PARTNER_INVITATION_TTL_MS),
        createdAt: now,
      };
      const row = await repository.insertInvited({ email, name, passwordHash: NO_PASSWORD }, invitation, tx);
      if (row) return { partner: toPartner(row, []), token };
      const invited = await repository.findByEmail(email, tx);
      if (invited?.passwordHash !== NO_PASSWORD) return undefined;
      await repository.reinvite(invited.id, invitation, tx);
      return { partner: await partnerOf(invited, tx), token };
    },

    /** One use, within the link's lifetime; an expired link says so, for the partner to ask for a new one. */
    async setInvitedPassword(token: string, password: string, tx: Tx) {
      const passwordHash = await passwords.hash(password);
      const now = clock.now();
      const invitation = await repository.lockInvitation(hashToken(token), tx);
      if (!invitation || invitation.usedAt) throw invitationRefused(messages.ops.invitationInvalid);
      if (invitation.expiresAt <= now) throw invitationRefused(messages.ops.invitationExpired);
      await repository.spendInvitations(invitation.supplierId, now, tx);
      await repository.setPassword(invitation.supplierId, passwordHash, tx);
    },

    async setPartnerActive(id: string, active: boolean, tx: Tx) {
      const row = await repository.setActive(id, active, tx);
      if (!row) throw new AppError('not_found', messages.generic.notFound);
      return partnerOf(row, tx);
    },

    /** Whether the hotel was added; the caller checked that the catalogue has it. */
    async assignHotel(id: string, hotelId: number, tx: Tx) {
      const row = await requirePartner(id, tx);
      const changed = await repository.assignHotel(id, hotelId, tx);
      return { partner: await partnerOf(row, tx), changed };
    },

    async unassignHotel(id: string, hotelId: number, tx: Tx) {
      const row = await requirePartner(id, tx);
      const changed = await repository.unassignHotel(id, hotelId, tx);
      return { partner: await partnerOf(row, tx), changed };
    },
  };
}
