import { describe, expect, it } from 'vitest';
import {
  dismissVerificationBanner,
  isVerificationBannerDismissed,
  needsEmailVerification,
} from './email-verification';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('needsEmailVerification', () => {
  it('asks unverified candidates and companies', () => {
    expect(needsEmailVerification({ role: 'candidate', emailVerified: false })).toBe(true);
    expect(needsEmailVerification({ role: 'company', emailVerified: false })).toBe(true);
  });
  it('leaves verified users and admins alone', () => {
    expect(needsEmailVerification({ role: 'candidate', emailVerified: true })).toBe(false);
    expect(needsEmailVerification({ role: 'admin', emailVerified: false })).toBe(false);
  });
});

describe('verification banner dismissal', () => {
  it('is remembered per user for the session', () => {
    const store = memoryStorage();
    expect(isVerificationBannerDismissed(7, store)).toBe(false);
    dismissVerificationBanner(7, store);
    expect(isVerificationBannerDismissed(7, store)).toBe(true);
    expect(isVerificationBannerDismissed(8, store)).toBe(false);
  });
  it('does nothing where there is no storage (here: no window)', () => {
    expect(() => dismissVerificationBanner(7)).not.toThrow();
    expect(isVerificationBannerDismissed(7)).toBe(false);
  });
});
