import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import el from '../locales/el.json';
import { dictationErrorKey } from './dictation-error';

describe('dictation errors', () => {
  it('say in words what went wrong and what to do, never the browser code', () => {
    expect(dictationErrorKey('audio-capture')).toBe('micUnavailable');
    expect(dictationErrorKey('not-allowed')).toBe('micDenied');
    expect(dictationErrorKey('network')).toBe('network');
    expect(dictationErrorKey('something-new')).toBe('stopped');
    expect(dictationErrorKey('aborted')).toBeNull();
    for (const code of [
      'audio-capture',
      'not-allowed',
      'network',
      'no-speech',
      'language-not-supported',
      'something-new',
    ]) {
      const key = dictationErrorKey(code)!;
      for (const catalogue of [en, el]) {
        const text = (catalogue.transcript as Record<string, string>)[key];
        expect(text, `${key}`).toBeTruthy();
        expect(text).not.toContain(code);
        expect(text).not.toContain('{{');
      }
    }
  });
});
