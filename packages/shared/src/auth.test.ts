import { describe, expect, it } from 'vitest';
import { LoginRequest, RegisterRequest } from './auth';

describe('RegisterRequest', () => {
  const valid = {
    email: '  Ada@Example.COM ',
    name: ' Ada Lovelace ',
    password: 'eight888',
    role: 'company',
  };

  it('normalises email and name', () => {
    expect(RegisterRequest.parse(valid)).toEqual({
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      password: 'eight888',
      role: 'company',
    });
  });

  it('keeps the password as typed, 8 to 128 characters, without composition rules', () => {
    expect(RegisterRequest.safeParse({ ...valid, password: 'seven77' }).success).toBe(false);
    expect(RegisterRequest.safeParse({ ...valid, password: 'x'.repeat(128) }).success).toBe(true);
    expect(RegisterRequest.safeParse({ ...valid, password: 'x'.repeat(129) }).success).toBe(false);
    expect(RegisterRequest.parse({ ...valid, password: ' spaced password ' }).password).toBe(
      ' spaced password ',
    );
  });

  it('accepts only the self-service roles', () => {
    expect(RegisterRequest.safeParse({ ...valid, role: 'candidate' }).success).toBe(true);
    expect(RegisterRequest.safeParse({ ...valid, role: 'admin' }).success).toBe(false);
  });

  it('refuses a malformed email and an empty name', () => {
    expect(RegisterRequest.safeParse({ ...valid, email: 'nope' }).success).toBe(false);
    expect(RegisterRequest.safeParse({ ...valid, name: '   ' }).success).toBe(false);
  });
});

describe('LoginRequest', () => {
  it('needs a password but no minimum length (a wrong one is a 401, not a 400)', () => {
    expect(LoginRequest.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
    expect(LoginRequest.safeParse({ email: 'a@b.co', password: '' }).success).toBe(false);
  });
});
