/**
 * The public building page (000 §2 Route forms: /buildings/{idBuilding}, also opened as
 * /buildings.html?id=…; 000 §2 "Navigation and dashboard are hidden on public building pages"),
 * rendered by the gateway as plain HTML so that it is fast and indexable and needs no sign-in.
 *
 * It shows what a visitor or resident needs: the building's name and address, the administrator's
 * office and its contacts (the office's e-mail and telephone, never its tax code or mobile), the
 * doorkeeper's hours where set, and the building's published notices still in force. It never
 * shows a resident, an owner, a unit or anyone's personal data. A private building, a building
 * whose organisation has not the public page module, a disabled building, the container of the
 * buildingless users and an unknown id all answer the same 404, so the page reveals nothing about
 * which buildings exist.
 */
import type { Context, Hono } from 'hono';
import { sql, type Kysely } from 'kysely';
import type { AppEnv } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { escapeHtml, htmlPage } from '../http/html.ts';
import { setPageSecurityHeaders } from '../http/security.ts';
import { publicPageMessages as text } from './messages.ts';

/** The page's stylesheet, a file of its own so the CSP can forbid inline style. */
export const PUBLIC_BUILDING_STYLESHEET = '/buildings.css';

const PUBLIC_BUILDING_CSS = `
.public-building .address { color: #4a5866; margin-top: 0; }
.public-building section { background: #fff; border: 1px solid #d9e0e7; border-radius: 8px;
  padding: 16px 20px; margin-top: 16px; }
.public-building h2 { font-size: 1.15rem; margin: 0 0 8px; }
.public-building .office { font-weight: 600; margin: 0 0 8px; }
.public-building dl { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; margin: 0; }
.public-building dt { color: #4a5866; }
.public-building dd { margin: 0; overflow-wrap: anywhere; }
.public-building .notices { list-style: none; padding: 0; margin: 0; display: grid; gap: 12px; }
.public-building .notices li + li { border-top: 1px solid #e5eaef; padding-top: 12px; }
.public-building h3 { font-size: 1rem; margin: 0; }
.public-building .meta { color: #4a5866; font-size: 0.9rem; margin: 4px 0; }
.public-building article p:last-child { margin-bottom: 0; }
@media (max-width: 480px) {
  .public-building dl { grid-template-columns: 1fr; gap: 2px; }
  .public-building dd + dt { margin-top: 8px; }
}
`;

/** A building's public page, as read from the database. */
export interface PublicBuilding {
  name: string;
  street: string | null;
  zip: string | null;
  city: string | null;
  province: string | null;
  doorkeeperHours: string | null;
  office: {
    name: string;
    street: string | null;
    zip: string | null;
    city: string | null;
    province: string | null;
    email: string | null;
    landline: string | null;
  };
  notices: { title: string; body: string; publishedAt: Date | null; validTo: string | null }[];
}

/** A positive integer id, or undefined for anything else ('12abc', '-1', '1e3'). */
export function publicBuildingId(value: string | undefined): number | undefined {
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : undefined;
}

/** The public page of a building, or undefined when it has none (see the module's comment). */
export async function readPublicBuilding(
  db: Kysely<Database>,
  id: number,
  now: Date,
): Promise<PublicBuilding | undefined> {
  const row = await db
    .selectFrom('buildings as b')
    .innerJoin('organizations as o', 'o.id', 'b.organization_id')
    .select([
      'b.name',
      'b.street',
      'b.zip',
      'b.city',
      'b.province',
      'b.doorkeeper_hours',
      'o.name1',
      'o.name2',
      'o.street as office_street',
      'o.zip as office_zip',
      'o.city as office_city',
      'o.province as office_province',
      'o.email as office_email',
      'o.landline as office_landline',
    ])
    .where('b.id', '=', id)
    .where('b.is_private', '=', false)
    .where('b.is_buildingless_users_container', '=', false)
    .where('b.status', '=', 'enabled')
    .where(sql<boolean>`coalesce((o.modules ->> 'modulePaginaPubblica')::boolean, false)`)
    .executeTakeFirst();
  if (!row) return undefined;
  const notices = await db
    .selectFrom('notices')
    .select(['title', 'body', 'published_at', 'valid_to'])
    .where('building_id', '=', id)
    .where('status', '=', 'PUBLISHED')
    .where((where) =>
      where.or([where('published_at', 'is', null), where('published_at', '<=', now)]),
    )
    .where((where) =>
      where.or([where('valid_to', 'is', null), where(sql`valid_to`, '>=', sql`${now}::date`)]),
    )
    .orderBy('published_at', 'desc')
    .limit(20)
    .execute();
  return {
    name: row.name,
    street: row.street,
    zip: row.zip,
    city: row.city,
    province: row.province,
    doorkeeperHours: row.doorkeeper_hours,
    office: {
      name: [row.name1, row.name2].filter(Boolean).join(' '),
      street: row.office_street,
      zip: row.office_zip,
      city: row.office_city,
      province: row.office_province,
      email: row.office_email,
      landline: row.office_landline,
    },
    notices: notices.map((notice) => ({
      title: notice.title,
      body: notice.body,
      publishedAt: notice.published_at === null ? null : new Date(notice.published_at),
      validTo: notice.valid_to === null ? null : String(notice.valid_to),
    })),
  };
}

