import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { testEnv } from '../../test/harness';
import { hashPassword, verifyPassword } from './password';

const production = (extra: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'production',
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'a-long-admin-password',
    TOTP_ENCRYPTION_KEY: 'ab'.repeat(32),
    ...extra,
  });

describe('password hashing parameters', () => {
  it("production hashes with OWASP's argon2id parameters (19 MiB, 2 iterations), visible in the encoded hash", async () => {
    const config = production();
    expect(config.passwordHashing).toEqual({ memoryCost: 19_456, timeCost: 2 });
    const hashed = await hashPassword(config, 'correct-horse-battery');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hashed, 'correct-horse-battery')).toBe(true);
    expect(await verifyPassword(hashed, 'wrong-horse-battery')).toBe(false);
  });

  it('production refuses weaker parameters and takes stronger ones', () => {
    expect(() => production({ PASSWORD_HASH_MEMORY_KIB: '8' })).toThrow(
      /PASSWORD_HASH_MEMORY_KIB must be at least 19456/,
    );
    expect(() => production({ PASSWORD_HASH_ITERATIONS: '1' })).toThrow(
      /PASSWORD_HASH_ITERATIONS at least 2/,
    );
    expect(
      production({ PASSWORD_HASH_MEMORY_KIB: '65536', PASSWORD_HASH_ITERATIONS: '3' })
        .passwordHashing,
    ).toEqual({ memoryCost: 65_536, timeCost: 3 });
  });

  it('tests hash cheaply, and a hash made with other parameters still verifies', async () => {
    const test = loadConfig(testEnv());
    expect(test.passwordHashing).toEqual({ memoryCost: 8, timeCost: 1 });
    const cheap = await hashPassword(test, 'correct-horse-battery');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    // A database filled under other settings (a test-made hash in production, or the reverse) keeps working.
    expect(await verifyPassword(cheap, 'correct-horse-battery')).toBe(true);
    expect(await verifyPassword(await hashPassword(production(), 'x-password'), 'x-password')).toBe(
      true,
    );
    expect(loadConfig({ NODE_ENV: 'development' }).passwordHashing).toEqual({
      memoryCost: 19_456,
      timeCost: 2,
    });
  });
});
