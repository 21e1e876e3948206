import { afterEach, describe, expect, it } from 'vitest';
import type { Active, ClientRect, Over } from '@dnd-kit/core';
import {
  APPLICATION_STATUSES,
  type Applicant,
  type ApplicationStatus,
} from '@takeoff/shared/applications';
import { i18n } from '@/lib/i18n';
import {
  columnKeyboardCoordinates,
  createPipelineAnnouncements,
  pipelineCollisions,
  pipelineInstructions,
  stageStep,
} from './pipeline-keyboard';

const applicant = (status: ApplicationStatus) =>
  ({ id: 7, candidateName: 'Noah Fischer', status }) as Applicant;
const active = (status: ApplicationStatus) =>
  ({ id: 7, data: { current: applicant(status) } }) as unknown as Active;
const over = (status: ApplicationStatus) => ({ id: status }) as unknown as Over;
const rect = (left: number, top: number, width = 300, height = 400): ClientRect => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});

// Three columns a row, as on a desktop: Pending Reviewed Shortlisted / Interviewing Hired Rejected.
const columns = new Map(
  APPLICATION_STATUSES.map((status, i) => [status, rect((i % 3) * 320, Math.floor(i / 3) * 420)]),
);
const card = rect(10, 40, 280, 120);

function press(
  code: string,
  status: ApplicationStatus,
  overStatus: ApplicationStatus | null = status,
) {
  const event = { code, preventDefault: () => {} } as KeyboardEvent;
  const context = {
    active: active(status),
    over: overStatus ? over(overStatus) : null,
    collisionRect: card,
    droppableRects: columns,
  };
  return columnKeyboardCoordinates(event, {
    active: 7,
    currentCoordinates: { x: 10, y: 40 },
    context,
  } as never);
}

describe('keyboard moves in the pipeline', () => {
  it('steps through the stages in order and stops at either end', () => {
    expect(stageStep('pending', 1)).toBe('reviewed');
    expect(stageStep('hired', 1)).toBe('rejected');
    expect(stageStep('rejected', -1)).toBe('hired');
    expect(stageStep('pending', -1)).toBeNull();
    expect(stageStep('rejected', 1)).toBeNull();
  });

  it('moves a lifted card one column per arrow press, into the column the collision check then reports', () => {
    const coordinates = press('ArrowRight', 'pending');
    expect(coordinates).toEqual({ x: 330, y: 4 });
    // Right at the end of a row goes on to the next stage, on the next row.
    expect(press('ArrowRight', 'pending', 'shortlisted')).toEqual({ x: 10, y: 424 });
    expect(press('ArrowDown', 'pending', 'interviewing')).toEqual({ x: 330, y: 424 });
    // A rejected card moves back with one press.
    expect(press('ArrowLeft', 'rejected')).toEqual({ x: 330, y: 424 });
    expect(press('ArrowUp', 'pending')).toBeUndefined();
    expect(press('Space', 'pending')).toBeUndefined();

    const lifted = { ...card, left: 330, top: 4, right: 610, bottom: 124 };
    const droppableContainers = APPLICATION_STATUSES.map((id) => ({
      id,
      data: { current: undefined },
      disabled: false,
    }));
    const collisions = pipelineCollisions({
      active: active('pending'),
      collisionRect: lifted,
      droppableRects: columns,
      droppableContainers: droppableContainers as never,
      pointerCoordinates: null,
    });
    expect(collisions[0]?.id).toBe('reviewed');
  });

  it("announces moves with the candidate's name and stage names, never ids", () => {
    const lifted = active('rejected');
    const pipelineAnnouncements = createPipelineAnnouncements();
    expect(pipelineAnnouncements.onDragStart({ active: lifted })).toBe(
      'Picked up Noah Fischer, in Rejected.',
    );
    // Lifting is not overwritten by "is over Rejected"; coming back is said.
    expect(
      pipelineAnnouncements.onDragOver({ active: lifted, over: over('rejected') }),
    ).toBeUndefined();
    expect(pipelineAnnouncements.onDragOver({ active: lifted, over: over('hired') })).toBe(
      'Noah Fischer is over Hired.',
    );
    expect(pipelineAnnouncements.onDragOver({ active: lifted, over: over('rejected') })).toBe(
      'Noah Fischer is back in Rejected.',
    );
    expect(pipelineAnnouncements.onDragOver({ active: lifted, over: over('hired') })).toBe(
      'Noah Fischer is over Hired.',
    );
    expect(pipelineAnnouncements.onDragEnd({ active: lifted, over: over('hired') })).toBe(
      'Noah Fischer moved to Hired.',
    );
    expect(pipelineAnnouncements.onDragEnd({ active: lifted, over: over('rejected') })).toBe(
      'Noah Fischer stays in Rejected.',
    );
    expect(pipelineAnnouncements.onDragCancel({ active: lifted, over: null })).toBe(
      'Move cancelled. Noah Fischer stays in Rejected.',
    );
  });
});

describe('keyboard moves in Greek', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('announces with the Greek stage names and instructions', async () => {
    await i18n.changeLanguage('el');
    const announcements = createPipelineAnnouncements();
    expect(announcements.onDragStart({ active: active('pending') })).toBe(
      'Επιλέχθηκε η αίτηση: Noah Fischer, στο στάδιο «Σε αναμονή».',
    );
    expect(announcements.onDragEnd({ active: active('pending'), over: over('hired') })).toBe(
      'Noah Fischer: μετακινήθηκε στο στάδιο «Προσλήφθηκε».',
    );
    expect(pipelineInstructions().draggable).toMatch(/^Για να μετακινήσετε μια αίτηση/);
    expect(pipelineInstructions('en').draggable).toMatch(
      /^To move an application, press space or enter\./,
    );
  });
});
