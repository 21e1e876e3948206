import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of the test's own, on 127.0.0.1 and a free port, in a temp directory. Fault
 * tests stop and restart it; the machine's shared server is never touched.
 */
export interface PrivatePostgres {
  url: string;
  port: number;
  /** Fast shutdown: open connections are terminated, as in a real restart. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** The server log, for failure messages. */
  log(): string;
  /** Stops the server if it runs and deletes the directory; safe to call more than once. */
  destroy(): Promise<void>;
}

const NOT_AVAILABLE = 'Cannot create the private PostgreSQL cluster the fault tests need';

/** PG_BIN_DIR, else the newest /usr/lib/postgresql/<version>/bin, else `pg_config --bindir`. */
async function binDir(): Promise<string> {
  const candidates: string[] = [];
  if (process.env.PG_BIN_DIR) candidates.push(process.env.PG_BIN_DIR);
  if (existsSync('/usr/lib/postgresql')) {
    const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => `/usr/lib/postgresql/${v}/bin`));
  }
  try {
    candidates.push((await run('pg_config', ['--bindir'])).stdout.trim());
  } catch {
    // no pg_config on PATH: the other places were listed already
  }
  const found = candidates.find(
    (dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')),
  );
  if (!found) {
    throw new Error(
      `${NOT_AVAILABLE}: no initdb/pg_ctl found (looked in ${candidates.join(', ') || 'nothing'}). Install the PostgreSQL server binaries (apt-get install postgresql) or set PG_BIN_DIR.`,
    );
  }
  return found;
}

/** initdb refuses to run as root: as root the cluster belongs to the `postgres` OS user. */
async function osUser(): Promise<{ uid: number; gid: number; prefix: string[] } | null> {
  if (process.getuid?.() !== 0) return null;
  try {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    return { uid, gid, prefix: ['runuser', '-u', 'postgres', '--'] };
  } catch (error) {
    throw new Error(
      `${NOT_AVAILABLE}: running as root needs the "postgres" OS user and runuser (${(error as Error).message})`,
      { cause: error },
    );
  }
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = await binDir();
  const owner = await osUser();
  const dir = mkdtempSync(path.join(tmpdir(), 'takeoff-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const port = await freePort();
  const pg = (tool: string, args: string[]) => {
    const [command, ...rest] = [...(owner?.prefix ?? []), path.join(bin, tool), ...args];
    return run(command!, rest, { timeout: 180_000 });
  };
  const log = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
  // Loopback TCP only, no Unix socket, so nothing collides with the machine's server. fsync off:
  // the tests restart the server process, they do not crash the machine.
  const options = `-p ${port} -k '' -c listen_addresses=127.0.0.1 -c fsync=off`;
  let running = false;

  const start = async () => {
    await pg('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '120', '-o', options]);
    running = true;
  };
  const stop = async () => {
    await pg('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '120']);
    running = false;
  };
  const destroy = async () => {
    if (running || existsSync(path.join(dataDir, 'postmaster.pid'))) {
      await pg('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w', '-t', '60']).catch(
        () => {},
      );
      running = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await pg('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    await start();
  } catch (error) {
    const serverLog = log();
    await destroy();
    throw new Error(
      `${NOT_AVAILABLE}: ${(error as Error).message}${serverLog ? `\n${serverLog}` : ''}`,
      { cause: error },
    );
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, stop, start, log, destroy };
}
