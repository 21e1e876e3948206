import { describe, expect, it } from 'vitest';
import { isWelcomeAudioSupported, shouldPlayWelcome, type WelcomeFlags } from './welcome-rules';

const base: WelcomeFlags = { supported: true, played: false, muted: false, interacted: true };

describe('shouldPlayWelcome', () => {
  it('plays after the first interaction when supported, unmuted and not yet played', () => {
    expect(shouldPlayWelcome(base)).toBe(true);
  });

  it('does not play before an interaction, once played, when muted or unsupported', () => {
    expect(shouldPlayWelcome({ ...base, interacted: false })).toBe(false);
    expect(shouldPlayWelcome({ ...base, played: true })).toBe(false);
    expect(shouldPlayWelcome({ ...base, muted: true })).toBe(false);
    expect(shouldPlayWelcome({ ...base, supported: false })).toBe(false);
  });

  it('unmuting after an interaction plays it if it has not played yet', () => {
    const muted = { ...base, muted: true };
    expect(shouldPlayWelcome(muted)).toBe(false);
    expect(shouldPlayWelcome({ ...muted, muted: false })).toBe(true);
  });
});

describe('isWelcomeAudioSupported', () => {
  it('needs speech synthesis, utterances and AudioContext', () => {
    const full = {
      speechSynthesis: {},
      AudioContext: class {},
      SpeechSynthesisUtterance: class {},
    };
    expect(isWelcomeAudioSupported(full)).toBe(true);
    expect(isWelcomeAudioSupported({ ...full, speechSynthesis: undefined })).toBe(false);
    expect(isWelcomeAudioSupported({ ...full, AudioContext: undefined })).toBe(false);
    expect(isWelcomeAudioSupported(undefined)).toBe(false);
  });
});
