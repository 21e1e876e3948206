import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { MailPreferenceKind } from '@takeoff/shared/mail';

/**
 * Unsubscribe links: `<userId>.<kind>.<expiry>.<signature>`, an HMAC-SHA256 under a key derived from the
 * installation's signing key, so a link turns off one kind for one user without signing in, cannot be forged, and
 * stops working at its expiry (seconds since the epoch, base 36).
 */
export class UnsubscribeLinks {
  private readonly key: Buffer;

  constructor(
    secret: Buffer,
    private readonly appOrigin: string,
    private readonly lifetimeDays: number,
  ) {
    this.key = Buffer.from(
      hkdfSync('sha256', secret, Buffer.alloc(0), 'takeoff mail unsubscribe links', 32),
    );
  }

  private sign(payload: string) {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  token(userId: number, kind: MailPreferenceKind, now = new Date()) {
    const expiry = Math.floor(now.getTime() / 1000 + this.lifetimeDays * 86_400).toString(36);
    const payload = `${userId}.${kind}.${expiry}`;
    return `${payload}.${this.sign(payload)}`;
  }

  /** The one-click URL (RFC 8058 POSTs here) and the page a person opens from the mail. */
  urls(userId: number, kind: MailPreferenceKind) {
    const token = encodeURIComponent(this.token(userId, kind));
    return {
      oneClick: `${this.appOrigin}/api/mail/unsubscribe?token=${token}`,
      page: `${this.appOrigin}/unsubscribe?token=${token}`,
    };
  }

  /** The user and kind a token names; `expired` when we signed it but its time is over; null when we did not sign it. */
  verify(
    token: string,
    now = new Date(),
  ): { userId: number; kind: MailPreferenceKind } | 'expired' | null {
    const [id, kind, expiry, signature, ...rest] = token.split('.');
    if (
      !id ||
      !kind ||
      !expiry ||
      !signature ||
      rest.length ||
      !/^\d{1,10}$/.test(id) ||
      !/^[0-9a-z]{1,10}$/.test(expiry)
    )
      return null;
    const expected = Buffer.from(this.sign(`${id}.${kind}.${expiry}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const parsed = MailPreferenceKind.safeParse(kind);
    if (!parsed.success) return null;
    if (parseInt(expiry, 36) * 1000 <= now.getTime()) return 'expired';
    return { userId: Number(id), kind: parsed.data };
  }
}
