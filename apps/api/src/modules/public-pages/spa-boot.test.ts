import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';
import { flight } from './public-pages-test-helpers';
import { SPA_BOOT_PATH, SPA_BOOT_SCRIPT } from './spa-boot';

/** A build's index.html as Vite writes it: entry script, module preload and stylesheet in the head. */
function builtSpa() {
  const dist = mkdtempSync(path.join(tmpdir(), 'takeoff-spa-boot-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html>
<html lang="en"><head>
<meta charset="UTF-8" />
<title>Takeoff</title>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-2.js">
<link rel="stylesheet" crossorigin href="/assets/index-3.css">
</head>
<body><div id="root"></div></body></html>`,
  );
  return dist;
}

/** The page with the inert template of the SPA's assets cut out: what the browser runs and loads on arrival. */
const live = (page: string) => page.replace(/<template id="spa-assets">[\s\S]*?<\/template>/, '');

let ctx: TestContext;
let company: SignedIn;
let candidate: SignedIn;
let flightNumber: string;
let careersPath: string;

beforeAll(async () => {
  ctx = await createTestContext({ SERVE_WEB: 'true', WEB_DIST_DIR: builtSpa() });
  company = await signUp(ctx, 'company', `Boot Air ${Date.now()}`);
  candidate = await signUp(ctx, 'candidate');
  flightNumber = (await flight(ctx, company, { title: 'Night Pilot' })).flightNumber;
  careersPath = `/careers/${((await ctx.http.get('/api/companies/me/profile').set(company.auth)).body as { slug: string }).slug}`;
});

describe('when the SPA takes over a server page', () => {
  it('waits for an anonymous reader’s first interaction: the assets sit in an inert template, only the boot script loads', async () => {
    for (const address of [`/flights/${flightNumber}`, careersPath]) {
      const res = await ctx.http.get(address);
      expect(res.status).toBe(200);
      expect(res.headers.vary).toMatch(/Cookie/);
      const page = res.text;
      expect(page).toContain('<div id="root" data-server-page>');
      expect(page).toMatch(
        /<template id="spa-assets"><link rel="stylesheet" crossorigin href="\/assets\/index-3.css">[\s\S]*<script type="module" crossorigin src="\/assets\/index-1.js"><\/script>[\s\S]*<\/template>/,
      );
      expect(live(page)).not.toMatch(/\/assets\/index-[13]\.|modulepreload/);
      expect(live(page)).toContain(`<script src="${SPA_BOOT_PATH}" defer></script>`);
      expect(page.indexOf('Night Pilot')).toBeLessThan(page.indexOf('spa-assets'));
    }
  });

  it('boots at once for a signed-in visitor and for one who asked to apply', async () => {
    for (const request of [
      ctx.http.get(`/flights/${flightNumber}`).set(candidate.auth),
      ctx.http.get(`/flights/${flightNumber}?apply=1`),
      ctx.http.get(careersPath).set(company.auth),
    ]) {
      const page = (await request).text;
      expect(page).toContain('<div id="root" data-server-page>');
      expect(page).not.toContain('spa-assets');
      expect(page).not.toContain('/spa-boot.js');
      const at = (text: string) => page.indexOf(text);
      expect(at('Night Pilot')).toBeLessThan(at('/assets/index-3.css'));
      expect(at('/assets/index-3.css')).toBeLessThan(
        at('<script type="module" crossorigin src="/assets/index-1.js">'),
      );
    }
  });

  it('serves the boot script from this origin (the CSP allows no inline script), cached for a year under a versioned URL', async () => {
    const res = await ctx.http.get(SPA_BOOT_PATH);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.text).toBe(SPA_BOOT_SCRIPT);
    expect(SPA_BOOT_PATH).toMatch(/^\/spa-boot\.js\?v=[\w-]{12}$/);
  });
});
