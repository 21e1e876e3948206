import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testDatabase } from '../test/harness';
import { safeErrorSerializer } from './safe-error-log';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ serializers: { err: safeErrorSerializer } }, stream), lines };
}

describe('error logs', () => {
  it('never print the values a failed query was given', async () => {
    const { db } = await testDatabase();
    const secret = '$argon2id$v=19$m=19456,t=2,p=1$secret-hash-value';
    const error = await db.execute(sql`select ${secret}::int`).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(Error);
    const { logger, lines } = capture();
    logger.error({ err: error }, 'request failed');
    const line = lines.join('');
    expect(line).toContain('request failed');
    expect(line).toContain('select $1::int');
    expect(line).not.toContain('secret-hash-value');
  });

  it('keeps what is not a value: message, code, stack', () => {
    const error = Object.assign(
      new Error('Failed query: insert into users values ($1)\nparams: a@b.c,hash'),
      { code: '22021', params: ['a@b.c', 'hash'], detail: 'Key (email)=(a@b.c)' },
    );
    const serialized = safeErrorSerializer(error) as Record<string, unknown>;
    expect(serialized.message).toBe(
      'Failed query: insert into users values ($1)\nparams: [redacted]',
    );
    expect(serialized.code).toBe('22021');
    expect(JSON.stringify(serialized)).not.toContain('a@b.c');
  });
});
