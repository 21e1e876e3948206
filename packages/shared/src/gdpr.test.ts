import { describe, expect, it } from 'vitest';
import { RETENTION_NOTICE_DAYS, retentionDates, retentionPurgeDue } from './gdpr';

const day = 86_400_000;

describe('retentionDates', () => {
  it('puts the deadline the configured days after the last activity and the notice 14 days before it', () => {
    const last = new Date('2025-01-01T00:00:00Z');
    const { deadline, noticeFrom } = retentionDates(last, 30);
    expect(deadline.toISOString()).toBe('2025-01-31T00:00:00.000Z');
    expect(noticeFrom.getTime()).toBe(deadline.getTime() - RETENTION_NOTICE_DAYS * day);
  });
});

describe('retentionPurgeDue', () => {
  const deadline = new Date('2025-03-01T00:00:00Z');
  it('never deletes without a notice', () => {
    expect(retentionPurgeDue(new Date('2026-01-01T00:00:00Z'), deadline, null)).toBe(false);
  });
  it('waits for the deadline', () => {
    const noticed = new Date(deadline.getTime() - 20 * day);
    expect(retentionPurgeDue(new Date(deadline.getTime() - 1), deadline, noticed)).toBe(false);
    expect(retentionPurgeDue(deadline, deadline, noticed)).toBe(true);
  });
  it('gives a late notice its full 14 days', () => {
    const noticed = new Date(deadline.getTime() + 5 * day);
    expect(retentionPurgeDue(new Date(deadline.getTime() + 18 * day), deadline, noticed)).toBe(
      false,
    );
    expect(retentionPurgeDue(new Date(deadline.getTime() + 19 * day), deadline, noticed)).toBe(
      true,
    );
  });
});
