import { SignJWT, jwtVerify } from 'jose';

export type Role = 'customer' | 'supplier';
export type TokenSubject = { id: string; role: Role };

export type Tokens = ReturnType<typeof createTokens>;

/** Session tokens: HS256 JWTs carrying the account id under `sub` and `id`, its role, and `exp`. */
export function createTokens(secret: string, now: () => Date) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ id, role }: TokenSubject, ttlSeconds: number): Promise<string> {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ id, role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(id)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    /** The subject of a valid token, or undefined (bad signature, wrong alg, expired, malformed). */
    async verify(token: string): Promise<TokenSubject | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now() });
        if (typeof payload.sub !== 'string') return undefined;
        return { id: payload.sub, role: payload.role === 'supplier' ? 'supplier' : 'customer' };
      } catch {
        return undefined;
      }
    },
  };
}
