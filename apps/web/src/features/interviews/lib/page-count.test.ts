import { describe, expect, it } from 'vitest';
import { pageCount } from './page-count';

describe('pageCount', () => {
  it('shows the loaded count, with + while more pages remain', () => {
    expect(pageCount(3, false)).toBe('3');
    expect(pageCount(20, true)).toBe('20+');
    expect(pageCount(0, false)).toBe('0');
  });
});
