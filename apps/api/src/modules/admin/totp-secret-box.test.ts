import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { openTotpSecret, parseTotpKey, sealTotpSecret } from './totp-secret-box';

const hexKey = randomBytes(32).toString('hex');

describe('TOTP secret sealing', () => {
  it('round-trips a secret and never stores it in clear', () => {
    const key = parseTotpKey(hexKey);
    const sealed = sealTotpSecret(key, 'JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealTotpSecret(key, 'JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(openTotpSecret(key, sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses to open with another key or a tampered value', () => {
    const sealed = sealTotpSecret(parseTotpKey(hexKey), 'JBSWY3DPEHPK3PXP');
    expect(() => openTotpSecret(randomBytes(32), sealed)).toThrow();
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw[raw.length - 1]! ^= 1;
    expect(() => openTotpSecret(parseTotpKey(hexKey), `v1:${raw.toString('base64')}`)).toThrow();
    expect(() => openTotpSecret(parseTotpKey(hexKey), 'JBSWY3DPEHPK3PXP')).toThrow(/sealed format/);
  });

  it('reads the key from TOTP_ENCRYPTION_KEY as hex or base64, requires it in production and rejects a wrong length', () => {
    expect(loadConfig({ TOTP_ENCRYPTION_KEY: hexKey }).totpKey.toString('hex')).toBe(hexKey);
    expect(
      loadConfig({
        TOTP_ENCRYPTION_KEY: Buffer.from(hexKey, 'hex').toString('base64'),
      }).totpKey.toString('hex'),
    ).toBe(hexKey);
    const production = {
      NODE_ENV: 'production',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'a-long-password',
    };
    expect(() => loadConfig(production)).toThrow(/TOTP_ENCRYPTION_KEY must be set in production/);
    expect(loadConfig({ ...production, TOTP_ENCRYPTION_KEY: hexKey }).isProduction).toBe(true);
    expect(() => loadConfig({ TOTP_ENCRYPTION_KEY: 'too-short' })).toThrow(/32 bytes/);
  });
});
