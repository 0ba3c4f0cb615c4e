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
import type { AppEnv } from '../context.ts';
import { changelogEntries } from '../db/tables/platform.ts';
import { notFound } from '../http/errors.ts';
import { mountResource } from '../layer/resource.ts';
import { allowList } from '../query/index.ts';
import { resourceMessages } from './messages.ts';

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

/** The changelog is not tenant data: every signed-in profile reads it. */
const changelogSchema = allowList(changelogEntries, {
  fields: { id: 'id', channel: 'channel', version: 'version', title: 'title' },
});

/** Registers the changelog route. */
export function register(api: Hono<AppEnv>): void {
  mountResource(api, {
    name: 'changelog',
    schema: changelogSchema,
    shape: 'data',
    routes: {},
    notFound: resourceMessages.changelogNotFound,
    visible: () => () => true,
    extend(routes) {
      routes.read('GET', '/changelog/:channel', async (request) => {
        const channel = request.c.req.param('channel') ?? '';
        if (!(CHANGELOG_CHANNELS as readonly string[]).includes(channel)) {
          throw notFound(resourceMessages.changelogNotFound);
        }
        const rows = await request.deps.db
          .selectFrom('changelog_entries')
          .select(['version', 'title', 'body_markdown', 'published_at'])
          .where('channel', '=', channel)
          .orderBy('published_at', 'desc')
          .orderBy('id', 'desc')
          .execute();
        request.c.header('cache-control', `private, max-age=${String(CHANGELOG_CACHE_MS / 1000)}`);
        request.c.header('vary', 'Authorization, X-Portineria-Profile');
        return request.c.json({ data: changelogMarkdown(rows) });
      });
    },
  });
}
