import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accountTokens } from '../../db/schema/auth';
import { hashToken } from './session-store';

export type TokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  password_reset: 30 * 60_000,
  verify_email: 7 * 86_400_000,
  change_email: 24 * 3_600_000,
};

/**
 * Issues a single-use link token (256 random bits; only its SHA-256 is stored) and voids the user's earlier
 * unused tokens of the same purpose: only the newest link works.
 */
export async function issueToken(
  exec: Executor,
  userId: number,
  purpose: TokenPurpose,
  email: string,
  now = new Date(),
) {
  const token = randomBytes(32).toString('base64url');
  await exec
    .delete(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
  await exec.insert(accountTokens).values({
    userId,
    purpose,
    email,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/** Spends a token in one statement (two requests racing with the same link: one wins); null when unknown, used or expired. */
export async function consumeToken(
  exec: Executor,
  purpose: TokenPurpose,
  token: string,
  now = new Date(),
) {
  const [row] = await exec
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId, email: accountTokens.email });
  return row ?? null;
}

/**
 * A token as stored, whatever its state (used, expired): says why a link no longer works. Only whoever holds the
 * link can ask (256 random bits), and it tells them no more than opening it would.
 */
export async function findToken(exec: Executor, purpose: TokenPurpose, token: string) {
  const [row] = await exec
    .select({
      userId: accountTokens.userId,
      email: accountTokens.email,
      usedAt: accountTokens.usedAt,
      expiresAt: accountTokens.expiresAt,
    })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, purpose)))
    .limit(1);
  return row ?? null;
}

/** Voids a user's unused tokens of some purposes (a password reset link sent before the password or address changed). */
export async function voidTokens(exec: Executor, userId: number, purposes: TokenPurpose[]) {
  for (const purpose of purposes) {
    await exec
      .delete(accountTokens)
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
        ),
      );
  }
}
