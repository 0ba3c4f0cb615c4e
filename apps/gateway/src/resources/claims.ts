/**
 * Claims (sinistri): search and count with `?expand=building,supplierICMP,supplierIEXP` (001 §7;
 * the expand is also accepted as `include`), getOne (with the three relations unless `expand`
 * names others), create and update; the picker's `full_text` and "status not in closed and
 * _building" queries (002 §7.1) are plain criteria.
 *
 * Every access needs the claims module (`moduleSinistri`, 403 MODULE_DISABLED otherwise; a SYS
 * profile may still read). Tenant rule: ORG its organisation's claims; SPL the claims it is
 * linked to as insurer (ICMP) or loss adjuster (IEXP); USR none; SYS all, read only. The
 * organisation writes them (ORG_OPR_CLAIMS, APP_NEW / APP_UPDATE); the insurer and the loss
 * adjuster are suppliers of its registry.
 *
 * A new claim gets its code from its id (domain's `claimCode`) and starts OPEN; create and edit
 * take the claim form's fields through domain's `validateClaimForm`, an edit with the version it
 * was loaded at (another version: 409 STALE_RECORD). Status and the liquidated amount change
 * only through `POST claims/{id}/transitions` `{ event, version }`, which asks domain's claim
 * lifecycle machine (DECISIONS.md "Claim lifecycle"): 404 for a claim the caller cannot read,
 * 403 for a role that takes no step (the insurer and the loss adjuster read only) or without
 * the module, 409 STALE_RECORD, 409 CONFLICT with the machine's Italian reason, 400 for a
 * missing liquidated amount or closing reason. Every write appends a `record_history` row; the
 * timeline is `GET claims/{id}/history`.
 */
import {
  CLAIM_FORM_FIELDS,
  CLAIM_LIST_EXPAND,
  applyClaimTransition,
  claimCode,
  validateClaimForm,
} from '@portineria/domain';
import type {
  ClaimFormValues,
  ClaimLifecycleRecord,
  ClaimTransitionEvent,
} from '@portineria/domain';
import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { asDomainRecord } from '../db/domainRecords.ts';
import { invalidQuery } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { anyOf, byRole, equals, ownOrganization } from '../layer/predicates.ts';
import { mountResource } from '../layer/resource.ts';
import type { ResourceRequest } from '../layer/resource.ts';
import { isPlainObject, queryMessages } from '../query/index.ts';
import { readStoredRecord } from './lifecycle.ts';
import { resourceMessages } from './messages.ts';
import { appendHistory, creationChanges, registerHistoryRoute } from './recordHistory.ts';
import { claimSchema } from './schemas/operations.ts';
import { registryErrors } from './supplierRegistry.ts';
import { transitionRoute, versionedUpdateRoute } from './transitions.ts';
import type { RecordTransition } from './transitions.ts';

/** What a create or an edit writes: the form's fields; status and the liquidated amount are the lifecycle's. */
const FIELDS: readonly string[] = CLAIM_FORM_FIELDS;

const DETAIL_INCLUDE = CLAIM_LIST_EXPAND.map((association) => ({ association }));

/** The fields each event carries besides its type. */
const CLAIM_EVENT_PAYLOADS = {
  START_VERIFICATION: [],
  ASSESS_DAMAGE: [],
  REQUEST_LIQUIDATION: [],
  LIQUIDATE: ['amountRefunded'],
  CLOSE_NOT_LIQUIDATED: ['reason'],
  REOPEN: [],
} as const satisfies Record<ClaimTransitionEvent['type'], readonly string[]>;

/** The claims a profile may see: a supplier those it is insurer or loss adjuster of. */
export const visibleClaims = byRole({
  ORG: ownOrganization,
  SPL: (scope) => (alias) =>
    anyOf(
      equals(alias, 'supplier_icmp_id', scope.companyId),
      equals(alias, 'supplier_iexp_id', scope.companyId),
    ),
});

/** The includes of `?expand=building,supplierICMP,supplierIEXP` (001 §7). */
function expandOf(request: ResourceRequest): { association: string }[] {
  const expand = request.c.req.query('expand');
  if (expand === undefined || expand.trim() === '') return [];
  const names = expand
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  for (const name of names) {
    if (!(CLAIM_LIST_EXPAND as readonly string[]).includes(name)) {
      throw invalidQuery(queryMessages.unknownAssociation(name));
    }
  }
  return names.map((association) => ({ association }));
}

