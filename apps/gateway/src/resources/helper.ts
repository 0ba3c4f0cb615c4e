/**
 * Help pages (002 §2.4, §7.2 "Fetch one documentation page by id and read its body export view.
 * On failure show 'Helper non disponibile per questa sezione'").
 *
 * `GET helper/{id}` → `{ data: { id, key, title, appNamespace, body: { export_view: { value } } } }`
 * where `value` is the page as HTML. `{id}` is the page key ('000', or an application path such as
 * `/ORG/OPR/orders` URL-encoded) or the numeric id. With `?path=` (the help button opens
 * /helper/000?path={current path}) the page of that path's application (domain `permissionPathOf`)
 * is answered when one exists, else page `{id}`. `related` lists the 'Potrebbero anche
 * interessarti' pages of the caller's role (domain `relatedHelperPages`). A missing page answers 404 with
 * 'Helper non disponibile per questa sezione'. Any signed-in profile may read help.
 *
 * The pages are stored as markdown (the demo seed's); the HTML is produced here by a deliberately
 * small renderer that escapes every character of the text first (`escapeHtml`) and
 * only then adds its own tags (headings, lists, quotes, paragraphs, bold, italic): no markup from
 * the stored text can reach the page, so the export view is sanitized by construction.
 */
import { permissionPathOf, relatedHelperPages } from '@portineria/domain';
import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { helperPages } from '../db/tables/platform.ts';
import { notFound } from '../http/errors.ts';
import { escapeHtml } from '../http/html.ts';
import { mountResource } from '../layer/resource.ts';
import { allowList } from '../query/index.ts';
import { resourceMessages } from './messages.ts';

/** Bold and italic on already escaped text. */
function inline(escaped: string): string {
  return escaped
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\*([^*]+)\*/g, '<em>$1</em>');
}

/**
 * Markdown → HTML for the help pages: `#`…`######` headings, `- ` / `* ` lists, `> ` quotes,
 * paragraphs, `**bold**`, `*italic*`. Everything else is text, escaped.
 */
export function markdownToSafeHtml(markdown: string): string {
  const html: string[] = [];
  let list: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) html.push(`<p>${inline(paragraph.join(' '))}</p>`);
    if (list.length > 0)
      html.push(`<ul>${list.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`);
    paragraph = [];
    list = [];
  };
  for (const raw of markdown.split(/\r?\n/)) {
    const line = escapeHtml(raw.trim());
    const heading = /^(#{1,6}) (.*)$/.exec(line);
    const item = /^[-*] (.*)$/.exec(line);
    const quote = /^&gt; ?(.*)$/.exec(line);
    if (line === '') {
      flush();
    } else if (heading?.[1] !== undefined && heading[2] !== undefined) {
      flush();
      const level = heading[1].length;
      html.push(`<h${String(level)}>${inline(heading[2])}</h${String(level)}>`);
    } else if (item?.[1] !== undefined) {
      if (paragraph.length > 0) flush();
      list.push(item[1]);
    } else if (quote?.[1] !== undefined) {
      flush();
      html.push(`<blockquote><p>${inline(quote[1])}</p></blockquote>`);
    } else {
      if (list.length > 0) flush();
      paragraph.push(line);
    }
  }
  flush();
  return html.join('\n');
}

/** Help pages are not tenant data: every signed-in profile reads them. */
const helperSchema = allowList(helperPages, {
  fields: { id: 'id', key: 'page_key', title: 'title', appNamespace: 'app_namespace' },
});

/** Registers the help route. */
export function register(api: Hono<AppEnv>): void {
  mountResource(api, {
    name: 'helper',
    schema: helperSchema,
    shape: 'data',
    routes: {},
    notFound: resourceMessages.helperNotFound,
    visible: () => () => true,
    extend(routes) {
      routes.read('GET', '/helper/:id', async (request) => {
        const id = request.c.req.param('id') ?? '';
        const path = request.c.req.query('path');
        const keys: string[] = [];
        if (path !== undefined && path.startsWith('/')) {
          const applicationPath = permissionPathOf(path);
          if (applicationPath) keys.push(applicationPath);
        }
        keys.push(id);
        const numericId = /^\d{1,9}$/.test(id) ? Number(id) : -1;
        const rows = await request.deps.db
          .selectFrom('helper_pages')
          .select(['id', 'page_key', 'title', 'body', 'app_namespace'])
          .where((eb) => eb.or([eb('page_key', 'in', keys), eb('id', '=', numericId)]))
          .execute();
        const page =
          keys.map((key) => rows.find((row) => row.page_key === key)).find((row) => row) ??
          rows.find((row) => row.id === numericId);
        if (page === undefined) throw notFound(resourceMessages.helperNotFound);
        const summaries = await request.deps.db
          .selectFrom('helper_pages')
          .select(['page_key as key', 'title'])
          .execute();
        return request.c.json({
          data: {
            id: page.id,
            key: page.page_key,
            title: page.title,
            appNamespace: page.app_namespace,
            body: { export_view: { value: markdownToSafeHtml(page.body) } },
            related: relatedHelperPages(page.page_key, request.scope.roleType, summaries),
          },
        });
      });
    },
  });
}
