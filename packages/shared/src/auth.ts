import { z } from 'zod';
import { singleLine } from './plain-text';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { Locale, TimeZone } from './locale';
import { OrgMembership } from './org-roles';

export const UserRole = z.enum(['candidate', 'company', 'admin']);
export type UserRole = z.infer<typeof UserRole>;
export const SelfServiceRole = z.enum(['candidate', 'company']);

export const Email = z.string().trim().toLowerCase().max(254).pipe(z.email());
export const Password = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
export const PersonName = singleLine().min(1).max(120);
/** An organisation's name: what its careers page, flights, feeds and mail carry. */
export const CompanyName = singleLine().min(1).max(120);

export const User = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    role: UserRole,
    subscriptionStatus: z.string().nullable(),
    createdAt: z.string(),
    /** Whether the user opened the link mailed to their address (they may use the product before). */
    emailVerified: z.boolean(),
    /** A company member's organisation and role there (its id is the company's); null for everyone else. */
    org: OrgMembership.nullable(),
    /** The interface and mail language the person chose; null = none yet (the browser's languages decide). */
    locale: Locale.nullable(),
    /** The person's time zone (IANA), for times in mail; null = none known yet (mail says UTC). */
    timeZone: z.string().nullable(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof User>;

export const RegisterRequest = z
  .object({
    email: Email,
    name: PersonName,
    password: Password,
    role: SelfServiceRole,
    locale: Locale.optional(),
    /** A company's name (the person's is `name`); without it the organisation is named after the person. */
    companyName: CompanyName.optional(),
    /** The browser's time zone: interview times in mail are written in it. */
    timeZone: TimeZone.optional(),
  })
  .refine((r) => r.role === 'company' || r.companyName === undefined, {
    message: 'Only a company account has a company name',
    path: ['companyName'],
  })
  .meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const LoginRequest = z
  .object({ email: Email, password: z.string().min(1).max(PASSWORD_MAX_LENGTH) })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof LoginRequest>;

export const AuthResponse = z
  .object({ user: User, token: z.string() })
  .meta({ id: 'AuthResponse' });

/** Who the request belongs to: the user, or null for a visitor (200 either way, so a landing page logs no error). */
export const SessionResponse = z.object({ user: User.nullable() }).meta({ id: 'SessionResponse' });
export type SessionResponse = z.infer<typeof SessionResponse>;
export type AuthResponse = z.infer<typeof AuthResponse>;

/** `totp`: the authenticator code (or a recovery code), required once the admin enabled two-factor. */
export const AdminLoginRequest = LoginRequest.extend({
  totp: z.string().trim().min(1).max(32).optional(),
}).meta({ id: 'AdminLoginRequest' });
export type AdminLoginRequest = z.infer<typeof AdminLoginRequest>;
export const AdminLoginResponse = z
  .object({ token: z.string(), user: User })
  .meta({ id: 'AdminLoginResponse' });

/** A single-use link token from a mail (256-bit, base64url). */
export const LinkToken = z
  .string()
  .trim()
  .min(16)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid link');

export const PasswordResetRequest = z.object({ email: Email }).meta({ id: 'PasswordResetRequest' });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;
export const PasswordResetConfirm = z
  .object({ token: LinkToken, password: Password })
  .meta({ id: 'PasswordResetConfirm' });
export type PasswordResetConfirm = z.infer<typeof PasswordResetConfirm>;
/** A reset link checked when its page opens (nothing is spent). */
export const PasswordResetCheck = z.object({ token: LinkToken }).meta({ id: 'PasswordResetCheck' });
export type PasswordResetCheck = z.infer<typeof PasswordResetCheck>;
export const ChangePasswordRequest = z
  .object({ currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH), newPassword: Password })
  .meta({ id: 'ChangePasswordRequest' });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;
export const VerifyEmailRequest = z.object({ token: LinkToken }).meta({ id: 'VerifyEmailRequest' });
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequest>;
export const ChangeEmailRequest = z
  .object({ newEmail: Email, password: z.string().min(1).max(PASSWORD_MAX_LENGTH) })
  .meta({ id: 'ChangeEmailRequest' });
export type ChangeEmailRequest = z.infer<typeof ChangeEmailRequest>;
export const ChangeEmailConfirm = z.object({ token: LinkToken }).meta({ id: 'ChangeEmailConfirm' });
export type ChangeEmailConfirm = z.infer<typeof ChangeEmailConfirm>;

/** What the account endpoints answer when there is nothing else to say. */
export const AccountMessage = z.object({ message: z.string() }).meta({ id: 'AccountMessage' });
export type AccountMessage = z.infer<typeof AccountMessage>;

export const AccountSession = z
  .object({
    id: z.number().int(),
    /** "Chrome on macOS", from the user agent; "Unknown device" without one. */
    device: z.string(),
    ip: z.string().nullable(),
    createdAt: z.string(),
    lastUsedAt: z.string(),
    current: z.boolean(),
  })
  .meta({ id: 'AccountSession' });
export type AccountSession = z.infer<typeof AccountSession>;
export const AccountSessionsResponse = z
  .object({ sessions: z.array(AccountSession) })
  .meta({ id: 'AccountSessionsResponse' });
export type AccountSessionsResponse = z.infer<typeof AccountSessionsResponse>;
export const RevokedSessionsResponse = z
  .object({ revoked: z.number().int() })
  .meta({ id: 'RevokedSessionsResponse' });
export type RevokedSessionsResponse = z.infer<typeof RevokedSessionsResponse>;
