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
 */
import { CLAIM_LIST_EXPAND, CLAIM_STATUSES } from '@portineria/domain';
import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { invalidQuery } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { fieldInvalid, fieldRequired } from '../layer/fieldMessages.ts';
import { anyOf, byRole, equals, ownOrganization } from '../layer/predicates.ts';
import { mountResource } from '../layer/resource.ts';
import type { ResourceRequest } from '../layer/resource.ts';
import { isPlainObject, queryMessages } from '../query/index.ts';
import { resourceMessages } from './messages.ts';
import { claimSchema } from './schemas/operations.ts';
import { registryErrors } from './supplierRegistry.ts';

const FIELDS = [
  'code',
  'status',
  'description',
  'dateStart',
  'amountClaimed',
  'amountRefunded',
  '_building',
  '_orgEmployee',
  '_supplierICMP',
  '_supplierIEXP',
];

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

async function validateClaim(
  input: Record<string, unknown>,
  request: ResourceRequest,
  creating: boolean,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (creating && (typeof input.code !== 'string' || input.code.trim() === '')) {
    errors.push({ field: 'code', message: fieldRequired('code') });
  }
  if (
    input.status !== undefined &&
    !(CLAIM_STATUSES as readonly unknown[]).includes(input.status)
  ) {
    errors.push({ field: 'status', message: fieldInvalid('status') });
  }
  errors.push(...(await registryErrors(request, input, ['_supplierICMP', '_supplierIEXP'])));
  return errors;
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
    writers: { ORG: 'ORG_OPR_CLAIMS' },
    rewrite: (body, request) => ({ body: withExpand(body, expandOf(request)) }),
    detailInclude: CLAIM_LIST_EXPAND.map((association) => ({ association })),
    writable: { create: FIELDS, update: FIELDS.filter((field) => field !== 'code') },
    validate: (input, request, current) => validateClaim(input, request, current === undefined),
    onCreate: (_input, request) => ({ organization_id: request.scope.companyId }),
    onUpdate: (_input, request) => ({ updatedAt: request.deps.now() }),
    extend(routes) {
      routes.read('GET', '/claims/:id', async (request) => {
        const expand = expandOf(request);
        const include =
          expand.length > 0 ? expand : CLAIM_LIST_EXPAND.map((association) => ({ association }));
        return request.one(await request.find(request.id(), { include }));
      });
    },
  });
}
