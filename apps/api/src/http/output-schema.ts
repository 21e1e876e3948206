import type { z } from 'zod';

/**
 * An answer's schema compiled into plain code: the same result as `schema.parse(value)`, so every answer still loses
 * the fields its schema does not list. Compiled: objects (unknown fields stripped), arrays, strings, numbers, booleans,
 * enums, literals, nullable and optional; any other part is zod's to run. A value the compiled code does not accept
 * is parsed by zod as a whole (zod's error, or zod's result). The API tests compare every answer with zod's
 * (ApiRouter's `checkOutputs`). Why it exists: docs/performance.md.
 */
export function compileOutput<S extends z.ZodType>(schema: S): (value: unknown) => z.output<S> {
  let fast = compiled.get(schema);
  if (!fast) compiled.set(schema, (fast = new Compiler().compile(schema)));
  const run = fast;
  return (value) => {
    const out = run(value);
    return out === FAIL ? schema.parse(value) : (out as z.output<S>);
  };
}

const FAIL: unique symbol = Symbol('not accepted');
const compiled = new WeakMap<z.ZodType, (value: unknown) => unknown>();

/** zod's definition of a schema node, as far as the compiler reads it. */
interface Def {
  type: string;
  checks?: { _zod: { def: { check: string; format?: string } } }[];
  coerce?: boolean;
  format?: string;
  shape?: Record<string, Node>;
  catchall?: Node;
  element?: Node;
  innerType?: Node;
}
interface Node {
  _zod: { def: Def; values?: Set<unknown> };
  safeParse(value: unknown): { success: true; data: unknown } | { success: false };
}

const isSafeIntegerCheck = (check: { _zod: { def: { check: string; format?: string } } }) =>
  check._zod.def.check === 'number_format' && check._zod.def.format === 'safeint';

class Compiler {
  /** Functions of the generated code, one per object and array node. */
  private readonly functions: string[] = [];
  /** Values the code refers to: the sets of enums and literals, the parsers of the parts zod runs. */
  private readonly refs: unknown[] = [];
  private temps = 0;

  compile(schema: z.ZodType): (value: unknown) => unknown {
    const [code, out] = this.node(schema as unknown as Node, 'value');
    const body = `${this.functions.join('\n')}\nreturn function output(value) { ${code} return ${out}; };`;
    return new Function('F', 'r', body)(FAIL, this.refs) as (value: unknown) => unknown;
  }

  private temp() {
    return `t${this.temps++}`;
  }

  private ref(value: unknown) {
    this.refs.push(value);
    return `r[${this.refs.length - 1}]`;
  }

  /** The statements checking the value in variable `x` (returning F when it is not accepted) and its output's expression. */
  private node(schema: Node, x: string): [string, string] {
    const def = schema._zod.def;
    const checks = def.checks ?? [];
    const plain = checks.length === 0 && !def.coerce && def.format === undefined;
    switch (def.type) {
      case 'string':
        if (plain) return [`if (typeof ${x} !== 'string') return F;`, x];
        break;
      case 'boolean':
        if (plain) return [`if (typeof ${x} !== 'boolean') return F;`, x];
        break;
      case 'number':
        if (!def.coerce && def.format === undefined && checks.every(isSafeIntegerCheck)) {
          // zod: a number, not NaN nor infinite; `.int()`: a safe integer (which is both).
          const test =
            checks.length > 0
              ? `Number.isSafeInteger(${x})`
              : `typeof ${x} === 'number' && Number.isFinite(${x})`;
          return [`if (!(${test})) return F;`, x];
        }
        break;
      case 'enum':
      case 'literal':
        if (plain && schema._zod.values)
          return [`if (!${this.ref(schema._zod.values)}.has(${x})) return F;`, x];
        break;
      case 'nullable':
      case 'optional':
        if (plain && def.innerType) {
          const absent = def.type === 'nullable' ? 'null' : 'undefined';
          const [code, out] = this.node(def.innerType, x);
          const t = this.temp();
          return [`let ${t} = ${absent}; if (${x} !== ${absent}) { ${code} ${t} = ${out}; }`, t];
        }
        break;
      case 'object':
        if (plain && def.shape && def.catchall === undefined)
          return this.call(this.objectFunction(def.shape), x);
        break;
      case 'array':
        if (plain && def.element) return this.call(this.arrayFunction(def.element), x);
        break;
    }
    // The rest is zod's to run.
    const parse = (value: unknown) => {
      const result = schema.safeParse(value);
      return result.success ? result.data : FAIL;
    };
    return this.call(this.ref(parse), x);
  }

  private call(fn: string, x: string): [string, string] {
    const t = this.temp();
    return [`const ${t} = ${fn}(${x}); if (${t} === F) return F;`, t];
  }

  /** Adds a function to the generated code (declarations are hoisted: the order they are written in does not matter). */
  private define(body: (name: string) => string) {
    const name = `f${this.functions.length}`;
    this.functions.push(body(name));
    return name;
  }

  private objectFunction(shape: Record<string, Node>) {
    const lines: string[] = [];
    const fields: string[] = [];
    for (const [key, field] of Object.entries(shape)) {
      const x = this.temp();
      const [code, out] = this.node(field, x);
      lines.push(`const ${x} = v[${JSON.stringify(key)}]; ${code}`);
      fields.push(`${JSON.stringify(key)}: ${out}`);
    }
    // Like zod: any object but null and arrays; the output lists the schema's fields, in its order.
    return this.define(
      (name) =>
        `function ${name}(v) { if (typeof v !== 'object' || v === null || Array.isArray(v)) return F; ${lines.join(' ')} return { ${fields.join(', ')} }; }`,
    );
  }

  private arrayFunction(element: Node) {
    const [code, out] = this.node(element, 'e');
    return this.define(
      (name) =>
        `function ${name}(v) { if (!Array.isArray(v)) return F; const n = v.length; const a = []; for (let i = 0; i < n; i++) { const e = v[i]; ${code} a.push(${out}); } return a; }`,
    );
  }
}
