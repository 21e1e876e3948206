import { describe, expect, it } from 'vitest';
import { mobilePlatform } from './open-meeting';

describe('mobilePlatform', () => {
  it('detects phones by user agent', () => {
    expect(mobilePlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36')).toBe(
      'android',
    );
    expect(mobilePlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(mobilePlatform('Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).toBeNull();
  });
});
