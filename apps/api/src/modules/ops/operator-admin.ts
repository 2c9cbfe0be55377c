import { createHash, randomBytes } from 'node:crypto';
import {
  OPERATOR_INVITATION_TTL_MS,
  OPS_PAGE_SIZE,
  messages,
  type AccountSearchQuery,
  type InviteOperatorBody,
  type OperatorAccount,
} from '@bidstay/contract';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { NO_PASSWORD, type Passwords } from '../../lib/passwords.ts';
import { normalizeEmail, type CustomersService } from '../customers/customers.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { SupplierService } from '../supplier/supplier.service.ts';
import { createEmailCheck, emailTaken } from './account-emails.ts';
import type { OperatorRow, OpsRepository } from './ops.repository.ts';
import type { Actor, OpsService } from './ops.service.ts';

type Deps = {
  db: Db;
  repository: OpsRepository;
  ops: OpsService;
  customers: CustomersService;
  supplier: SupplierService;
  mail: MailService;
  passwords: Passwords;
  clock: Clock;
  publicUrl: string;
};

const operatorTarget = (id: string) => `operator:${id}`;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const invitationRefused = (message: string) => new AppError('invalid_input', message, { token: message });

function toOperatorAccount(row: OperatorRow): OperatorAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    active: row.active,
    secondFactor: row.totpSecret !== null,
    passwordSet: row.passwordHash !== NO_PASSWORD,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An operator acts on other operators only: locking oneself out would need SQL to undo. */
function assertNotSelf(actor: Actor, id: string) {
  if (actor.id === id) throw new AppError('conflict', messages.ops.notOnYourself);
}

export type OperatorAdmin = ReturnType<typeof createOperatorAdmin>;

/** What operators do to each other's accounts, each change and its audit line in one transaction. */
export function createOperatorAdmin(deps: Deps) {
  const { db, repository, ops, mail, passwords, clock, publicUrl } = deps;
  const assertEmailFree = createEmailCheck(deps);

  /** Runs `change` on another operator and records it, both or neither; 404 when no operator has the id. */
  function changeOther(actor: Actor, id: string, action: string, change: (tx: Tx) => Promise<OperatorRow | undefined>) {
    assertNotSelf(actor, id);
    return db.transaction(async (tx) => {
      const row = await change(tx);
      if (!row) throw new AppError('not_found', messages.generic.notFound);
      await ops.record(actor, action, operatorTarget(id), {}, tx);
      return toOperatorAccount(row);
    });
  }

  /** A new operator without a password, or a new link for one invited before who has not set it; else undefined. */
  async function invited(email: string, name: string, tx: Tx) {
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    const invitation = {
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + OPERATOR_INVITATION_TTL_MS),
      createdAt: now,
    };
    const row = await repository.insertInvited({ email, name, passwordHash: NO_PASSWORD }, invitation, tx);
    if (row) return { row, token };
    const earlier = await repository.findByEmail(email, tx);
    if (earlier?.passwordHash !== NO_PASSWORD) return undefined;
    await repository.reinvite(earlier.id, invitation, tx);
    return { row: earlier, token };
  }

  return {
    async operators({ q, page }: AccountSearchQuery) {
      const { rows, total } = await repository.search(q, { limit: OPS_PAGE_SIZE, offset: (page - 1) * OPS_PAGE_SIZE });
      return { operators: rows.map(toOperatorAccount), total };
    },

    /** The account without a password, and the mail with its one-time link, queued with the audit line. */
    async invite(actor: Actor, body: InviteOperatorBody) {
      const email = normalizeEmail(body.email);
      await assertEmailFree(email, 'operator');
      return db.transaction(async (tx) => {
        const operator = await invited(email, body.name, tx);
        if (!operator) throw emailTaken();
        const inviteUrl = `${publicUrl}/operator-invitation?token=${operator.token}`;
        await mail.enqueue(
          { template: 'operator-invitation', to: email, data: { name: body.name, inviteUrl } },
          { tx },
        );
        await ops.record(actor, 'operator-invited', operatorTarget(operator.row.id), { email }, tx);
        return toOperatorAccount(operator.row);
      });
    },

    /** One use, within the link's lifetime; the invited operator's own audit line says it was used, and from where. */
    async setInvitedPassword(token: string, password: string, address: string) {
      const passwordHash = await passwords.hash(password);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const invitation = await repository.lockInvitation(hashToken(token), tx);
        if (!invitation || invitation.usedAt) throw invitationRefused(messages.ops.invitationInvalid);
        if (invitation.expiresAt <= now) throw invitationRefused(messages.ops.invitationExpired);
        await repository.setInvitedPassword(invitation.operatorId, passwordHash, now, tx);
        const self = { id: invitation.operatorId, address };
        await ops.record(self, 'operator-password-set', operatorTarget(invitation.operatorId), {}, tx);
      });
    },

    setActive(actor: Actor, id: string, active: boolean) {
      const action = active ? 'operator-reactivated' : 'operator-deactivated';
      return changeOther(actor, id, action, (tx) => repository.setActive(id, active, tx));
    },

    resetSecondFactor(actor: Actor, id: string) {
      return changeOther(actor, id, 'operator-second-factor-reset', (tx) => repository.resetSecondFactor(id, tx));
    },
  };
}
