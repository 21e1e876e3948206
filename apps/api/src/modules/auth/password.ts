import { hash, verify } from '@node-rs/argon2';
import type { PasswordHashing } from '../../config';

type HashingConfig = { passwordHashing: PasswordHashing };

// argon2id (the library's default algorithm), parallelism 1; memory and iterations from the configuration.
export const hashPassword = (config: HashingConfig, password: string) =>
  hash(password, {
    memoryCost: config.passwordHashing.memoryCost,
    timeCost: config.passwordHashing.timeCost,
    parallelism: 1,
  });

/** Any argon2 hash: the encoded string carries its own parameters, so hashes made with other settings still verify. */
export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Compared against when the email is unknown, so a miss costs as much time as a wrong password (same parameters). */
const dummyHashes = new Map<string, Promise<string>>();
export function dummyPasswordHash(config: HashingConfig) {
  const key = `${config.passwordHashing.memoryCost}:${config.passwordHashing.timeCost}`;
  let dummy = dummyHashes.get(key);
  if (!dummy)
    dummyHashes.set(key, (dummy = hashPassword(config, 'not-a-real-password-timing-guard')));
  return dummy;
}
