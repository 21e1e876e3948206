#!/usr/bin/env node
// `pnpm bench [case ...]`: with no case, the API benchmarks and then the web bench; with cases, API cases go to
// the API bench (`pnpm bench explain`) and `web` runs the web bench, since pnpm would append them to the last
// command of a chained script (the web bench, which takes no cases).
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const apiCases = args.filter((arg) => arg !== 'web');
const runWeb = args.length === 0 || args.includes('web');
const runApi = args.length === 0 || apiCases.length > 0;

const run = (pkg, extra) =>
  spawnSync('pnpm', ['--filter', pkg, 'bench', ...extra], { stdio: 'inherit' }).status ?? 1;

let status = 0;
if (runApi) status = run('@takeoff/api', apiCases) || status;
if (runWeb) status = run('@takeoff/web', []) || status;
process.exit(status);