/** A list body with the expansions added to its includes (once each). */
function withExpand(
  body: Record<string, unknown>,
  expand: { association: string }[],
): Record<string, unknown> {
  if (expand.length === 0) return body;
  const include = Array.isArray(body.include) ? [...(body.include as unknown[])] : [];
  for (const item of expand) {
    const present = include.some(
      (entry) =>
        entry === item.association ||
        (isPlainObject(entry) && entry.association === item.association),
    );
    if (!present) include.push(item);
  }
  return { ...body, include };
}

/**
 * domain's claim form rules on a create, or on the fields an edit sends; the insurer and the loss
 * adjuster must be suppliers of the organisation's registry.
 */
async function validateClaim(
  input: Record<string, unknown>,
  request: ResourceRequest,
  creating: boolean,
): Promise<FieldError[]> {
  const { errors } = validateClaimForm(input as ClaimFormValues);
  const found: FieldError[] = Object.entries(errors)
    .filter(([field]) => creating || Object.hasOwn(input, field))
    .map(([field, text]) => ({ field, message: text }));
  for (const error of await registryErrors(request, input, ['_supplierICMP', '_supplierIEXP'])) {
    if (!found.some((each) => each.field === error.field)) found.push(error);
  }
  return found;
}

/** A step of the claim's lifecycle: domain's machine decides, the layer writes (./transitions.ts). */
const CLAIM_TRANSITION: RecordTransition<ClaimTransitionEvent['type'], ClaimLifecycleRecord> = {
  schema: claimSchema,
  recordKind: 'claim',
  payloads: CLAIM_EVENT_PAYLOADS,
  include: DETAIL_INCLUDE,
  apply: ({ stored, event, scope }) => ({
    result: applyClaimTransition(
      asDomainRecord<ClaimLifecycleRecord>(stored),
      asDomainRecord<ClaimTransitionEvent>(event),
      scope.profile,
    ),
  }),
};

/**
 * `PATCH|PUT claims/{id}` `{ version, ...fields }`: the form's fields with the version the form
 * was loaded at. Status, the liquidated amount and the code are refused here.
 */
function updateClaim(request: ResourceRequest): Promise<Response> {
  return versionedUpdateRoute(request, {
    schema: claimSchema,
    recordKind: 'claim',
    fields: FIELDS,
    validate: (input) => validateClaim(input, request, false),
    include: DETAIL_INCLUDE,
  });
}

/** Registers the claims routes. */
export function register(api: Hono<AppEnv>): void {
  mountResource(api, {
    name: 'claims',
    schema: claimSchema,
    shape: 'data',
    routes: { claims: ['search', 'count', 'create', 'update'] },
    notFound: resourceMessages.claimNotFound,
    visible: visibleClaims,
    modules: ['moduleSinistri'],
    writers: { ORG: { application: 'ORG_OPR_CLAIMS', actions: ['create', 'update'] } },
    rewrite: (body, request) => ({ body: withExpand(body, expandOf(request)) }),
    detailInclude: DETAIL_INCLUDE,
    writable: { create: [...FIELDS], update: [...FIELDS] },
    validate: (input, request, current) => validateClaim(input, request, current === undefined),
    handlers: { update: updateClaim },
    // The code needs the id: it is written once the claim exists. A new claim is OPEN.
    onCreate: (_input, request) => ({ organization_id: request.scope.companyId, code: 'SIN' }),
    async onInserted(id, db, request) {
      const now = request.deps.now();
      await db
        .updateTable('claims')
        .set({ code: claimCode(now.getFullYear(), id) })
        .where('id', '=', id)
        .execute();
      const stored = await readStoredRecord(db, claimSchema, id);
      if (stored === undefined) return;
      const created = Object.fromEntries(
        ['code', 'status', ...FIELDS].map((field) => [field, stored[field]]),
      );
      await appendHistory(
        db,
        {
          organizationId: stored.organization_id as number,
          recordKind: 'claim',
          recordId: id,
          action: 'create',
          changes: creationChanges(created),
        },
        request,
        now,
      );
    },
    extend(routes) {
      routes.read('GET', '/claims/:id', async (request) => {
        const expand = expandOf(request);
        const include = expand.length > 0 ? expand : DETAIL_INCLUDE;
        return request.one(await request.find(request.id(), { include }));
      });
      // Mounted as a read so that a claim the caller cannot read answers 404 before any 403:
      // domain's machine then refuses every role but the organisation with ORG_OPR_CLAIMS
      // APP_UPDATE and the claims module (403), as the action bar shows it.
      routes.read('POST', '/claims/:id/transitions', (request) =>
        transitionRoute(request, CLAIM_TRANSITION),
      );
      // The claim's timeline: whoever reads the claim (DECISIONS.md "Record history").
      registerHistoryRoute(routes, '/claims/:id/history', 'claim');
    },
  });
}
