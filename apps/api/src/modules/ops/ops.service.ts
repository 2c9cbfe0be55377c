import {
  AUDIT_PAGE_SIZE,
  OPERATOR_SESSION_TTL_SECONDS,
  messages,
  type AuditDetail,
  type AuditQuery,
  DAY_MS,
} from '@bidstay/contract';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { SIGN_IN_POLICY, emailFromAddress, type Throttles } from '../../lib/login-throttle.ts';
import type { Passwords } from '../../lib/passwords.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { Tokens } from '../../lib/tokens.ts';
import type { MailService } from '../mail/mail.service.ts';
import { createOperatorAccount, type NewOperator } from './operator-account.ts';
import type { OperatorRow, OpsRepository } from './ops.repository.ts';
import {
  enrolmentOf,
  hashRecoveryCode,
  isTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  normalizeCode,
  stepOfCode,
} from './second-factor.ts';

type Deps = {
  repository: OpsRepository;
  clock: Clock;
  tokens: Tokens;
  secrets: SecretBox;
  passwords: Passwords;
  mail: MailService;
  /** Production: an operator without a second factor may only enrol. */
  secondFactorRequired: boolean;
  throttles: Throttles;
};

/** The operator acting and the client address the request came from. */
export type Actor = { id: string; address: string };

export type OpsService = ReturnType<typeof createOpsService>;

const WRONG_CODES_BEFORE_LOCK = 10;
const LOCK_MS = 15 * 60 * 1000;

/**
 * Wrong second-factor codes in a row per operator, from any address: once there are WRONG_CODES_BEFORE_LOCK, only a
 * recovery code is checked until LOCK_MS after the last. A good code, or a quiet day, starts the count afresh.
 */
const CODE_LOCK_POLICY = {
  waitAfter: (attempts: number) => (attempts >= WRONG_CODES_BEFORE_LOCK ? LOCK_MS : 0),
  forgetAfterMs: DAY_MS,
};

