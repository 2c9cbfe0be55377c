import { z } from 'zod';
import { messages } from './messages.ts';

export const RECOVERY_CODE_COUNT = 10;

/** A TOTP code or a recovery code, as typed: spaces and dashes are dropped by the server. */
export const secondFactorCodeSchema = z
  .string({ error: messages.ops.codeRequired })
  .trim()
  .min(1, messages.ops.codeRequired)
  .max(20, messages.ops.codeWrong);

export const operatorSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    secondFactor: z.boolean(),
    recoveryCodesLeft: z.number().int(),
  })
  .meta({ id: 'Operator' });
export type Operator = z.infer<typeof operatorSchema>;

export const secondFactorStatusSchema = z
  .object({ enrolled: z.boolean(), recoveryCodesLeft: z.number().int(), required: z.boolean() })
  .meta({ id: 'SecondFactorStatus' });
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** What an authenticator app needs: the secret (base32), its otpauth:// URI and that URI as an SVG QR code. */
export const enrolmentSchema = z
  .object({ secret: z.string(), otpauthUri: z.string(), qrSvg: z.string() })
  .meta({ id: 'SecondFactorEnrolment' });
export type Enrolment = z.infer<typeof enrolmentSchema>;

export const confirmEnrolmentBodySchema = z
  .object({ code: secondFactorCodeSchema })
  .meta({ id: 'ConfirmEnrolmentBody' });
export type ConfirmEnrolmentBody = z.infer<typeof confirmEnrolmentBodySchema>;

/** A new session token (the earlier ones end) and the recovery codes, shown once. */
export const enrolledSchema = z
  .object({ access_token: z.string(), recoveryCodes: z.array(z.string()) })
  .meta({ id: 'SecondFactorEnrolled' });
export type Enrolled = z.infer<typeof enrolledSchema>;

export const AUDIT_PAGE_SIZE = 50;

const auditDetailSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
export type AuditDetail = z.infer<typeof auditDetailSchema>;

/** What an operator did, to which record (`supplier:…`, `customer:…`), when and from which address. */
export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    operatorId: z.string(),
    operatorEmail: z.string(),
    action: z.string(),
    target: z.string(),
    detail: auditDetailSchema,
    address: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  /** Part of the action, the target or the operator's e-mail. */
  q: z.string().trim().max(120).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z
  .object({ entries: z.array(auditEntrySchema), total: z.number().int() })
  .meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof auditPageSchema>;
