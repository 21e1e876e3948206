import type { AppDeps } from '../../deps';

/**
 * Removes storage objects after their rows were deleted and committed. A failed object delete is
 * logged, not thrown: the rows are gone, so the object is merely unreferenced.
 */
export async function deleteStoredObjects(
  deps: Pick<AppDeps, 'storage' | 'logger'>,
  keys: readonly string[],
) {
  for (const key of keys) {
    await deps.storage
      .delete(key)
      .catch((error: unknown) =>
        deps.logger.warn({ err: error, key }, 'stored object left behind'),
      );
  }
}
