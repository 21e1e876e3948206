import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Modules the SPA's display pages import for constants and small rules. The bundler keeps a module whole in one chunk,
 * so one schema here would bring zod (about 25 KB gzip) into every page that shows a job, a score or an answer
 * (apps/web/src/build/pure-shared-schemas.ts). Their schemas live in the area's module, which re-exports them.
 */
const ZOD_FREE = [
  'job-constants',
  'pitch-constants',
  'promo-constants',
  'video-answer-constants',
  'score-review-constants',
  'control-characters',
];

const importsOf = (name: string) =>
  [
    ...readFileSync(path.join(import.meta.dirname, `${name}.ts`), 'utf8').matchAll(
      /^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm,
    ),
  ].map((match) => match[1]!);

describe('zod-free shared modules', () => {
  it.each(ZOD_FREE)('%s imports no zod, itself or through another module', (name) => {
    const seen = new Set<string>();
    const visit = (module: string): string[] =>
      importsOf(module).flatMap((specifier) => {
        if (!specifier.startsWith('.')) return [specifier];
        const next = path.basename(specifier);
        if (seen.has(next)) return [];
        seen.add(next);
        return visit(next);
      });
    expect(visit(name)).not.toContain('zod');
  });
});
