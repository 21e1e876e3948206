import {
  KeyboardCode,
  pointerWithin,
  rectIntersection,
  type Active,
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type Over,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import {
  APPLICATION_STATUSES,
  type Applicant,
  type ApplicationStatus,
} from '@takeoff/shared/applications';
import { t } from '../i18n';

const FORWARD: string[] = [KeyboardCode.Right, KeyboardCode.Down];
const BACKWARD: string[] = [KeyboardCode.Left, KeyboardCode.Up];
/** How far below a column's top edge a keyboard-moved card is dropped: inside the column, above its cards. */
const HEADER_INSET = 4;

const isStatus = (id: unknown): id is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly unknown[]).includes(id);

/** The stage one step from `from` in pipeline order (Pending → … → Hired → Rejected), or null at either end. */
export function stageStep(from: ApplicationStatus, direction: 1 | -1): ApplicationStatus | null {
  return APPLICATION_STATUSES[APPLICATION_STATUSES.indexOf(from) + direction] ?? null;
}

/**
 * One arrow press moves a lifted card one column, in stage order whatever the grid's wrapping:
 * Right/Down to the next stage, Left/Up to the previous one. The card's top edge lands just inside
 * the target column, which `pipelineCollisions` then reports as the one under it.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { context: { active, over, collisionRect, droppableRects } },
) => {
  const direction = FORWARD.includes(event.code) ? 1 : BACKWARD.includes(event.code) ? -1 : 0;
  if (direction === 0) return undefined;
  event.preventDefault();
  const from = isStatus(over?.id)
    ? over.id
    : (active?.data.current as Applicant | undefined)?.status;
  const to = from ? stageStep(from, direction) : null;
  const rect = to ? droppableRects.get(to) : undefined;
  if (!rect || !collisionRect) return undefined;
  return {
    x: rect.left + Math.max(0, (rect.width - collisionRect.width) / 2),
    y: rect.top + HEADER_INSET,
  };
};

/** A pointer drag picks the column under the pointer; a keyboard drag, the column holding the card's top edge. */
export const pipelineCollisions: CollisionDetection = (args) => {
  if (args.pointerCoordinates) {
    const under = pointerWithin(args);
    return under.length > 0 ? under : rectIntersection(args);
  }
  const { collisionRect } = args;
  return pointerWithin({
    ...args,
    pointerCoordinates: {
      x: collisionRect.left + collisionRect.width / 2,
      y: collisionRect.top + HEADER_INSET,
    },
  });
};

const label = (status: ApplicationStatus) => t(`statuses.${status}`);
const nameOf = (active: Active) =>
  (active.data.current as Applicant | undefined)?.candidateName ?? t('keyboard.theApplication');
const stageOf = (active: Active) => {
  const status = (active.data.current as Applicant | undefined)?.status;
  return status ? label(status) : t('keyboard.itsStage');
};
const stageName = (over: Over | null) => (over && isStatus(over.id) ? label(over.id) : null);

/**
 * What a screen reader hears while a card moves: the candidate's name and stage names, never ids. One set per
 * board: it remembers whether the lifted card has left its column, so lifting it is not drowned out at once
 * by "is over <its own stage>".
 */
export function createPipelineAnnouncements(): Announcements {
  let leftItsColumn = false;
  return {
    onDragStart: ({ active }) => {
      leftItsColumn = false;
      return t('keyboard.pickedUp', { name: nameOf(active), stage: stageOf(active) });
    },
    onDragOver: ({ active, over }) => {
      const stage = stageName(over);
      if (stage === stageOf(active))
        return leftItsColumn ? t('keyboard.backIn', { name: nameOf(active), stage }) : undefined;
      leftItsColumn = true;
      return stage
        ? t('keyboard.over', { name: nameOf(active), stage })
        : t('keyboard.notOver', { name: nameOf(active) });
    },
    onDragEnd: ({ active, over }) => {
      const stage = stageName(over);
      return stage && stage !== stageOf(active)
        ? t('keyboard.movedTo', { name: nameOf(active), stage })
        : t('keyboard.staysIn', { name: nameOf(active), stage: stageOf(active) });
    },
    onDragCancel: ({ active }) =>
      t('keyboard.cancelled', { name: nameOf(active), stage: stageOf(active) }),
  };
}

/** How to move a card with the keyboard, in `language` (the chosen one by default). */
export const pipelineInstructions = (language?: string): ScreenReaderInstructions => ({
  draggable: t('keyboard.instructions', { lng: language }),
});
