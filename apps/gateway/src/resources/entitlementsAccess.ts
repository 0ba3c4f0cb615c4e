/**
 * Delegated accesses (001 §1 "delegated access (entitlements-access)", §2.2
 * /ORG/TAB/entitlements-access, /new, /mod/{idElement}, the 'Accessi' screen): search, count,
 * getOne (`{ data }`), create, a versioned edit and delete. A row is an entitlement whose contact
 * delegated a deputy (`entitlement_access_list`): the deputy's name and e-mail, the delegating
 * contact, the building, the entitlement's note, and `status` 'active' once the deputy is a
 * registered user, else 'pending'.
 *
 * Callers: ORG and SYS; SPL and USR 403 FORBIDDEN. Tenant rule: ORG its organisation's
 * entitlements, SYS every row (read only).
 *
 * Kept as every registry is (./registryKeeping.ts; domain DECISIONS.md "Delegated accesses kept
 * as a registry", "Delegated accesses: created, removed, never self-delegated"), with
 * ORG_TAB_ENTITLEMENTSACCESS:
 * - `POST entitlements-access` `{ _building, _unit?, _contact, _contactDeputy, note? }` (APP_NEW)
 *   gives the deputy to the contact's entitlement on the building (domain's
 *   `accessEntitlementChoice`: none or several without a unit 400, one with a deputy already 409
 *   CONFLICT); answers 201 with the access, whose id is its entitlement's.
 * - `PATCH|PUT entitlements-access/{id}` `{ version, _contactDeputy?, note? }` (APP_UPDATE); a
 *   version other than the entitlement's `updatedAt` is 409 STALE_RECORD.
 * - `DELETE entitlements-access/{id}` (APP_DELETE) takes the deputy off the entitlement, which
 *   stays; answers the access as it was.
 * Domain's access form rules (`registryFormColumns('entitlementsAccess')`: the building, the
 * contact and the deputy required, the deputy not the contact, the note's limit) answer 400 with
 * each field's Italian message naming its label; the building, the contact, the unit and the
 * deputy must be records the organisation reads. Every write is the entitlement's, told in its
 * one history (`GET entitlements/{id}/history`).
 */
import {
  accessEntitlementChoice,
  effectiveChanges,
  registryFieldLabel,
  registryFormColumns,
  ROLE_TYPE,
} from '@portineria/domain';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { forgetScopes } from '../authz/scopeCache.ts';
import type { AppEnv } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { assertValid, conflict, notFound, validationFailed } from '../http/errors.ts';
import { byRole, ownOrganization } from '../layer/predicates.ts';
import { mountResource, runWrite } from '../layer/resource.ts';
import type { ResourceRequest, Row } from '../layer/resource.ts';
import { ruleErrors } from '../layer/rules.ts';
import { writeValues } from '../layer/writes.ts';
import { lockRow, nextVersion, readStoredRecord, writeRecord } from './lifecycle.ts';
import { appendHistory } from './recordHistory.ts';
import { registryKeepingParts } from './registryKeeping.ts';
import { resourceMessages } from './messages.ts';
import { entitlementAccessSchema, entitlementSchema } from './schemas/registries.ts';

/** The delegated accesses a profile may see. */
export const visibleEntitlementAccesses = byRole({ ORG: ownOrganization });

/** The fields an access's edit may change: the entitlement's deputy and note. */
const ACCESS_FIELDS = ['_contactDeputy', 'note'];

/** The fields of a new access: which entitlement (building, unit, contact), the deputy, a note. */
const CREATE_FIELDS = ['_building', '_unit', '_contact', '_contactDeputy', 'note'];

/** Domain's access form columns (see the top of this file). */
const ACCESS_COLUMNS = registryFormColumns('entitlementsAccess');

/** A field's label as the access form shows it ('Delegante', 'Delegato'). */
const accessLabel = (field: string) => registryFieldLabel('entitlementsAccess', field);

/** The access kept as its entitlement: written on it, told in its history. */
const keeping = registryKeepingParts({
  schema: entitlementSchema,
  recordKind: 'entitlement',
  fields: ACCESS_FIELDS,
  // Domain's access form rules over the fields sent, beside the stored contact (the deputy is
  // someone else), each message naming the field by its Italian label as the form does ('Il
  // campo Delegato è obbligatorio').
  validate: (input, _request, current) =>
    ruleErrors(input, ACCESS_COLUMNS, 'update', accessLabel, current),
});

/**
 * Writes the deputy (and the note) of an entitlement inside the caller's transaction, with the
 * next version and one history row `update` of the fields that change.
 */
