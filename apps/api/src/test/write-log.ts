import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * Records every row written to the test database while it is on, so a test can prove that a refused
 * request wrote nothing. A row trigger on every table logs the table and operation; a write rolled
 * back with its transaction rolls its log row back too. Touching a session's idle deadline and the
 * user's last-active time is how any signed-in request begins, so those columns alone do not count; the audit
 * entry of a refused admin sign-in is security logging, not a write the request made.
 */
export interface WriteLog {
  /** The position to compare against. */
  mark(): Promise<number>;
  /** `table operation` of every row written since the mark. */
  since(mark: number): Promise<string[]>;
  /** Removes the triggers, the function and the log. */
  stop(): Promise<void>;
}

const LOG = 'matrix_write_log';

const eachTable = (statement: string) =>
  sql.raw(`do $$ declare t text; begin
    for t in select tablename from pg_tables where schemaname = 'public' and tablename <> '${LOG}' loop
      execute format('${statement}', t);
    end loop; end $$`);

export async function startWriteLog(db: Database): Promise<WriteLog> {
  await db.execute(
    sql.raw(
      `create table if not exists ${LOG} (id bigserial primary key, table_name text not null, operation text not null)`,
    ),
  );
  await db.execute(
    sql.raw(`create or replace function matrix_note_write() returns trigger language plpgsql as $fn$
    declare
      skip text[] := case tg_table_name when 'users' then array['last_active_at'] when 'sessions' then array['last_seen_at', 'expires_at'] else array[]::text[] end;
    begin
      if tg_op = 'UPDATE' and (to_jsonb(old) - skip) = (to_jsonb(new) - skip) then
        return null;
      end if;
      -- A refused back-office sign-in (or its password step, answered by asking for the code) is recorded in the
      -- audit log: the one write a refusal makes, by design.
      if tg_op = 'INSERT' and tg_table_name = 'admin_audit_log' and (to_jsonb(new)->>'action') in ('admin.sign_in_failed', 'admin.sign_in_code_requested') then
        return null;
      end if;
      insert into ${LOG} (table_name, operation) values (tg_table_name, tg_op);
      return null;
    end $fn$`),
  );
  await db.execute(eachTable('drop trigger if exists matrix_write on %I'));
  await db.execute(
    eachTable(
      'create trigger matrix_write after insert or update or delete on %I for each row execute function matrix_note_write()',
    ),
  );
  return {
    async mark() {
      const result = await db.execute<{ id: string | null }>(
        sql.raw(`select max(id)::text as id from ${LOG}`),
      );
      return Number(result.rows[0]?.id ?? 0);
    },
    async since(mark) {
      const result = await db.execute<{ entry: string }>(
        sql.raw(
          `select table_name || ' ' || operation as entry from ${LOG} where id > ${Number(mark)} order by id`,
        ),
      );
      return result.rows.map((r) => r.entry);
    },
    async stop() {
      await db.execute(eachTable('drop trigger if exists matrix_write on %I'));
      await db.execute(sql.raw('drop function if exists matrix_note_write()'));
      await db.execute(sql.raw(`drop table if exists ${LOG}`));
    },
  };
}
