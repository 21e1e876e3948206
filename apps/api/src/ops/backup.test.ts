import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'vitest';
import { backup, restore } from './backup';
import { configFor, expectSameProduct, open, populate } from './backup.fixtures';

describe('backup and restore', () => {
  it('the embedded database: PGlite\'s dump restored into a new data folder serves the same data and media bytes', async () => {
    const sourceConfig = configFor(undefined);
    let source = await open(sourceConfig);
    const videos = await populate(source);
    await source.jobs.stop();
    await source.database.close();
    const { dir } = await backup(sourceConfig, mkdtempSync(path.join(tmpdir(), 'takeoff-backups-')));

    const targetConfig = configFor(undefined);
    await restore(targetConfig, dir);
    source = await open(sourceConfig);
    const restored = await open(targetConfig);
    await expectSameProduct(source, restored, videos);
    await source.database.close();
    await restored.database.close();
  }, 180_000);
});
