import { t } from '@lingui/core/macro';
/** The base32 secret in groups of four, as authenticator apps ask for it when typed by hand. */
export const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? '';

export const RECOVERY_CODES_FILE = 'bidstay-recovery-codes.txt';

/**
 * The recovery codes as the text file (and clipboard) the operator keeps: what they are and whose (when known), then
 * one code a line.
 */
export function recoveryCodesText(codes: string[], email: string | undefined) {
  return [
    email ? t`Bidstay back office recovery codes for ${email}` : t`Bidstay back office recovery codes`,
    t`Each code signs in once in place of the authenticator app's code. Keep them somewhere safe.`,
    '',
    ...codes,
    '',
  ].join('\n');
}
