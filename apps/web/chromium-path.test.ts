import { describe, expect, it } from 'vitest';
import { findChromium } from './chromium-path';

describe('findChromium', () => {
  it('takes CHROMIUM_PATH when it exists, and reports nothing for a path that does not', () => {
    expect(findChromium({ CHROMIUM_PATH: process.execPath })).toEqual({
      executablePath: process.execPath,
    });
    expect(findChromium({ CHROMIUM_PATH: '/nowhere/chromium' })).toBeNull();
  });
});