export function createOpsService({
  repository,
  clock,
  tokens,
  secrets,
  passwords,
  mail,
  secondFactorRequired,
  throttles,
}: Deps) {
  const enrolThrottle = throttles('operator-enrolment', SIGN_IN_POLICY);
  const wrongCodes = throttles('second-factor', CODE_LOCK_POLICY);

  async function requireOperator(id: string): Promise<OperatorRow> {
    const row = await repository.findById(id);
    if (!row?.active) throw new AppError('unauthorized', messages.auth.sessionInvalid);
    return row;
  }

  /** A TOTP code of a step not used yet, or an unused recovery code; either is spent by this check. */
  async function useCode(row: OperatorRow, typed: string): Promise<boolean> {
    const code = normalizeCode(typed);
    if (!row.totpSecret) return false;
    if (isTotpCode(code)) {
      const step = stepOfCode(secrets.open(row.totpSecret), code, clock.now());
      return step !== undefined && repository.claimStep(row.id, step);
    }
    return repository.useRecoveryCode(row.id, hashRecoveryCode(code), clock.now());
  }

  /** The wrong code that starts the lock: the operator hears of it, and the audit keeps it. */
  async function codesLocked(row: OperatorRow, address: string) {
    await mail.enqueue({ template: 'second-factor-locked', to: row.email, data: { name: row.name } });
    await record({ id: row.id, address }, 'second-factor-locked');
  }

  /** One line of the audit trail: who did what to which record, from where; the time is the clock's. */
  async function record(actor: Actor, action: string, target = '', detail: AuditDetail = {}, tx?: Tx) {
    await repository.recordAction(
      { operatorId: actor.id, action, target, detail, address: actor.address, createdAt: clock.now() },
      tx,
    );
  }

  return {
    record,
    /** Whether an operator has this e-mail. */
    emailTaken: async (email: string) => (await repository.findByEmail(email)) !== undefined,
    /** The operator behind an e-mail, with what signing in checks. */
    async accountByEmail(email: string) {
      const row = await repository.findByEmail(email);
      return row && { ...row, secondFactor: row.totpSecret !== null };
    },
    /** Who may use an operator token. */
    async activeAccount(id: string) {
      const row = await repository.findById(id);
      if (!row?.active) return undefined;
      return {
        id: row.id,
        email: row.email,
        sessionVersion: row.sessionVersion,
        secondFactor: row.totpSecret !== null,
      };
    },
    createOperator: (input: NewOperator) => createOperatorAccount(repository, passwords, input),
    endSessions: (id: string) => repository.endSessions(id),
    /** What a password change checks the current password against. */
    passwordHashOf: async (id: string) => (await requireOperator(id)).passwordHash,
    /** A new password ends every session: answers the new session version. */
    async setPassword(id: string, passwordHash: string, tx: Tx) {
      const version = await repository.setPassword(id, passwordHash, tx);
      if (version === undefined) throw new AppError('unauthorized', messages.auth.sessionInvalid);
      return version;
    },
    /** Sign-in's second step: throws unless the code is good, and then it cannot be used again. */
    async checkSecondFactor({ id, address }: Actor, typed: string) {
      const row = await requireOperator(id);
      const attempt = await wrongCodes.reserve(id);
      if (attempt === undefined && isTotpCode(normalizeCode(typed))) {
        throw new AppError('rate_limited', messages.ops.recoveryCodeOnly, { code: messages.ops.recoveryCodeOnly });
      }
      if (await useCode(row, typed)) return wrongCodes.release(id);
      if (attempt === WRONG_CODES_BEFORE_LOCK) await codesLocked(row, address);
      throw new AppError('unauthorized', messages.ops.codeWrong, { code: messages.ops.codeWrong });
    },
    signedIn: (actor: Actor, withCode: boolean) => record(actor, 'signed-in', '', { secondFactor: withCode }),

    async audit({ q, page }: AuditQuery) {
      const { entries, total } = await repository.pageOfActions(q, {
        limit: AUDIT_PAGE_SIZE,
        offset: (page - 1) * AUDIT_PAGE_SIZE,
      });
      return {
        entries: entries.map((entry) => ({
          ...entry,
          detail: entry.detail as AuditDetail,
          createdAt: entry.createdAt.toISOString(),
        })),
        total,
      };
    },

    async me(id: string) {
      const row = await requireOperator(id);
      const recoveryCodesLeft = await repository.recoveryCodesLeft(id);
      return { id, email: row.email, name: row.name, secondFactor: row.totpSecret !== null, recoveryCodesLeft };
    },
    async secondFactorStatus(id: string) {
      const row = await requireOperator(id);
      const recoveryCodesLeft = await repository.recoveryCodesLeft(id);
      return { enrolled: row.totpSecret !== null, recoveryCodesLeft, required: secondFactorRequired };
    },

    /** A new secret to scan; it counts only once a code made from it is confirmed. */
    async startEnrolment({ id, address }: Actor) {
      const row = await requireOperator(id);
      if (row.totpSecret) throw new AppError('conflict', messages.ops.alreadyEnrolled);
      const secret = newTotpSecret();
      await repository.setPendingSecret(id, secrets.seal(secret));
      await record({ id, address }, 'second-factor-started');
      return enrolmentOf(secret, row.email);
    },

    /** A code from the new secret turns it on: a new session (the earlier ones end) and ten recovery codes. */
    async confirmEnrolment({ id, address }: Actor, typed: string) {
      const row = await requireOperator(id);
      if (row.totpSecret) throw new AppError('conflict', messages.ops.alreadyEnrolled);
      if (!row.totpPendingSecret) throw new AppError('conflict', messages.ops.enrolmentNotStarted);
      const attempt = emailFromAddress(row.email, address);
      if ((await enrolThrottle.reserve(attempt)) === undefined) {
        throw new AppError('rate_limited', messages.ops.tooManyCodes);
      }
      const step = stepOfCode(secrets.open(row.totpPendingSecret), normalizeCode(typed), clock.now());
      if (step === undefined) {
        throw new AppError('invalid_input', messages.ops.codeWrong, { code: messages.ops.codeWrong });
      }
      await enrolThrottle.release(attempt);
      const recoveryCodes = newRecoveryCodes();
      const version = await repository.confirmEnrolment(id, {
        sealed: row.totpPendingSecret,
        step,
        codeHashes: recoveryCodes.map(hashRecoveryCode),
      });
      if (version === undefined) throw new AppError('conflict', messages.ops.alreadyEnrolled);
      await record({ id, address }, 'second-factor-enrolled');
      const subject = { id, role: 'operator' as const, version };
      return { access_token: await tokens.sign(subject, OPERATOR_SESSION_TTL_SECONDS), recoveryCodes };
    },
  };
}
