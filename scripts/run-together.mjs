#!/usr/bin/env node
// Runs package scripts at the same time (`node scripts/run-together.mjs lint typecheck test:web`): lint and tsc each
// use one core, so on a 2-core machine together they take about as long as the longer one, with room beside them. Each script's output is printed
// whole when it ends, under its name and time, so the two never interleave; the exit code is non-zero if any failed.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-together.mjs <package script> [<package script> ...]');
  process.exit(2);
}

const started = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(0);

const run = (script) =>
  new Promise((resolve) => {
    const begun = Date.now();
    const output = [];
    // pnpm finds itself on PATH: its scripts run with node_modules/.bin there, as `pnpm <script>` does.
    const child = spawn('pnpm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0'),
      },
    });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const ok = code === 0;
      const text = Buffer.concat(output).toString();
      process.stdout.write(
        `\n── ${script}: ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds(begun)}s\n`,
      );
      if (text.trim()) process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
      resolve(ok);
    });
  });

console.info(`Running ${scripts.join(', ')} together…`);
const results = await Promise.all(scripts.map(run));
const failed = scripts.filter((_, i) => !results[i]);
console.info(
  failed.length
    ? `\n${failed.join(', ')} failed (${seconds(started)}s)`
    : `\n${scripts.join(', ')} passed (${seconds(started)}s)`,
);
process.exit(failed.length ? 1 : 0);
