import type { AppDeps } from '../../deps';
import type { DemoUsers } from '../../db/seed/demo-users';

/**
 * A welcome notification for each demo account, so the bell has something on a fresh install.
 * Notifications about jobs, pitches and applications come from those areas' own seeders via notify.
 */
export async function seedNotifications(deps: AppDeps, demo: DemoUsers) {
  const welcome = (role: 'company' | 'candidate') =>
    role === 'company'
      ? 'Post your first flight and review candidate video pitches.'
      : 'Record your video pitch so companies can find you.';
  for (const [role, people] of [
    ['company', demo.companies],
    ['candidate', demo.candidates],
  ] as const) {
    if (people.length === 0) continue;
    await deps.notifications.notify({
      to: { userIds: people.map((p) => p.id) },
      type: 'welcome',
      entityType: 'system',
      title: 'Welcome aboard',
      message: welcome(role),
    });
  }
}
