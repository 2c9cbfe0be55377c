import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';

const hmac = (key: Buffer, ...data: Buffer[]) => {
  const mac = createHmac('sha256', key);
  for (const part of data) mac.update(part);
  return mac.digest();
};
const ONE = Buffer.from([1]);
const label = (text: string) => Buffer.concat([Buffer.from(text), Buffer.from([0])]);

/** What a browser keeps of a subscription: its ECDH key pair (P-256) and the auth secret (RFC 8291 §2). */
export type ReceiverKeys = { privateKey: Buffer; publicKey: Buffer; auth: Buffer };

export function receiverKeys(): ReceiverKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { privateKey: ecdh.getPrivateKey(), publicKey: ecdh.getPublicKey(), auth: randomBytes(16) };
}

/** Decrypts an `aes128gcm` body (RFC 8188) whose key comes from RFC 8291's key derivation; throws when it cannot. */
export function decryptPush(body: Buffer, keys: ReceiverKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(keys.privateKey);
  const shared = ecdh.computeSecret(senderKey);
  const prkKey = hmac(keys.auth, shared);
  const ikm = hmac(prkKey, Buffer.from('WebPush: info\0'), keys.publicKey, senderKey, ONE);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, label('Content-Encoding: aes128gcm'), ONE).subarray(0, 16);
  const nonce = hmac(prk, label('Content-Encoding: nonce'), ONE).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm body');
  return padded.subarray(0, end).toString('utf8');
}

export type VapidClaims = { aud: string; exp: number; sub: string };
export type VapidCheck =
  { ok: true; key: string; claims: VapidClaims } | { ok: false; status: 401 | 403; reason: string };

const DAY_SECONDS = 24 * 60 * 60;

/**
 * RFC 8292: `Authorization: vapid t=<JWT>, k=<key>`, an ES256 JWT signed by the key, for this push service's origin
 * (`aud`), expiring within 24 hours (`exp`), naming who to contact (`sub`).
 */
export function checkVapid(header: string | undefined, origin: string, nowSeconds: number): VapidCheck {
  const token = /(?:^|[\s,])t=([^,\s]+)/.exec(header ?? '')?.[1];
  const key = /(?:^|[\s,])k=([^,\s]+)/.exec(header ?? '')?.[1];
  if (!header?.toLowerCase().startsWith('vapid ') || !token || !key)
    return { ok: false, status: 401, reason: 'no VAPID authorization' };
  const [head, body, signature] = token.split('.');
  const point = Buffer.from(key, 'base64url');
  if (!head || !body || !signature || point.length !== 65)
    return { ok: false, status: 401, reason: 'malformed VAPID token' };
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header_.alg !== 'ES256') return { ok: false, status: 401, reason: 'VAPID token not ES256' };
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return { ok: false, status: 403, reason: 'VAPID signature does not verify' };
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Partial<VapidClaims>;
  if (claims.aud !== origin) return { ok: false, status: 403, reason: `aud is not ${origin}` };
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds || claims.exp > nowSeconds + DAY_SECONDS) {
    return { ok: false, status: 403, reason: 'exp is not within 24 hours' };
  }
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub))
    return { ok: false, status: 403, reason: 'no sub' };
  return { ok: true, key, claims: claims as VapidClaims };
}
