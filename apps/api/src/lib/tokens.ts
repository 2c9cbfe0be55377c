import { SignJWT, jwtVerify } from 'jose';

export type TokenClaims = { sub: string };

export type Tokens = ReturnType<typeof createTokens>;

/** Session tokens: HS256 JWTs carrying the customer id under `sub` and `id`, and `exp`. */
export function createTokens(secret: string, now: () => Date) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(customerId: string, ttlSeconds: number): Promise<string> {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ id: customerId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(customerId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    /** The customer id of a valid token, or undefined (bad signature, wrong alg, expired, malformed). */
    async verify(token: string): Promise<string | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now() });
        return typeof payload.sub === 'string' ? payload.sub : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
