/**
 * The changelog (002 §2.5 'Novità e aggiornamenti', §7.3 "GET api/v2/changelog/web on the gateway,
 * with a markdown accept header and profile and auth headers; reads data; cached for 60 seconds").
 *
 * `GET changelog/{channel}` → `{ data: "<markdown>" }`, the entries of the channel newest first,
 * each a level-2 heading `version — title`, its publication date (DD/MM/YYYY, domain
 * `formatDate`) and its markdown body, whose own headings are shifted one level down so the
 * document keeps one outline. Any signed-in profile may read it (the button is ORG only, the route
 * exists for every role, 002 §2.5). `Cache-Control: private, max-age=60` (002 §9 "Changelog
 * cache 60000 ms"). Only the `web` channel exists; another answers 404.
 */
import { CHANGELOG_CACHE_MS, formatDate } from '@portineria/domain';
import type { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppEnv } from '../context.ts';
import { notFound } from './registryAccess.ts';

/** The channels the changelog is published on. */
export const CHANGELOG_CHANNELS = ['web'] as const;

interface EntryRow {
  version: string;
  title: string;
  body_markdown: string;
  published_at: string | Date;
}

/** One markdown document from the entries (see the top of this file). */
export function changelogMarkdown(entries: readonly EntryRow[]): string {
  return entries
    .map((entry) => {
      const body = entry.body_markdown
        .split('\n')
        .map((line) => (/^#{1,5} /.test(line) ? `#${line}` : line))
        .join('\n');
      return `## ${entry.version} — ${entry.title}\n\n*${formatDate(entry.published_at)}*\n\n${body.trim()}\n`;
    })
    .join('\n');
}

/** Registers the changelog route. */
export function register(api: Hono<AppEnv>): void {
  api.get('/changelog/:channel', async (c) => {
    // Any profile: c.var.scope was checked by requireScope; the changelog is not tenant data.
    void c.var.scope;
    const channel = c.req.param('channel');
    if (!(CHANGELOG_CHANNELS as readonly string[]).includes(channel)) throw notFound();
    const { rows } = await sql<EntryRow>`select version, title, body_markdown, published_at
      from changelog_entries where channel = ${channel}
      order by published_at desc, id desc`.execute(c.var.deps.db);
    c.header('cache-control', `private, max-age=${String(CHANGELOG_CACHE_MS / 1000)}`);
    c.header('vary', 'Authorization, X-Portineria-Profile');
    return c.json({ data: changelogMarkdown(rows) });
  });
}
