import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The AES-256 key for TOTP secrets: TOTP_ENCRYPTION_KEY (64 hex characters or base64 of 32 bytes). */
export function parseTotpKey(value: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(value)
    ? Buffer.from(value, 'hex')
    : Buffer.from(value, 'base64');
  if (key.length !== 32)
    throw new Error('TOTP_ENCRYPTION_KEY must be 32 bytes: 64 hex characters or base64');
  return key;
}

/** Outside production only: a fixed key, so a development database stays readable across restarts. */
export const developmentTotpKey = () =>
  createHash('sha256').update('takeoff development TOTP key').digest();

/**
 * TOTP secrets are stored encrypted (AES-256-GCM, fresh IV each time, authenticated), so a copy of
 * the database alone cannot mint an admin's codes. Stored form: `v1:<base64 iv|tag|ciphertext>`.
 */
export function sealTotpSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `${FORMAT}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

export function openTotpSecret(key: Buffer, sealed: string): string {
  const [format, payload] = sealed.split(':');
  if (format !== FORMAT || !payload)
    throw new Error('Stored TOTP secret is not in the sealed format');
  const raw = Buffer.from(payload, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([
    decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}
