import type { Plugin } from 'vite';
import { parseAst } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const SHARED_MODULE = /[\\/]packages[\\/]shared[\\/]src[\\/](?!.*\.test\.ts$)[^\\/]+\.ts$/;
const PURE = '/* @__PURE__ */ ';

const FUNCTION = new Set(['FunctionExpression', 'ArrowFunctionExpression', 'ClassExpression']);

/** Every call in an initializer (a schema's arguments are schemas too), not those inside functions it defines. */
function callStarts(node: unknown, starts: number[]) {
  if (Array.isArray(node)) {
    for (const child of node) callStarts(child, starts);
    return;
  }
  if (
    !node ||
    typeof node !== 'object' ||
    typeof (node as Node).type !== 'string' ||
    FUNCTION.has((node as Node).type)
  )
    return;
  const expression = node as Node;
  if (expression.type === 'CallExpression' || expression.type === 'NewExpression')
    starts.push(expression.start);
  for (const [key, child] of Object.entries(expression)) {
    if (key !== 'type' && key !== 'start' && key !== 'end' && child && typeof child === 'object')
      callStarts(child, starts);
  }
}

/**
 * Where to mark a module's top-level `const X = …` pure so the bundler drops the declarations nobody uses: the start
 * of every call in their initializers, in order.
 */
export function pureDeclarationStarts(program: { body: Node[] }): number[] {
  const starts: number[] = [];
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration'
        ? (statement.declaration as Node | null)
        : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations as Node[])
      callStarts(declarator.init, starts);
  }
  return [...new Set(starts)].sort((a, b) => a - b);
}

export function annotatePureDeclarations(code: string, program: { body: Node[] }): string {
  let result = '';
  let from = 0;
  for (const start of pureDeclarationStarts(program)) {
    result += code.slice(from, start) + PURE;
    from = start;
  }
  return result + code.slice(from);
}

/**
 * The shared package's modules declare zod schemas at the top level (`export const Job = z.object(…)`). A bundler
 * must keep any call it cannot prove pure, so one constant imported from a module (a version, a list of statuses)
 * brought every schema in it, and zod (25 KB gzip), into the page. Building a schema has no effect beyond its value,
 * so the web build marks those declarations pure: a page carries the schemas it uses, and zod only if it uses one.
 * (The bundler still keeps a module whole in one chunk: a page that imports a module's constants also gets the
 * schemas another page uses from it, which is why constants many pages show live in schema-free modules.)
 */
export function pureSharedSchemas(): Plugin {
  return {
    name: 'takeoff:pure-shared-schemas',
    enforce: 'post',
    transform(code, id) {
      if (!SHARED_MODULE.test(id.split('?')[0]!)) return null;
      const program = parseAst(code) as unknown as { body: Node[] };
      // Nor does importing one do anything else: a module none of whose exports a page uses is left out of it.
      return { code: annotatePureDeclarations(code, program), map: null, moduleSideEffects: false };
    },
  };
}
