import { describe, expect, it } from 'vitest';
import { nextFlapFrame, toBoardText } from './split-flap-sequence';

describe('toBoardText', () => {
  it('upper-cases and pads or cuts to length', () => {
    expect(toBoardText('live', 6)).toBe('LIVE  ');
    expect(toBoardText('boarding', 5)).toBe('BOARD');
    expect(toBoardText('gate')).toBe('GATE');
  });
  it('writes Greek capitals without the tonos, as a board does', () => {
    expect(toBoardText('Επιβίβαση τώρα')).toBe('ΕΠΙΒΙΒΑΣΗ ΤΩΡΑ');
    expect(toBoardText('Άνοδος', 8)).toBe('ΑΝΟΔΟΣ  ');
    expect(toBoardText('προϊόν')).toBe('ΠΡΟΪΟΝ');
  });
});

describe('nextFlapFrame', () => {
  it('advances differing characters one flap at a time', () => {
    expect(nextFlapFrame('AA', 'AC', false)).toBe('AB');
    expect(nextFlapFrame('AB', 'AC', false)).toBe('AC');
  });
  it('reaches the target in a bounded number of ticks', () => {
    let frame = 'LIVE    ';
    let ticks = 0;
    while (frame !== 'BOARDING' && ticks < 100) {
      frame = nextFlapFrame(frame, 'BOARDING', false);
      ticks += 1;
    }
    expect(frame).toBe('BOARDING');
  });
  it('snaps to the target and handles characters off the drum', () => {
    expect(nextFlapFrame('ABC', 'XYZ', true)).toBe('XYZ');
    expect(nextFlapFrame('Ä', 'B', false)).toBe('B');
    expect(nextFlapFrame('LONGER', 'AB', false)).toHaveLength(2);
  });
});
