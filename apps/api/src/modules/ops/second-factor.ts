import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@bidstay/contract';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const PERIOD_SECONDS = 30;
/** A code of the step before or after is accepted too: a phone's clock a little off still signs in. */
const WINDOW_STEPS = 1;
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const totpOf = (secret: string, label: string) =>
  new TOTP({ issuer: 'Bidstay', label, digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export async function enrolmentOf(secret: string, email: string) {
  const otpauthUri = totpOf(secret, email).toString();
  return { secret, otpauthUri, qrSvg: await QRCode.toString(otpauthUri, { type: 'svg', margin: 1 }) };
}

/** The time step a TOTP code was made for, or undefined when it is not a current code. */
export function stepOfCode(secret: string, code: string, now: Date): number | undefined {
  const delta = totpOf(secret, '').validate({ token: code, timestamp: now.getTime(), window: WINDOW_STEPS });
  if (delta === null) return undefined;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** Drops spaces and dashes: `12 34 56`, `abcde-fghij`. */
export const normalizeCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();
export const isTotpCode = (code: string) => /^\d{6}$/.test(code);
export const hashRecoveryCode = (code: string) => createHash('sha256').update(normalizeCode(code)).digest('hex');

/** Ten codes of ten characters (50 bits each), shown as `ABCDE-FGHJK`. */
export function newRecoveryCodes(): string[] {
  const code = () => Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => code().replace(/^(.{5})/, '$1-'));
}
