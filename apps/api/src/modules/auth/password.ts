import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's parameters: 19 MiB, 2 iterations, parallelism 1.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Compared against when the email is unknown, so a miss costs as much time as a wrong password. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash() {
  dummyHash ??= hashPassword('not-a-real-password-timing-guard');
  return dummyHash;
}
