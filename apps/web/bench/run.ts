/**
 * `pnpm --filter @takeoff/web bench`: builds the SPA, reports every page's initial JavaScript (gzip)
 * against DESIGN.md §5's landing budget, then runs Lighthouse (mobile) on the landing page served by the
 * real API. Prints tables, writes bench-report.json, exits non-zero when the landing budget is exceeded
 * or a measurement fails. Figures are measured, never asserted as timings.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { startApi } from './api-server';
import { bundleReport, LANDING_BUDGET_KB, type BundleRow } from './bundle-report';
import { runLighthouseWithRetries, type LighthouseScores } from './lighthouse-run';
import { formatTable } from './format-table';

const appRoot = path.resolve(import.meta.dirname, '..');
const distDir = path.join(appRoot, 'dist');
const apiRoot = path.resolve(appRoot, '../api');

console.info('=== SPA build ===');
await build({ root: appRoot, logLevel: 'warn', build: { outDir: distDir, manifest: true } });

console.info('\n=== Initial JavaScript per page (entry + the page\'s lazy modules + their static imports) ===');
const bundles: BundleRow[] = bundleReport(appRoot, distDir);
console.info(
  formatTable(
    bundles.map((row) => ({
      route: row.route,
      chunks: row.chunks,
      'raw KB': row.rawKb.toFixed(1),
      'gzip KB': row.gzipKb.toFixed(1),
      budget: row.budgetKb === null ? '' : `${row.budgetKb} KB`,
      'vs budget': row.budgetKb === null ? '' : `${((row.gzipKb / row.budgetKb) * 100).toFixed(0)}%`,
    })),
  ),
);
const landing = bundles.find((row) => row.route.split(', ').includes('/'));
if (!landing) throw new Error('the route table has no landing page (/)');
const landingWithinBudget = landing.gzipKb <= LANDING_BUDGET_KB;
console.info(`\nLanding page: ${landing.gzipKb.toFixed(1)} KB gzip of ${LANDING_BUDGET_KB} KB budget: ${landingWithinBudget ? 'within budget' : 'OVER BUDGET'}`);

console.info('\n=== Lighthouse, landing page, mobile preset ===');
let lighthouseResult: LighthouseScores | { error: string };
const api = await startApi({ apiRoot, distDir, databaseUrl: process.env.WEB_BENCH_DATABASE_URL });
try {
  lighthouseResult = await runLighthouseWithRetries(`${api.url}/`, 3, (error) => console.info(`${error.message}: running Lighthouse again`));
  console.info(formatTable([lighthouseResult.scores]));
  console.info(formatTable([lighthouseResult.metrics]));
  if (lighthouseResult.failingAudits.length > 0) {
    console.info('Audits below a full score:');
    for (const audit of lighthouseResult.failingAudits) {
      console.info(`  ${audit.id} (${audit.score}): ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    }
  }
} catch (error) {
  lighthouseResult = { error: (error as Error).message };
  console.error('Lighthouse failed:', error);
} finally {
  await api.stop();
}

const out = path.join(process.cwd(), 'bench-report.json');
writeFileSync(
  out,
  JSON.stringify({ at: new Date().toISOString(), landingBudgetKb: LANDING_BUDGET_KB, landingWithinBudget, bundles, lighthouse: lighthouseResult }, null, 2),
);
console.info(`\nReport written to ${out}`);
process.exit(landingWithinBudget && !('error' in lighthouseResult) ? 0 : 1);