async function writeDeputy(
  trx: Kysely<Database>,
  request: ResourceRequest,
  stored: Row,
  changes: Readonly<Record<string, unknown>>,
): Promise<void> {
  const id = stored.id as number;
  const { changes: changed, history } = effectiveChanges(stored, changes);
  if (history.length === 0) return;
  const now = request.deps.now();
  await writeRecord(trx, entitlementSchema, id, changed, {
    updated_at: nextVersion(stored.updatedAt, now),
  });
  await appendHistory(
    trx,
    {
      organizationId: stored.organization_id as number,
      recordKind: 'entitlement',
      recordId: id,
      action: 'update',
      changes: history,
    },
    request,
    now,
  );
}

/** `POST entitlements-access`: see the top of this file. */
async function createAccess(request: ResourceRequest): Promise<Response> {
  const values = writeValues(entitlementAccessSchema, await request.body(), CREATE_FIELDS);
  assertValid(values.errors);
  const input = values.input;
  const errors = ruleErrors(input, ACCESS_COLUMNS, 'create', accessLabel);
  for (const error of await request.linkErrors(input)) {
    if (!errors.some((found) => found.field === error.field)) errors.push(error);
  }
  assertValid(errors);
  const candidates = await request.deps.db
    .selectFrom('entitlements')
    .select(['id', 'unit_id', 'contact_deputy_id'])
    .where('organization_id', '=', request.scope.companyId)
    .where('building_id', '=', input._building as number)
    .where('contact_id', '=', input._contact as number)
    .orderBy('id')
    .execute();
  const choice = accessEntitlementChoice(
    candidates.map((row) => ({
      id: row.id,
      unitId: row.unit_id,
      deputyId: row.contact_deputy_id,
    })),
    typeof input._unit === 'number' ? input._unit : null,
  );
  if (choice.kind === 'refused') {
    if (choice.reason === 'conflict') throw conflict(choice.message);
    throw validationFailed([{ field: choice.field, message: choice.message }]);
  }
  const id = choice.id;
  await runWrite(entitlementSchema, () =>
    request.deps.db.transaction().execute(async (trx) => {
      await lockRow(trx, entitlementSchema.table, id);
      const stored = await readStoredRecord(trx, entitlementSchema, id);
      if (stored === undefined) throw notFound(resourceMessages.entitlementNotFound);
      // Another office member gave a deputy meanwhile: the access exists now.
      const again = accessEntitlementChoice(
        [{ id, unitId: null, deputyId: (stored._contactDeputy as number | null) ?? null }],
        null,
      );
      if (again.kind === 'refused') throw conflict(again.message);
      await writeDeputy(trx, request, stored, {
        _contactDeputy: input._contactDeputy,
        ...(input.note !== undefined && input.note !== null ? { note: input.note } : {}),
      });
    }),
  );
  forgetScopes(request.deps);
  return request.one(await request.find(id), 201);
}

/** `DELETE entitlements-access/{id}`: the entitlement loses its deputy; the access as it was. */
async function removeAccess(request: ResourceRequest, current: Row): Promise<Response> {
  const id = request.id();
  await runWrite(
    entitlementSchema,
    () =>
      request.deps.db.transaction().execute(async (trx) => {
        await lockRow(trx, entitlementSchema.table, id);
        const stored = await readStoredRecord(trx, entitlementSchema, id);
        // Taken away meanwhile: no access any more, as for a record the caller cannot read.
        if (stored === undefined || stored._contactDeputy == null) {
          throw notFound(resourceMessages.entitlementAccessNotFound);
        }
        await writeDeputy(trx, request, stored, { _contactDeputy: null });
      }),
    true,
  );
  forgetScopes(request.deps);
  return request.one(current);
}

/** Registers the entitlements-access routes. */
export function register(api: Hono<AppEnv>): void {
  mountResource(api, {
    name: 'entitlements-access',
    schema: entitlementAccessSchema,
    shape: 'data',
    routes: {
      'entitlements-access': ['search', 'count', 'getOne', 'create', 'update', 'remove'],
    },
    notFound: resourceMessages.entitlementAccessNotFound,
    visible: visibleEntitlementAccesses,
    callers: (scope) =>
      scope.roleType === ROLE_TYPE.ORG || scope.roleType === ROLE_TYPE.SYS
        ? undefined
        : resourceMessages.roleForbidden,
    writers: { ORG: 'ORG_TAB_ENTITLEMENTSACCESS' },
    writable: { create: CREATE_FIELDS, update: ACCESS_FIELDS },
    handlers: {
      create: createAccess,
      async update(request, current) {
        const answer = await keeping.handlers.update(request, current);
        // The deputy decides which buildings a user reaches, as the entitlement's edit does.
        forgetScopes(request.deps);
        return answer;
      },
      remove: removeAccess,
    },
  });
}
