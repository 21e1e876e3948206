import {
  NOTE_PRIORITIES,
  type NoteCategory,
  type NotePriority,
  type StructuredNote,
} from './schemas';

const RANK: Record<NotePriority, number> = Object.fromEntries(
  NOTE_PRIORITIES.map((p, index) => [p, index]),
) as Record<NotePriority, number>;

/** Urgent, high, medium, low; within a priority the most recently updated first. Does not mutate. */
export function sortNotesByPriority<T extends Pick<StructuredNote, 'priority' | 'updatedAt'>>(
  notes: readonly T[],
): T[] {
  return [...notes].sort(
    (a, b) => RANK[a.priority] - RANK[b.priority] || b.updatedAt.localeCompare(a.updatedAt),
  );
}

/** "a, b ,, c" → ['a', 'b', 'c'] without duplicates. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}

/** The template's id names its texts in the catalogue (`templates.<id>`); the English texts stay here for the tests. */
export type NoteTemplate = {
  id: 'standup' | 'projectPlan' | 'meetingNotes';
  name: string;
  title: string;
  content: string;
  category: NoteCategory;
  priority: NotePriority;
  tags: string[];
};

export const NOTE_TEMPLATES: NoteTemplate[] = [
  {
    id: 'standup',
    name: 'Daily Standup',
    title: 'Daily Standup',
    category: 'meeting',
    priority: 'medium',
    tags: ['standup'],
    content: 'Yesterday:\n- \n\nToday:\n- \n\nBlockers:\n- ',
  },
  {
    id: 'projectPlan',
    name: 'Project Plan',
    title: 'Project Plan',
    category: 'project',
    priority: 'high',
    tags: ['planning'],
    content: 'Goal:\n\nMilestones:\n1. \n2. \n3. \n\nRisks:\n- \n\nDeadline:',
  },
  {
    id: 'meetingNotes',
    name: 'Meeting Notes',
    title: 'Meeting Notes',
    category: 'meeting',
    priority: 'medium',
    tags: ['meeting'],
    content: 'Attendees:\n- \n\nAgenda:\n- \n\nDecisions:\n- \n\nAction items:\n- ',
  },
];
