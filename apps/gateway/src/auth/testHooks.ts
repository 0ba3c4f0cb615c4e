/**
 * The end-to-end tests' hooks, mounted only with GATEWAY_TEST_HOOKS=1 (config `testHooks`; the
 * web e2e harness sets it, `npm start` and production never do):
 * - POST /auth/test/profile-grants `{ uid, permissions?, moduli? }` (same-origin) — replaces a
 *   profile's permissions and sets the module flags named (the others stay), as the external login service does when an
 *   administrator changes them while the user works (000 §4 'Permessi insufficienti'), and forgets
 *   the cached scopes so the next call sees the change. 204; 404 for an unknown profile.
 *
 * They live beside the stand-in login service because the profiles are its data: the `/api/v2`
 * contract has no call that writes them.
 */
import type { ModuleFlags, PermissionGrant } from '@portineria/domain';
import type { Hono } from 'hono';
import { sql } from 'kysely';
import { forgetScopes } from '../authz/scopeCache.ts';
import type { AppEnv } from '../context.ts';
import { invalidQuery, notFound } from '../http/errors.ts';
import { assertSameOrigin } from '../http/sameOrigin.ts';

interface ProfileGrantsBody {
  uid?: unknown;
  permissions?: unknown;
  moduli?: unknown;
}

function isGrantList(value: unknown): value is PermissionGrant[] {
  return (
    Array.isArray(value) &&
    value.every(
      (grant: unknown) =>
        typeof grant === 'object' &&
        grant !== null &&
        typeof (grant as PermissionGrant).application === 'string' &&
        Array.isArray((grant as PermissionGrant).functionalities),
    )
  );
}

function isModuleFlags(value: unknown): value is ModuleFlags {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((flag) => typeof flag === 'boolean')
  );
}

/** Mounts the hooks when the configuration asks for them. */
export function registerTestHooks(app: Hono<AppEnv>, enabled: boolean): void {
  if (!enabled) return;
  app.post('/auth/test/profile-grants', async (c) => {
    assertSameOrigin(c);
    const body = (await c.req.json().catch(() => ({}))) as ProfileGrantsBody;
    const { uid, permissions, moduli } = body;
    if (typeof uid !== 'string') throw invalidQuery();
    if (permissions !== undefined && !isGrantList(permissions)) throw invalidQuery();
    if (moduli !== undefined && !isModuleFlags(moduli)) throw invalidQuery();
    const deps = c.get('deps');
    const { rows } = await sql<{ id: number }>`
      update profiles set
        permissions = coalesce(${permissions === undefined ? null : JSON.stringify(permissions)}::jsonb, permissions),
        moduli = moduli || coalesce(${moduli === undefined ? null : JSON.stringify(moduli)}::jsonb, '{}'::jsonb),
        updated_at = ${deps.now()}
      where uid = ${uid}
      returning id`.execute(deps.db);
    if (rows.length === 0) throw notFound();
    forgetScopes(deps);
    return c.body(null, 204);
  });
}
