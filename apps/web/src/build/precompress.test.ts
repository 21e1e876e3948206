import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressAssets } from './precompress';

type WriteBundle = (
  options: { dir?: string },
  bundle: Record<
    string,
    { type: 'chunk'; code: string } | { type: 'asset'; source: string | Uint8Array }
  >,
) => Promise<void>;

describe('precompressAssets', () => {
  it('writes a .gz of each script and stylesheet worth compressing, byte for byte the file once unzipped', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'takeoff-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const script = `export const board = ${JSON.stringify('flight '.repeat(400))};`;
    const style = `.board{color:red}${'.gate{margin:0}'.repeat(100)}`;
    const writeBundle = precompressAssets().writeBundle as unknown as WriteBundle;
    await writeBundle(
      { dir },
      {
        'assets/index-abc.js': { type: 'chunk', code: script },
        'assets/index-abc.css': { type: 'asset', source: new TextEncoder().encode(style) },
        'assets/tiny-abc.js': { type: 'chunk', code: 'export const a = 1;' },
        'assets/photo-abc.png': { type: 'asset', source: new Uint8Array(4096) },
      },
    );
    expect(gunzipSync(readFileSync(path.join(dir, 'assets/index-abc.js.gz'))).toString()).toBe(
      script,
    );
    expect(gunzipSync(readFileSync(path.join(dir, 'assets/index-abc.css.gz'))).toString()).toBe(
      style,
    );
    expect(existsSync(path.join(dir, 'assets/tiny-abc.js.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets/photo-abc.png.gz'))).toBe(false);
  });
});
