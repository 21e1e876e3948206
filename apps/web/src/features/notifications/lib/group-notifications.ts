import type { Notification } from '@takeoff/shared/notifications';

/** Consecutive identical notifications shown as one row: the newest stands for the rest ("Updated video pitch ×3"). */
export type NotificationGroup = { key: number; latest: Notification; members: Notification[] };

const sameEvent = (a: Notification, b: Notification) =>
  a.type === b.type &&
  a.entityType === b.entityType &&
  a.entityId === b.entityId &&
  a.title === b.title &&
  a.message === b.message &&
  a.occursAt === b.occursAt;

/** Groups runs of identical notifications in list order (newest first); different ones in between break a run. */
export function groupNotifications(items: readonly Notification[]): NotificationGroup[] {
  const groups: NotificationGroup[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && sameEvent(last.latest, item)) last.members.push(item);
    else groups.push({ key: item.id, latest: item, members: [item] });
  }
  return groups;
}
