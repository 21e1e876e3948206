import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { MailPreferenceKind } from '@takeoff/shared/mail';

/**
 * Unsubscribe links: `<userId>.<kind>.<signature>`, an HMAC-SHA256 under a key derived from the server's secret
 * key (TOTP_ENCRYPTION_KEY), so a link turns off one kind for one user without signing in and cannot be forged.
 */
export class UnsubscribeLinks {
  private readonly key: Buffer;

  constructor(
    secret: Buffer,
    private readonly appOrigin: string,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'takeoff mail unsubscribe links', 32));
  }

  private sign(payload: string) {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  token(userId: number, kind: MailPreferenceKind) {
    const payload = `${userId}.${kind}`;
    return `${payload}.${this.sign(payload)}`;
  }

  /** The one-click URL (RFC 8058 POSTs here) and the page a person opens from the mail. */
  urls(userId: number, kind: MailPreferenceKind) {
    const token = encodeURIComponent(this.token(userId, kind));
    return { oneClick: `${this.appOrigin}/api/mail/unsubscribe?token=${token}`, page: `${this.appOrigin}/unsubscribe?token=${token}` };
  }

  /** The user and kind a token names, or null when it was not signed by us. */
  verify(token: string): { userId: number; kind: MailPreferenceKind } | null {
    const [id, kind, signature, ...rest] = token.split('.');
    if (!id || !kind || !signature || rest.length || !/^\d{1,10}$/.test(id)) return null;
    const expected = Buffer.from(this.sign(`${id}.${kind}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const parsed = MailPreferenceKind.safeParse(kind);
    return parsed.success ? { userId: Number(id), kind: parsed.data } : null;
  }
}
