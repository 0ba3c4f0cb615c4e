/**
 * Claims (sinistri, H5): list and count with `?expand=building,supplierICMP,supplierIEXP`
 * (001 §7; the expand is also accepted as `include`), getOne, create and update; the picker's
 * `full_text` and "status not in closed and _building" queries (002 §7.1) are plain criteria.
 *
 * Every access needs the claims module (`moduleSinistri`, 403 MODULE_DISABLED otherwise; a SYS
 * profile may still read). Tenant rule: ORG its organisation's claims; SPL the claims it is
 * linked to as insurer (ICMP) or loss adjuster (IEXP); USR none; SYS all, read only. The
 * organisation writes them (ORG_OPR_CLAIMS, APP_NEW / APP_UPDATE).
 */
import { CLAIM_LIST_EXPAND, CLAIM_STATUSES } from '@portineria/domain';
import type { Context, Hono } from 'hono';
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv } from '../context.ts';
import { GatewayError } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import {
  assertValid,
  columnEquals,
  jsonObject,
  pathId,
  requireModules,
} from '../operations/access.ts';
import { operationsMessages } from '../operations/messages.ts';
import { findVisible, foreignReferences, listBody } from '../operations/query.ts';
import type { Visible } from '../operations/query.ts';
import { claimSchema } from '../operations/schemas.ts';
import { queryMessages } from '../query/messages.ts';
import { mountResource } from './kit.ts';

const NOT_FOUND = operationsMessages.claimNotFound;
const MODULES = ['moduleSinistri'] as const;
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

const REFERENCES = { _building: 'buildings', _orgEmployee: 'employees' } as const;
// Insurers and loss adjusters are suppliers of the organisation's registry.
const SUPPLIER_FIELDS = ['_supplierICMP', '_supplierIEXP'];

/** The claims a profile may see. */
export function visibleClaims(scope: RequestScope): Visible {
  return (alias) => {
    switch (scope.roleType) {
      case 'ORG':
        return columnEquals(alias, 'organization_id', scope.companyId);
      case 'SPL':
        return sql<SqlBool>`(${sql.ref(`${alias}.supplier_icmp_id`)} = ${scope.companyId} or ${sql.ref(`${alias}.supplier_iexp_id`)} = ${scope.companyId})`;
      case 'USR':
        return false;
      case 'SYS':
        return true;
      default:
        return scope.roleType satisfies never;
    }
  };
}

function checkModule(scope: RequestScope): void {
  if (scope.roleType !== 'SYS') requireModules(scope, MODULES);
}

/** The includes of `?expand=building,supplierICMP,supplierIEXP` (001 §7). */
function expandOf(c: Context<AppEnv>): { association: string }[] {
  const expand = c.req.query('expand');
  if (expand === undefined || expand.trim() === '') return [];
  const names = expand
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  for (const name of names) {
    if (!(CLAIM_LIST_EXPAND as readonly string[]).includes(name)) {
      throw new GatewayError(400, 'INVALID_QUERY', queryMessages.unknownAssociation(name));
    }
  }
  return names.map((association) => ({ association }));
}

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
        (typeof entry === 'object' &&
          entry !== null &&
          (entry as { association?: unknown }).association === item.association),
    );
    if (!present) include.push(item);
  }
  return { ...body, include };
}

function validateClaim(input: Record<string, unknown>, mode: 'create' | 'update'): FieldError[] {
  const errors: FieldError[] = [];
  if (mode === 'create' && (typeof input.code !== 'string' || input.code.trim() === '')) {
    errors.push({ field: 'code', message: operationsMessages.fieldRequired('Codice') });
  }
  if (
    input.status !== undefined &&
    !(CLAIM_STATUSES as readonly unknown[]).includes(input.status)
  ) {
    errors.push({ field: 'status', message: operationsMessages.fieldInvalid('Stato') });
  }
  return errors;
}

/** Registers the claims routes. */
export function register(api: Hono<AppEnv>): void {
  const search = async (c: Context<AppEnv>, body: Record<string, unknown>) => {
    const scope = c.var.scope;
    checkModule(scope);
    const { rows } = await listBody(
      c,
      claimSchema,
      withExpand(body, expandOf(c)),
      visibleClaims(scope),
    );
    return c.json({ data: rows });
  };
  api.post('/claims/search', async (c) => search(c, await jsonObject(c.req)));
  api.get('/claims/search', async (c) => {
    const body: Record<string, unknown> = {};
    for (const name of ['where', 'include', 'order'] as const) {
      const value = c.req.query(name);
      if (value === undefined || value === '') continue;
      try {
        body[name] = JSON.parse(value) as unknown;
      } catch {
        throw new GatewayError(400, 'INVALID_QUERY', queryMessages.invalidJson);
      }
    }
    for (const name of ['limit', 'offset'] as const) {
      const value = c.req.query(name);
      if (value !== undefined && value !== '')
        body[name] = /^\d{1,10}$/.test(value) ? Number(value) : value;
    }
    const fullText = c.req.query('full_text');
    if (fullText !== undefined && fullText !== '') body.full_text = fullText;
    return search(c, body);
  });
  api.get('/claims/:id{[0-9]+}', async (c) => {
    const scope = c.var.scope;
    checkModule(scope);
    const id = pathId(c.req.param('id'), NOT_FOUND);
    const expand = expandOf(c);
    const row = await findVisible(
      c,
      claimSchema,
      id,
      visibleClaims(scope),
      NOT_FOUND,
      expand.length > 0 ? expand : CLAIM_LIST_EXPAND.map((association) => ({ association })),
    );
    return c.json({ data: row });
  });

  mountResource(api, {
    path: 'claims',
    schema: claimSchema,
    shape: 'data',
    application: 'ORG_OPR_CLAIMS',
    modules: [...MODULES],
    visible: visibleClaims,
    writable: { create: FIELDS, update: FIELDS.filter((field) => field !== 'code') },
    readOnlyFor: ['SYS', 'SPL', 'USR'],
    validate: (input, _scope, mode) => validateClaim(input, mode),
    onCreate: async (input, scope, deps) => {
      assertValid(
        await foreignReferences(deps, scope.companyId, input, REFERENCES, SUPPLIER_FIELDS),
      );
      return { organization_id: scope.companyId };
    },
    onUpdate: async (input, scope, deps) => {
      assertValid(
        await foreignReferences(deps, scope.companyId, input, REFERENCES, SUPPLIER_FIELDS),
      );
      return { updatedAt: deps.now() };
    },
    getOneInclude: CLAIM_LIST_EXPAND.map((association) => ({ association })),
    routes: { search: false, getOne: false },
  });
}
