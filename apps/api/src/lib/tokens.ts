import { SignJWT, jwtVerify } from 'jose';

export type Role = 'customer' | 'supplier' | 'operator';
const ROLES: readonly Role[] = ['customer', 'supplier', 'operator'];
/** `version`: the account's session version at sign-in; a token of an older version is refused. */
export type TokenSubject = { id: string; role: Role; version: number };

export type Tokens = ReturnType<typeof createTokens>;

const MAX_VERIFIED = 50_000;

type Verified = { subject: TokenSubject; expiresAt: number };

/** Session tokens: HS256 JWTs carrying the account id under `sub` and `id`, its role, its session version and `exp`. */
export function createTokens(secret: string, now: () => Date) {
  const key = new TextEncoder().encode(secret);
  /** Tokens whose signature was checked: the same string is as valid as it was, until it expires. */
  const verified = new Map<string, Verified>();

  async function verifySignature(token: string): Promise<Verified | undefined> {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now() });
      if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return undefined;
      const subject: TokenSubject = {
        id: payload.sub,
        role: ROLES.find((role) => role === payload.role) ?? 'customer',
        version: typeof payload.ver === 'number' ? payload.ver : 0,
      };
      return { subject, expiresAt: payload.exp * 1000 };
    } catch {
      return undefined;
    }
  }

  return {
    async sign({ id, role, version }: TokenSubject, ttlSeconds: number): Promise<string> {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ id, role, ver: version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(id)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    /** The subject of a valid token, or undefined (bad signature, wrong alg, expired, malformed). */
    async verify(token: string): Promise<TokenSubject | undefined> {
      const known = verified.get(token) ?? (await verifySignature(token));
      if (!known || known.expiresAt <= now().getTime()) {
        verified.delete(token);
        return undefined;
      }
      if (!verified.has(token)) {
        if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value as string);
        verified.set(token, known);
      }
      return known.subject;
    },
  };
}
