import { describe, expect, it } from 'vitest';
import { interviewHeading } from './interview-heading';

describe('interviewHeading', () => {
  it('names a slot-booked interview after its slot, then its position', () => {
    expect(interviewHeading({ title: 'Panel', position: 'Pilot' }, 'Interview')).toBe(
      'Panel · Pilot',
    );
    expect(interviewHeading({ title: 'Panel', position: null }, 'Interview')).toBe('Panel');
  });
  it('names any other after its position, or the fallback', () => {
    expect(interviewHeading({ title: null, position: 'Pilot' }, 'Interview')).toBe('Pilot');
    expect(interviewHeading({ title: null, position: null }, 'Interview')).toBe('Interview');
  });
});
