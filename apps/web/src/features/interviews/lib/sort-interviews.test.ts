import { describe, expect, it } from 'vitest';
import type { Interview } from '@takeoff/shared/interviews';
import { sortForDisplay } from './sort-interviews';

const now = new Date('2030-01-01T12:00:00.000Z');
const at = (id: number, minutes: number, status: Interview['status'] = 'scheduled') =>
  ({
    id,
    status,
    scheduledAt: new Date(now.getTime() + minutes * 60_000).toISOString(),
  }) as Interview;

describe('sortForDisplay', () => {
  it('puts live first, then upcoming soonest first, then past newest first', () => {
    const sorted = sortForDisplay(
      [at(1, -600), at(2, 600), at(3, 10), at(4, 120), at(5, -300), at(6, 60, 'cancelled')],
      now,
    );
    expect(sorted.map((i) => i.id)).toEqual([3, 4, 2, 5, 1, 6]);
  });
});
