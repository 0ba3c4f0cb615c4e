/**
 * `copyRows`: streams generated rows into one table with PostgreSQL's `COPY … FROM STDIN`, through
 * Debian's `psql` (the client of the server the tests already install), so that a million rows
 * cost one statement and no dependency: node-postgres has no COPY of its own. Rows are written
 * as COPY's text format as they are generated, waiting for `psql` to drain — memory stays flat
 * whatever the count.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** One value of a row: null is SQL NULL, a Date its ISO instant, anything else its text. */
export type CopyValue = string | number | boolean | Date | null;

/** `psql` of the newest Debian PostgreSQL, else the one on the PATH. */
export function psqlPath(): string {
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const majors = readdirSync(base)
      .filter((name) => /^[0-9]+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    const found = majors.map((major) => join(base, major, 'bin', 'psql')).find(existsSync);
    if (found) return found;
  }
  return 'psql';
}

/** A value in COPY's text format: backslash, tab and line breaks escaped, `\N` for NULL. */
export function copyText(value: CopyValue): string {
  if (value === null) return '\\N';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return String(value)
    .replace(/\\/g, '\\\\')
    .replace(/\t/g, '\\t')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r');
}

/** Options of `copyRows`. */
export interface CopyRowsOptions {
  databaseUrl: string;
  table: string;
  columns: readonly string[];
  rows: Iterable<readonly CopyValue[]>;
  /**
   * Skip the foreign-key triggers while copying (`session_replication_role = replica`, a
   * superuser's setting): the generator writes ids it has itself made consistent, and checking
   * each of millions of references one by one is most of the time of a load.
   */
  skipTriggers?: boolean;
}

/** Streams the rows into the table; answers how many were sent. Rejects with psql's message. */
export async function copyRows(options: CopyRowsOptions): Promise<number> {
  const { databaseUrl, table, columns, rows } = options;
  const names = columns.map((name) => `"${name}"`).join(', ');
  const statements = [
    ...(options.skipTriggers ? ['-c', 'SET session_replication_role = replica'] : []),
    '-c',
    `COPY "${table}" (${names}) FROM STDIN`,
  ];
  const child = spawn(
    psqlPath(),
    ['-X', '-q', '-v', 'ON_ERROR_STOP=1', ...statements, databaseUrl],
    {
      stdio: ['pipe', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    errors += chunk;
  });
  const exited = new Promise<number>((resolveExit, rejectExit) => {
    child.once('error', rejectExit);
    child.once('close', (code) => resolveExit(code ?? 1));
  });
  let sent = 0;
  let buffer = '';
  const flush = async (): Promise<void> => {
    if (buffer === '') return;
    const chunk = buffer;
    buffer = '';
    // events.once rejects on 'error' and removes both listeners: no listener piles up.
    if (!child.stdin.write(chunk)) await once(child.stdin, 'drain');
  };
  try {
    for (const row of rows) {
      buffer += `${row.map(copyText).join('\t')}\n`;
      sent += 1;
      if (buffer.length > 1 << 20) await flush();
    }
    await flush();
  } finally {
    child.stdin.end();
  }
  const code = await exited;
  if (code !== 0) throw new Error(`COPY ${table}: psql exited ${code}: ${errors.trim()}`);
  return sent;
}
