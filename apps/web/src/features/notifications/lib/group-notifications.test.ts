import { describe, expect, it } from 'vitest';
import type { Notification } from '@takeoff/shared/notifications';
import { groupNotifications } from './group-notifications';

let nextId = 1;
const notification = (overrides: Partial<Notification> = {}): Notification => ({
  id: nextId++,
  type: 'pitch_updated',
  entityType: 'candidate_pitch',
  entityId: 7,
  title: 'Updated video pitch',
  message: 'Candidate #000007 updated their pitch',
  avatarUrl: null,
  occursAt: null,
  isRead: false,
  createdAt: '2026-01-01T10:00:00.000Z',
  ...overrides,
});

describe('groupNotifications', () => {
  it('folds a run of identical notifications into one, the newest standing for them', () => {
    const items = [notification(), notification({ isRead: true }), notification()];
    const groups = groupNotifications(items);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.latest).toBe(items[0]);
    expect(groups[0]!.members).toHaveLength(3);
  });

  it('keeps different notifications apart, and a different one breaks a run', () => {
    const other = notification({ entityId: 8 });
    const groups = groupNotifications([notification(), notification(), other, notification()]);
    expect(groups.map((g) => g.members.length)).toEqual([2, 1, 1]);
  });

  it('does not merge the same title about different times', () => {
    const groups = groupNotifications([
      notification({ type: 'interview', occursAt: '2026-01-02T10:00:00.000Z' }),
      notification({ type: 'interview', occursAt: '2026-01-03T10:00:00.000Z' }),
    ]);
    expect(groups).toHaveLength(2);
  });

  it('returns nothing for no notifications', () => {
    expect(groupNotifications([])).toEqual([]);
  });
});
