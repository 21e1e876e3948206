import { describe, expect, it } from 'vitest';
import type { AccountSession } from '@takeoff/shared/auth';
import { orderSessions } from './order-sessions';

const session = (id: number, lastUsedAt: string, current = false): AccountSession => ({
  id,
  device: 'Chrome on Linux',
  ip: '127.0.0.1',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastUsedAt,
  current,
});

describe('orderSessions', () => {
  it('puts this device first, then the most recently used', () => {
    const sessions = [
      session(1, '2026-01-02T00:00:00.000Z'),
      session(2, '2026-01-01T00:00:00.000Z', true),
      session(3, '2026-01-03T00:00:00.000Z'),
    ];
    expect(orderSessions(sessions).map((s) => s.id)).toEqual([2, 3, 1]);
  });
  it('leaves the given list as it was', () => {
    const sessions = [
      session(1, '2026-01-01T00:00:00.000Z'),
      session(2, '2026-01-02T00:00:00.000Z'),
    ];
    orderSessions(sessions);
    expect(sessions.map((s) => s.id)).toEqual([1, 2]);
  });
});