/** 'Via Manzoni 12, 20121 Milano (MI)'. */
function addressLine(place: {
  street: string | null;
  zip: string | null;
  city: string | null;
  province: string | null;
}): string {
  const town = [place.zip, place.city].filter(Boolean).join(' ');
  const withProvince = place.province ? `${town} (${place.province})` : town;
  return [place.street, withProvince].filter(Boolean).join(', ');
}

/** DD/MM/YYYY (000 §9 dates), in Italy's time zone. */
function italianDate(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(`${value.slice(0, 10)}T12:00:00Z`) : value;
  return new Intl.DateTimeFormat('it-IT', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Rome',
  }).format(date);
}

function definition(term: string, valueHtml: string): string {
  return `<dt>${escapeHtml(term)}</dt><dd>${valueHtml}</dd>`;
}

/** The page's HTML; every value from the database is escaped. */
export function renderPublicBuildingPage(building: PublicBuilding): string {
  const address = addressLine(building);
  const { office } = building;
  const officeAddress = addressLine(office);
  const contacts = [
    officeAddress ? definition(text.address, escapeHtml(officeAddress)) : '',
    office.landline
      ? definition(
          text.phone,
          `<a href="tel:${escapeHtml(office.landline.replace(/[^\d+]/g, ''))}">${escapeHtml(office.landline)}</a>`,
        )
      : '',
    office.email
      ? definition(
          text.email,
          `<a href="mailto:${escapeHtml(encodeURIComponent(office.email).replace(/%40/g, '@'))}">${escapeHtml(office.email)}</a>`,
        )
      : '',
  ].join('');
  const doorkeeper = building.doorkeeperHours
    ? `<section aria-labelledby="portineria">
<h2 id="portineria">${escapeHtml(text.doorkeeper)}</h2>
<dl>${definition(text.doorkeeperHours, escapeHtml(building.doorkeeperHours))}</dl>
</section>`
    : '';
  const notices =
    building.notices.length === 0
      ? `<p>${escapeHtml(text.noNotices)}</p>`
      : `<ul class="notices">${building.notices
          .map(
            (notice) => `<li><article>
<h3>${escapeHtml(notice.title)}</h3>
${notice.publishedAt ? `<p class="meta">${escapeHtml(text.publishedOn(italianDate(notice.publishedAt)))}${notice.validTo ? ` · ${escapeHtml(text.validUntil(italianDate(notice.validTo)))}` : ''}</p>` : ''}
<p>${escapeHtml(notice.body)}</p>
</article></li>`,
          )
          .join('')}</ul>`;
  return htmlPage({
    title: `${building.name} — Portineria`,
    description: text.description(building.name, address),
    stylesheets: [PUBLIC_BUILDING_STYLESHEET],
    body: `<main class="public-building">
<h1>${escapeHtml(building.name)}</h1>
${address ? `<p class="address">${escapeHtml(address)}</p>` : ''}
<section aria-labelledby="amministrazione">
<h2 id="amministrazione">${escapeHtml(text.administrator)}</h2>
<p class="office">${escapeHtml(office.name)}</p>
${contacts ? `<dl>${contacts}</dl>` : ''}
</section>
${doorkeeper}
<section aria-labelledby="avvisi">
<h2 id="avvisi">${escapeHtml(text.notices)}</h2>
${notices}
</section>
</main>`,
  });
}

function notFoundPage(): string {
  return htmlPage({
    title: text.notFoundTitle,
    robots: 'noindex',
    body: `<main>
<h1>${escapeHtml(text.notFoundTitle)}</h1>
<p>${escapeHtml(text.notFoundText)}</p>
</main>`,
  });
}

async function answer(c: Context<AppEnv>, rawId: string | undefined) {
  const deps = c.get('deps');
  const id = publicBuildingId(rawId);
  const building = id === undefined ? undefined : await readPublicBuilding(deps.db, id, deps.now());
  setPageSecurityHeaders(c);
  if (!building) return c.html(notFoundPage(), 404);
  // Public and the same for everyone: a short shared cache keeps it fast under load while a new
  // notice still shows within a minute.
  c.header('Cache-Control', 'public, max-age=60');
  return c.html(renderPublicBuildingPage(building));
}

/**
 * GET /buildings/{idBuilding}, GET /buildings.html?id=… and the page's stylesheet (before the web
 * app's fallback).
 */
export function registerPublicBuildingPage(app: Hono<AppEnv>): void {
  app.get(PUBLIC_BUILDING_STYLESHEET, (c) => {
    c.header('content-type', 'text/css; charset=utf-8');
    c.header('cache-control', 'public, max-age=300');
    return c.body(PUBLIC_BUILDING_CSS);
  });
  app.get('/buildings/:idBuilding{[^/]+}', (c) => answer(c, c.req.param('idBuilding')));
  app.get('/buildings.html', (c) => answer(c, c.req.query('id')));
}
