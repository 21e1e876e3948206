import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { testEnv } from '../test/harness';
import { BACKUP_FORMAT, backup, restore } from './backup';
import { configFor, expectSameProduct, open, populate } from './backup.fixtures';

describe('backup and restore', () => {
  it("the embedded database: PGlite's dump restored into a new data folder serves the same data and media bytes", async () => {
    const sourceConfig = configFor(undefined);
    let source = await open(sourceConfig);
    const videos = await populate(source);
    await source.jobs.stop();
    await source.database.close();
    const { dir } = await backup(
      sourceConfig,
      mkdtempSync(path.join(tmpdir(), 'takeoff-backups-')),
    );

    const targetConfig = configFor(undefined);
    await restore(targetConfig, dir);
    source = await open(sourceConfig);
    const restored = await open(targetConfig);
    await expectSameProduct(source, restored, videos);
    await source.database.close();
    await restored.database.close();
  }, 180_000);
});

describe('restore reads a manifest as input', () => {
  const tampered = (manifest: Record<string, unknown>) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'takeoff-tampered-'));
    writeFileSync(
      path.join(dir, 'manifest.json'),
      JSON.stringify({
        format: BACKUP_FORMAT,
        database: 'pglite',
        databaseFile: 'pglite-data.tar.gz',
        storage: 'disk',
        media: [],
        ...manifest,
      }),
    );
    return dir;
  };
  const media = (entry: Record<string, unknown>) => [
    {
      key: 'videos/a.mp4',
      file: 'media/a.mp4',
      size: 1,
      contentType: 'video/mp4',
      sha256: 'x',
      ...entry,
    },
  ];

  it.each([
    [
      'a database file outside its folder',
      { databaseFile: '../../etc/passwd' },
      /database file outside the backup folder/,
    ],
    [
      'an absolute database file',
      { databaseFile: '/etc/passwd' },
      /database file outside the backup folder/,
    ],
    [
      'a media file outside its folder',
      { media: media({ file: '../../../home/secret' }) },
      /media file outside the backup folder/,
    ],
    [
      'an absolute media file',
      { media: media({ file: '/etc/shadow' }) },
      /media file outside the backup folder/,
    ],
    [
      'a storage key climbing out of the storage',
      { media: media({ key: '../../app/server.js' }) },
      /unsafe storage key/,
    ],
  ])('refuses %s before restoring anything', async (_name, manifest, message) => {
    const config = loadConfig(testEnv());
    await expect(restore(config, tampered(manifest))).rejects.toThrow(message);
    // Nothing was restored: the embedded database's folder was never created.
    expect(existsSync(path.join(config.DATA_DIR, 'pglite'))).toBe(false);
  });
});
