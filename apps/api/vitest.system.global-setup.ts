import { execFileSync } from 'node:child_process';

/**
 * The system tests start the server as production does (`node dist/server.js`): it is compiled once here, as
 * `pnpm build` does, for every file of the run (a server started from the sources through tsx takes about twice as
 * long to answer its first request, and several tests start two or three).
 */
export default function setup() {
  execFileSync(process.execPath, ['build.mjs'], { cwd: import.meta.dirname, stdio: 'inherit' });
}
