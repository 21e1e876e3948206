import { describe, expect, it } from 'vitest';
import { NOTE_TEMPLATES, parseTags, sortNotesByPriority } from './notes';

describe('sortNotesByPriority', () => {
  it('orders urgent, high, medium, low, newest first within a priority, without mutating', () => {
    const notes = [
      { id: 'l', priority: 'low', updatedAt: '2026-01-03' },
      { id: 'm', priority: 'medium', updatedAt: '2026-01-01' },
      { id: 'u-old', priority: 'urgent', updatedAt: '2026-01-01' },
      { id: 'h', priority: 'high', updatedAt: '2026-01-01' },
      { id: 'u-new', priority: 'urgent', updatedAt: '2026-01-02' },
    ] as const;
    const sorted = sortNotesByPriority(notes);
    expect(sorted.map((note) => note.id)).toEqual(['u-new', 'u-old', 'h', 'm', 'l']);
    expect(notes[0].id).toBe('l');
  });
});

describe('notes helpers', () => {
  it('parses comma separated tags', () => {
    expect(parseTags(' a, b ,, a ,c')).toEqual(['a', 'b', 'c']);
  });

  it('offers the three templates', () => {
    expect(NOTE_TEMPLATES.map((template) => template.name)).toEqual([
      'Daily Standup',
      'Project Plan',
      'Meeting Notes',
    ]);
  });
});
