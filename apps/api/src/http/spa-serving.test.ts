import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../test/harness';

function builtSpa() {
  const dist = mkdtempSync(path.join(tmpdir(), 'takeoff-spa-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>Takeoff</title>${'<!-- padding -->'.repeat(200)}`);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), `export const board = ${JSON.stringify('flight '.repeat(2000))};`);
  return dist;
}

describe('serving the SPA', () => {
  it('gzips scripts and pages for clients that accept it, with long caching for hashed assets only', async () => {
    const ctx = await createTestContext({ SERVE_WEB: 'true', WEB_DIST_DIR: builtSpa() });
    const script = await ctx.http.get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip');
    expect(script.status).toBe(200);
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(script.headers['cache-control']).toContain('immutable');
    expect(script.text).toContain('flight flight');

    const page = await ctx.http.get('/candidate/jobs').set('Accept-Encoding', 'gzip');
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('no-cache');

    const plain = await ctx.http.get('/assets/index-abc123.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('leaves API responses uncompressed', async () => {
    const ctx = await createTestContext({ SERVE_WEB: 'true', WEB_DIST_DIR: builtSpa() });
    const health = await ctx.http.get('/api/health').set('Accept-Encoding', 'gzip');
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
