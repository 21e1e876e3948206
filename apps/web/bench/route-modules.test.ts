import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRoutePages } from './route-modules';

const appRoot = path.resolve(import.meta.dirname, '..');
const pages = readRoutePages(path.join(appRoot, 'src/app/router.tsx'), appRoot);
const modulesOf = (route: string) => pages.find((page) => page.path === route)?.modules;

describe('readRoutePages on the real route table', () => {
  it('maps the landing page to its route module', () => {
    expect(modulesOf('/')).toEqual(['src/app/routes/home.tsx']);
  });

  it('puts the area layout before the page module and joins nested paths', () => {
    expect(modulesOf('/company/jobs')).toEqual([
      'src/app/layouts/company-layout.tsx',
      'src/app/routes/company-jobs.tsx',
    ]);
    expect(modulesOf('/candidate')).toEqual([
      'src/app/layouts/candidate-layout.tsx',
      'src/app/routes/candidate-overview.tsx',
    ]);
  });

  it('keeps pathless layouts out of the URL', () => {
    expect(modulesOf('/top-talents')).toEqual([
      'src/app/layouts/member-layout.tsx',
      'src/app/routes/top-talents.tsx',
    ]);
    expect(modulesOf('/terms')).toEqual([
      'src/app/layouts/page-layout.tsx',
      'src/app/routes/terms.tsx',
    ]);
  });

  it('lists the catch-all page', () => {
    expect(modulesOf('/*')).toEqual(['src/app/routes/not-found.tsx']);
  });
});
