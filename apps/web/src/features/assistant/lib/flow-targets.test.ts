import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ANY_PAGE, walkthroughsFor, type AssistantRole } from './flows';

/**
 * Where each data-tour target is rendered, per area: the page and tab (as a query) a step must open
 * before it can highlight it. `nav-*` items are in the area's navigation, on every page. Names the
 * seeds use but no screen renders (kept first in a step's list) have no place.
 */
const TARGET_PLACES: Record<AssistantRole, Record<string, string[]>> = {
  company: {
    'upload-promo': [],
    'watch-promo': [],
    'company-promo-video': ['/company/promo'],
    'watch-pitch': ['/company/candidates'],
    sentiment: ['/company/candidates'],
    rate: ['/company/candidates'],
    message: ['/company/candidates'],
    schedule: ['/company/candidates', '/company/interviews'],
    // The inbox is the second tab of Candidate Pitches, not on the pitches tab.
    messages: ['/company/candidates?tab=messages'],
  },
  candidate: {
    'record-video': ['/candidate/pitch', '/candidate/overview'],
    'flight-board': ['/candidate/jobs'],
    'job-search': ['/candidate/jobs'],
    // Apply Now is inside a job's detail dialog, opened from the board.
    apply: [],
    'watch-promo': [],
    'explore-companies': ['/candidate/companies'],
    rate: ['/candidate/companies'],
  },
};

const namesOf = (target: string) =>
  Array.from(target.matchAll(/data-tour="([a-z-]+)"/g), (m) => m[1]!);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.tsx')
        ? [join(dir, entry.name)]
        : [],
  );
}
const renderedNames = new Set(
  sourceFiles(fileURLToPath(new URL('../../..', import.meta.url))).flatMap((file) =>
    Array.from(readFileSync(file, 'utf8').matchAll(/data-tour="([a-z-]+)"/g), (m) => m[1]!),
  ),
);

describe('every assistant step can reach its target', () => {
  for (const role of ['company', 'candidate'] as const) {
    for (const flow of walkthroughsFor(role)) {
      it(`${role} · ${flow.title}: each step declares the page and tab where its target lives`, () => {
        for (const step of flow.steps) {
          if (step.action !== 'highlight') continue;
          const names = namesOf(step.target);
          expect(names.length, `${flow.id}/${step.id}`).toBeGreaterThan(0);
          if (names.every((name) => name.startsWith('nav-'))) {
            expect(step.path, `${flow.id}/${step.id} is in the navigation`).toBe(ANY_PAGE);
            continue;
          }
          const places = names.flatMap((name) => {
            expect(
              TARGET_PLACES[role],
              `${flow.id}/${step.id}: where does "${name}" live?`,
            ).toHaveProperty([name]);
            return TARGET_PLACES[role][name]!;
          });
          expect(places, `${flow.id}/${step.id} opens ${step.path}`).toContain(step.path);
        }
      });
    }
  }

  it('the places above are rendered somewhere: each placed name is a data-tour in the source', () => {
    for (const places of Object.values(TARGET_PLACES)) {
      for (const [name, where] of Object.entries(places)) {
        if (where.length > 0 || name === 'apply') expect(renderedNames, name).toContain(name);
      }
    }
  });
});
