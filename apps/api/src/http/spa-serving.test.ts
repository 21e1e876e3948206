import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../test/harness';

function builtSpa() {
  const dist = mkdtempSync(path.join(tmpdir(), 'takeoff-spa-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><title>Takeoff</title>${'<!-- padding -->'.repeat(200)}`,
  );
  writeFileSync(
    path.join(dist, 'assets', 'index-abc123.js'),
    `export const board = ${JSON.stringify('flight '.repeat(2000))};`,
  );
  return dist;
}

/** A build with prerendered pages, as apps/web's prerender step writes them (dist/prerendered + routes.json). */
function builtSpaWithPrerenderedPages(routes: Record<string, string>) {
  const dist = builtSpa();
  mkdirSync(path.join(dist, 'prerendered'));
  writeFileSync(
    path.join(dist, 'prerendered', 'landing.html'),
    '<!doctype html><div id="root" data-prerendered="/"><h1>Hiring at the speed of takeoff.</h1></div>',
  );
  writeFileSync(
    path.join(dist, 'prerendered', 'terms.html'),
    '<!doctype html><div id="root" data-prerendered="/terms"><h1>Terms of Use</h1></div>',
  );
  writeFileSync(path.join(dist, 'prerendered', 'routes.json'), JSON.stringify(routes));
  writeFileSync(path.join(dist, 'secret.txt'), 'not a page');
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

  it('sends the .gz the build wrote beside a script as it is, to clients that accept gzip', async () => {
    const dist = builtSpa();
    // Not the script gzipped again: a marker shows which file went out.
    writeFileSync(
      path.join(dist, 'assets', 'index-abc123.js.gz'),
      gzipSync('export const board = "compressed at build";'),
    );
    const ctx = await createTestContext({ SERVE_WEB: 'true', WEB_DIST_DIR: dist });
    const script = await ctx.http.get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip, br');
    expect(script.status).toBe(200);
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(script.headers['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i);
    expect(script.headers['vary']).toContain('Accept-Encoding');
    expect(script.headers['cache-control']).toContain('immutable');
    expect(script.text).toBe('export const board = "compressed at build";');

    const plain = await ctx.http.get('/assets/index-abc123.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toContain('flight flight');
  });

  it('leaves API responses uncompressed', async () => {
    const ctx = await createTestContext({ SERVE_WEB: 'true', WEB_DIST_DIR: builtSpa() });
    const health = await ctx.http.get('/api/health').set('Accept-Encoding', 'gzip');
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('sends the prerendered page for its path (with or without a trailing slash, any query), index.html elsewhere', async () => {
    const ctx = await createTestContext({
      SERVE_WEB: 'true',
      WEB_DIST_DIR: builtSpaWithPrerenderedPages({ '/': 'landing.html', '/terms': 'terms.html' }),
    });
    const landing = await ctx.http.get('/?utm_source=mail');
    expect(landing.status).toBe(200);
    expect(landing.headers['content-type']).toContain('text/html');
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect(landing.text).toContain('Hiring at the speed of takeoff.');
    for (const url of ['/terms', '/terms/']) {
      const terms = await ctx.http.get(url);
      expect(terms.status).toBe(200);
      expect(terms.text).toContain('data-prerendered="/terms"');
    }
    // Same policy as every other page: the prerendered HTML brings no inline script to allow.
    expect(landing.headers['content-security-policy']).toContain("script-src 'self'");
    const other = await ctx.http.get('/candidate/jobs');
    expect(other.text).toContain('<title>Takeoff</title>');
    expect(other.text).not.toContain('data-prerendered');
    const privacy = await ctx.http.get('/privacy');
    expect(privacy.text).not.toContain('data-prerendered');
    const upperCase = await ctx.http.get('/TERMS');
    expect(upperCase.text).not.toContain('data-prerendered');
  });

  it('ignores entries of routes.json that name anything but a page file of that folder', async () => {
    const ctx = await createTestContext({
      SERVE_WEB: 'true',
      WEB_DIST_DIR: builtSpaWithPrerenderedPages({
        '/': '../secret.txt',
        '/terms': 'missing.html',
        '/privacy': '../index.html',
        terms: 'terms.html',
      }),
    });
    for (const url of ['/', '/terms', '/privacy']) {
      const page = await ctx.http.get(url);
      expect(page.status).toBe(200);
      expect(page.text).toContain('<title>Takeoff</title>');
      expect(page.text).not.toContain('not a page');
    }
  });

  it('serves index.html for every path when the build has no prerendered pages', async () => {
    const ctx = await createTestContext({ SERVE_WEB: 'true', WEB_DIST_DIR: builtSpa() });
    const landing = await ctx.http.get('/');
    expect(landing.status).toBe(200);
    expect(landing.text).toContain('<title>Takeoff</title>');
  });
});
