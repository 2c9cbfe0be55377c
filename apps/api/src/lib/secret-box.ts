import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export type SecretBox = ReturnType<typeof createSecretBox>;

/** AES-256-GCM for small secrets kept in the database (the operators' TOTP secrets): `v1.iv.tag.ciphertext`. */
export function createSecretBox(keyMaterial: string) {
  const key = createHash('sha256').update(keyMaterial).digest();
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
    },
    open(box: string): string {
      const [version, iv, tag, sealed] = box.split('.');
      if (version !== 'v1' || !iv || !tag || !sealed) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
