import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../deps';
import { mediaFiles } from '../../db/schema/media';
import { videoKeysOfCandidate } from '../pitch-videos/pitch-videos.store';

/**
 * Storage keys of every file the user owns. Read before their rows go (media rows cascade away
 * with the user), and deleted after the transaction commits.
 */
export async function storageKeysOfUser(exec: Executor, userId: number): Promise<string[]> {
  const rows = await exec
    .select({ key: mediaFiles.storageKey })
    .from(mediaFiles)
    .where(eq(mediaFiles.ownerId, userId));
  // Pitch video rows cascade away with the user too; their objects are listed here.
  return [...rows.map((r) => r.key), ...(await videoKeysOfCandidate(exec, userId))];
}

/** Deletes the user's media rows and returns their storage keys, for deletion after commit. */
export async function deleteMediaRowsOfUser(exec: Executor, userId: number): Promise<string[]> {
  const rows = await exec
    .delete(mediaFiles)
    .where(eq(mediaFiles.ownerId, userId))
    .returning({ key: mediaFiles.storageKey });
  return rows.map((r) => r.key);
}

/** Deletes objects one by one so one failure does not keep the others; reports what failed. */
export async function deleteStorageObjects(deps: Pick<AppDeps, 'storage'>, keys: string[]) {
  const failed: string[] = [];
  let deleted = 0;
  for (const key of keys) {
    try {
      await deps.storage.delete(key);
      deleted += 1;
    } catch {
      failed.push(key);
    }
  }
  return { deleted, failed };
}
