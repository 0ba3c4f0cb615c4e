/**
 * The pinned links of the organisation menu (000 §2 'Barra di navigazione', §3 "Pinned links:
 * list of application names kept per user in the organisation settings", §5 at most three),
 * stored in `profiles.pinned_links`:
 * - GET profiles/{uid}/pinned-links → `{ data: string[] }`;
 * - PUT profiles/{uid}/pinned-links `{ pinned_links: string[] }` → `{ data: string[] }`.
 *
 * A pinned link is the id of an entry of the organisation menu (domain `orgPinnableGroups`:
 * `orgClaimsList`, `orgOrdersList:service`, `orgConsultancies:3`…): one application can have
 * several entries (service orders and contracts are both ORG_OPR_ORDERS), so the entry, not the
 * application code, names what the user pinned.
 *
 * Callers: ORG profiles, their own uid only (any other uid answers 404, another role 403). A save
 * is checked with domain's `pinnedLinksError` against the entries the profile may use now (the
 * 'Servizi' entries of its consultancies included): 400 VALIDATION_FAILED on `pinned_links`.
 */
import {
  evaluatePermission,
  orgPinnableGroups,
  pinnedLinksError,
  showsConsultancyLinks,
} from '@portineria/domain';
import type { Context, Hono } from 'hono';
import { sql } from 'kysely';
import type { RequestScope } from '../authz/scope.ts';
import { requireRole } from '../authz/requirements.ts';
import type { AppEnv } from '../context.ts';
import { notFound, validationFailed } from '../http/errors.ts';
import { resourceMessages } from './messages.ts';

const PATH = '/profiles/:uid/pinned-links';

function ownScope(c: Context<AppEnv>): RequestScope {
  const scope = c.get('scope');
  requireRole(scope, ['ORG'], resourceMessages.roleForbidden);
  if (c.req.param('uid') !== scope.profile.uid) throw notFound(resourceMessages.profileNotFound);
  return scope;
}

async function storedLinks(c: Context<AppEnv>, scope: RequestScope): Promise<string[]> {
  const { rows } = await sql<{ pinned_links: unknown }>`
    select pinned_links from profiles where uid = ${scope.profile.uid}`.execute(c.get('deps').db);
  const stored = rows[0]?.pinned_links;
  return Array.isArray(stored)
    ? stored.filter((link): link is string => typeof link === 'string')
    : [];
}

/** The ids of the menu entries the profile may pin now (000 §2 "Links the user may not use"). */
async function usableLinks(c: Context<AppEnv>, scope: RequestScope): Promise<string[]> {
  const consultancyTypes = showsConsultancyLinks(scope.profile)
    ? (
        await sql<{ id: number; name: string }>`
          select id, name from consultancies
          where organization_id is null or organization_id = ${scope.companyId}`.execute(
          c.get('deps').db,
        )
      ).rows
    : [];
  return orgPinnableGroups({ profile: scope.profile, consultancyTypes })
    .flatMap((group) => group.entries)
    .filter(
      (entry) =>
        entry.application === null ||
        evaluatePermission(scope.profile, { application: entry.application }).state === 'allowed',
    )
    .map((entry) => entry.id);
}

/** Registers the pinned links routes. */
export function register(api: Hono<AppEnv>): void {
  api.get(PATH, async (c) => {
    const scope = ownScope(c);
    return c.json({ data: await storedLinks(c, scope) });
  });

  api.put(PATH, async (c) => {
    const scope = ownScope(c);
    const body: unknown = await c.req.json().catch(() => undefined);
    const links =
      typeof body === 'object' && body !== null
        ? (body as { pinned_links?: unknown }).pinned_links
        : undefined;
    const error = pinnedLinksError(links, await usableLinks(c, scope), await storedLinks(c, scope));
    if (error !== null) throw validationFailed([{ field: 'pinned_links', message: error }]);
    const deps = c.get('deps');
    await sql`update profiles set pinned_links = ${JSON.stringify(links)}::jsonb,
      updated_at = ${deps.now()} where uid = ${scope.profile.uid}`.execute(deps.db);
    return c.json({ data: links as string[] });
  });
}
