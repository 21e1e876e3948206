import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

export const UserRole = z.enum(['candidate', 'company', 'admin']);
export type UserRole = z.infer<typeof UserRole>;
export const SelfServiceRole = z.enum(['candidate', 'company']);

export const Email = z.string().trim().toLowerCase().max(254).pipe(z.email());
export const Password = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
export const PersonName = z.string().trim().min(1).max(120);

export const User = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    role: UserRole,
    subscriptionStatus: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof User>;

export const RegisterRequest = z
  .object({ email: Email, name: PersonName, password: Password, role: SelfServiceRole })
  .meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const LoginRequest = z
  .object({ email: Email, password: z.string().min(1).max(PASSWORD_MAX_LENGTH) })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof LoginRequest>;

export const AuthResponse = z.object({ user: User, token: z.string() }).meta({ id: 'AuthResponse' });

/** Who the request belongs to: the user, or null for a visitor (200 either way, so a landing page logs no error). */
export const SessionResponse = z.object({ user: User.nullable() }).meta({ id: 'SessionResponse' });
export type SessionResponse = z.infer<typeof SessionResponse>;
export type AuthResponse = z.infer<typeof AuthResponse>;

/** `totp`: the authenticator code (or a recovery code), required once the admin enabled two-factor. */
export const AdminLoginRequest = LoginRequest.extend({ totp: z.string().trim().min(1).max(32).optional() }).meta({ id: 'AdminLoginRequest' });
export type AdminLoginRequest = z.infer<typeof AdminLoginRequest>;
export const AdminLoginResponse = z.object({ token: z.string(), user: User }).meta({ id: 'AdminLoginResponse' });
