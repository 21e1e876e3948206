import { describe, expect, it } from 'vitest';
import { parseAst } from 'vite';
import { annotatePureDeclarations, pureSharedSchemas } from './pure-shared-schemas';

const annotate = (code: string) => annotatePureDeclarations(code, parseAst(code) as never);

describe('annotatePureDeclarations', () => {
  it('marks every call of a top-level const initializer, arguments included', () => {
    const code =
      "export const Query = z.object({ format: Format.default('json') });\nconst text = z.string();\n";
    expect(annotate(code)).toBe(
      "export const Query = /* @__PURE__ */ z.object({ format: /* @__PURE__ */ Format.default('json') });\nconst text = /* @__PURE__ */ z.string();\n",
    );
  });

  it('leaves statements, lets, plain values and the bodies of functions alone', () => {
    const code =
      'z.config({ x: 1 });\nlet counter = start();\nexport const LIMIT = 3;\nexport const make = (max) => z.string().max(max);\nexport function page() { return z.object({}); }\n';
    expect(annotate(code)).toBe(code);
  });
});

describe('pureSharedSchemas', () => {
  const transform = (code: string, id: string) => {
    const hook = pureSharedSchemas().transform as (
      code: string,
      id: string,
    ) => { code: string; moduleSideEffects: boolean } | null;
    return hook(code, id);
  };

  it('annotates the shared package and declares its modules free of side effects', () => {
    const result = transform(
      'export const Id = z.number();\n',
      '/repo/packages/shared/src/common.ts',
    );
    expect(result).toEqual({
      code: 'export const Id = /* @__PURE__ */ z.number();\n',
      map: null,
      moduleSideEffects: false,
    });
  });

  it('leaves other modules and the package tests as they are', () => {
    expect(
      transform('export const Id = z.number();\n', '/repo/apps/web/src/lib/forms.ts'),
    ).toBeNull();
    expect(
      transform('export const Id = z.number();\n', '/repo/packages/shared/src/common.test.ts'),
    ).toBeNull();
  });
});
