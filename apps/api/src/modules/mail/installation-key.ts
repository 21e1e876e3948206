import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';

const keys = new WeakMap<Config, Buffer>();

/**
 * The key signed links derive from: TOTP_ENCRYPTION_KEY when set (production requires it), else a random key of
 * this installation, generated on first use and kept in DATA_DIR/installation-key — never a published constant,
 * which would let anyone forge links of a development or staging server.
 */
export function linkSigningKey(
  config: Pick<Config, 'TOTP_ENCRYPTION_KEY' | 'totpKey' | 'DATA_DIR'>,
): Buffer {
  if (config.TOTP_ENCRYPTION_KEY) return config.totpKey;
  const cached = keys.get(config as Config);
  if (cached) return cached;
  const key = readOrCreate(path.join(config.DATA_DIR, 'installation-key'));
  keys.set(config as Config, key);
  return key;
}

function readOrCreate(file: string): Buffer {
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  // Written whole under another name, then linked into place: a process starting at the same time reads either
  // nothing (and links its own, which fails) or the complete key.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temporary, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
}
