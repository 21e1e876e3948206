import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import { authenticator } from 'otplib';
import QRCode from 'qrcode';
import {
  ADMIN_MESSAGES,
  RECOVERY_CODE_COUNT,
  TOTP_ISSUER,
  type TotpEnrollResponse,
  type TotpStatus,
} from '@takeoff/shared/admin';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/client';
import { adminRecoveryCodes, adminTotp } from '../../db/schema/admin';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { recordAudit } from './audit.service';
import { openTotpSecret, sealTotpSecret } from './totp-secret-box';

// One step either side absorbs clock drift between the server and the admin's phone.
const totp = authenticator.clone({ window: 1 });
const STEP_MS = 30_000;
const isTotpCode = (code: string) => /^\d{6}$/.test(code);

/** The time step a code belongs to (within the drift window), or null when it matches none. */
function matchedStep(code: string, secret: string): number | null {
  if (!isTotpCode(code)) return null;
  const epoch = Date.now();
  const delta = totp.clone({ epoch }).checkDelta(code, secret);
  return delta === null ? null : Math.floor(epoch / STEP_MS) + delta;
}

/** Records `step` as used unless this or a later step was used already (atomic: one winner per code). */
async function claimStep(exec: Executor, userId: number, step: number) {
  const [claimed] = await exec
    .update(adminTotp)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(adminTotp.userId, userId),
        or(isNull(adminTotp.lastUsedStep), lt(adminTotp.lastUsedStep, step)),
      ),
    )
    .returning({ userId: adminTotp.userId });
  return claimed !== undefined;
}

const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^0-9a-f]/g, '');
const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');
const newRecoveryCode = () => {
  const hex = randomBytes(5).toString('hex');
  return `${hex.slice(0, 5)}-${hex.slice(5)}`;
};
const invalidCode = () => new AppError('INVALID_TOTP', 400, ADMIN_MESSAGES.totpInvalid);

async function totpRow(exec: Executor, userId: number) {
  const [row] = await exec.select().from(adminTotp).where(eq(adminTotp.userId, userId));
  return row;
}

export async function getTotpStatus(deps: AppDeps, actor: SessionUser): Promise<TotpStatus> {
  const row = await totpRow(deps.db, actor.id);
  const [left] = await deps.db
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.userId, actor.id), isNull(adminRecoveryCodes.usedAt)));
  return {
    enabled: Boolean(row?.secret),
    recoveryCodesLeft: row?.secret ? (left?.n ?? 0) : 0,
    required: deps.config.adminTotpRequired,
  };
}

/** Starts enrolment: a new pending secret, shown once as an otpauth URI and QR code. */
export async function enrollTotp(deps: AppDeps, actor: SessionUser): Promise<TotpEnrollResponse> {
  const existing = await totpRow(deps.db, actor.id);
  if (existing?.secret)
    throw AppError.conflict(
      'Two-factor authentication is already enabled; disable it first',
      'TOTP_ALREADY_ENABLED',
    );
  const secret = totp.generateSecret();
  const sealed = sealTotpSecret(deps.config.totpKey, secret);
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(adminTotp)
      .values({ userId: actor.id, pendingSecret: sealed })
      .onConflictDoUpdate({
        target: adminTotp.userId,
        set: { pendingSecret: sealed, updatedAt: new Date() },
      });
    await recordAudit(tx, actor, { action: 'totp.enroll', targetType: 'user', targetId: actor.id });
  });
  const otpauthUri = totp.keyuri(actor.email, TOTP_ISSUER, secret);
  return { otpauthUri, qrCodeDataUrl: await QRCode.toDataURL(otpauthUri), secret };
}

/** Confirms the pending secret with a current code; returns the recovery codes (shown this once). */
export async function activateTotp(
  deps: AppDeps,
  actor: SessionUser,
  code: string,
): Promise<{ recoveryCodes: string[] }> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(adminTotp)
      .where(eq(adminTotp.userId, actor.id))
      .for('update');
    if (row?.secret)
      throw AppError.conflict(
        'Two-factor authentication is already enabled',
        'TOTP_ALREADY_ENABLED',
      );
    if (!row?.pendingSecret)
      throw AppError.badRequest('Start enrolment first', 'TOTP_NOT_ENROLLED');
    const step = matchedStep(code, openTotpSecret(deps.config.totpKey, row.pendingSecret));
    if (step === null) throw invalidCode();
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx
      .update(adminTotp)
      .set({
        secret: row.pendingSecret,
        pendingSecret: null,
        lastUsedStep: step,
        enabledAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(adminTotp.userId, actor.id));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, actor.id));
    await tx
      .insert(adminRecoveryCodes)
      .values(recoveryCodes.map((c) => ({ userId: actor.id, codeHash: hashRecoveryCode(c) })));
    await recordAudit(tx, actor, {
      action: 'totp.activate',
      targetType: 'user',
      targetId: actor.id,
    });
    return { recoveryCodes };
  });
}

/**
 * Checks a TOTP code (each time step usable once) or consumes a recovery code (single use);
 * both are claimed atomically, so two requests racing with one code cannot both pass.
 */
async function checkSecondFactor(
  deps: AppDeps,
  exec: Executor,
  userId: number,
  sealedSecret: string,
  code: string,
) {
  if (isTotpCode(code)) {
    const step = matchedStep(code, openTotpSecret(deps.config.totpKey, sealedSecret));
    return step !== null && (await claimStep(exec, userId, step));
  }
  const [used] = await exec
    .update(adminRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(adminRecoveryCodes.userId, userId),
        eq(adminRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return used !== undefined;
}

export async function disableTotp(deps: AppDeps, actor: SessionUser, code: string) {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(adminTotp)
      .where(eq(adminTotp.userId, actor.id))
      .for('update');
    if (!row?.secret)
      throw AppError.badRequest('Two-factor authentication is not enabled', 'TOTP_NOT_ENABLED');
    if (!(await checkSecondFactor(deps, tx, actor.id, row.secret, code))) throw invalidCode();
    await tx.delete(adminTotp).where(eq(adminTotp.userId, actor.id));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, actor.id));
    await recordAudit(tx, actor, {
      action: 'totp.disable',
      targetType: 'user',
      targetId: actor.id,
    });
  });
}

/**
 * The admin login's second step: a no-op until the admin enabled TOTP; then a code (or a recovery
 * code) is required — 401 TOTP_REQUIRED without one, so the SPA shows the code field.
 */
export async function verifyAdminSecondFactor(
  deps: AppDeps,
  userId: number,
  code: string | undefined,
) {
  const row = await totpRow(deps.db, userId);
  if (!row?.secret) return;
  if (!code)
    throw new AppError('TOTP_REQUIRED', 401, ADMIN_MESSAGES.totpRequired, undefined, {
      error: ADMIN_MESSAGES.totpRequired,
    });
  if (!(await checkSecondFactor(deps, deps.db, userId, row.secret, code))) {
    throw new AppError('INVALID_TOTP', 401, ADMIN_MESSAGES.totpInvalid, undefined, {
      error: ADMIN_MESSAGES.totpInvalid,
    });
  }
}
