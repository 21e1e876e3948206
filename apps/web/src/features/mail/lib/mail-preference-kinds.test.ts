import { describe, expect, it } from 'vitest';
import { mailPreferenceKindOfToken, mailPreferenceKindsFor } from './mail-preference-kinds';

describe('mailPreferenceKindsFor', () => {
  it('offers companies the weekly digest', () => {
    expect(mailPreferenceKindsFor('company')).toEqual([
      'interviews',
      'applications',
      'messages',
      'digest',
    ]);
  });
  it('does not offer candidates the digest', () => {
    expect(mailPreferenceKindsFor('candidate')).toEqual(['interviews', 'applications', 'messages']);
  });
});

describe('mailPreferenceKindOfToken', () => {
  it('reads the kind of a signed link', () => {
    expect(mailPreferenceKindOfToken('42.messages.t5k3h0.c2lnbmF0dXJlLWJ5dGVz')).toBe('messages');
  });
  it('names no kind for a token of another shape or an unknown kind', () => {
    expect(mailPreferenceKindOfToken('42.messages')).toBeNull();
    expect(mailPreferenceKindOfToken('42.newsletter.t5k3h0.c2ln')).toBeNull();
    expect(mailPreferenceKindOfToken('42.messages.c2ln')).toBeNull();
    expect(mailPreferenceKindOfToken('not-a-token')).toBeNull();
  });
});
