/**
 * `pnpm bench`: runs every `bench/*.bench.ts` (or the ones named on the command line), prints each
 * one's figures as a table and writes them all to bench-report.json. Benchmarks measure and report;
 * they never assert timings. A result's `failures` (a deterministic check, such as a sequential scan
 * of a large table, or requests that failed) make the run exit non-zero after everything is printed.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface BenchRow {
  [column: string]: string | number | null;
}

export interface BenchResult {
  title: string;
  rows: BenchRow[];
  notes?: string[];
  failures?: string[];
  /** Written to the JSON report only (for instance the SQL each endpoint sent). */
  data?: unknown;
}

export interface Benchmark {
  name: string;
  run: () => Promise<BenchResult[]>;
}

const benchDir = import.meta.dirname;
const wanted = process.argv.slice(2);
const files = readdirSync(benchDir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.includes(w)))
  .sort();

const report: Record<string, BenchResult[]> = {};
let failed = false;
for (const file of files) {
  const mod = (await import(pathToFileURL(path.join(benchDir, file)).href)) as {
    benchmark: Benchmark;
  };
  console.info(`\n=== ${mod.benchmark.name} (${file}) ===`);
  try {
    const results = await mod.benchmark.run();
    report[mod.benchmark.name] = results;
    for (const result of results) {
      console.info(`\n${result.title}`);
      console.table(result.rows);
      for (const note of result.notes ?? []) console.info(`  ${note}`);
      for (const failure of result.failures ?? []) {
        failed = true;
        console.error(`  FAILED: ${failure}`);
      }
    }
  } catch (error) {
    failed = true;
    console.error(`benchmark ${file} failed:`, error);
  }
}
const out = path.resolve(process.cwd(), 'bench-report.json');
writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), failed, report }, null, 2));
console.info(`\nReport written to ${out}${failed ? ' (with failures, see FAILED above)' : ''}`);
process.exit(failed ? 1 : 0);
