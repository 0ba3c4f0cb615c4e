/**
 * Shared authorisation and tenant helpers of the operations resources (H5). Every handler calls
 * these before it reads: the tenant predicates go into every query, the permission checks guard
 * every write, and rows outside the tenant answer 404 (never 403, which would reveal them).
 */
import { evaluatePermission, hasModule } from '@portineria/domain';
import type { FunctionalityId, ModuleKey } from '@portineria/domain';
import type { HonoRequest } from 'hono';
import { sql } from 'kysely';
import type { Expression, SqlBool } from 'kysely';
import type { RequestScope } from '../authz/scope.ts';
import { GatewayError } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { messages } from '../messages.ts';
import type { TenantPredicate } from '../query/types.ts';
import { operationsMessages } from './messages.ts';

/** The role types of a scope. */
export type ScopeRole = RequestScope['roleType'];

/** A qualified column reference `alias.column`. */
export function columnOf(alias: string, column: string): Expression<unknown> {
  return sql.ref(`${alias}.${column}`);
}

/** `alias.column = value`. */
export function columnEquals(
  alias: string,
  column: string,
  value: number | string,
): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(`${alias}.${column}`)} = ${value}`;
}

/** `alias.column IN (ids)`; false for an empty list (nothing is visible). */
export function columnIn(alias: string, column: string, ids: readonly number[]): TenantPredicate {
  if (ids.length === 0) return false;
  return sql<SqlBool>`${sql.ref(`${alias}.${column}`)} in (${sql.join(ids.map((id) => sql`${id}`))})`;
}

/** AND of predicates, folding the constants. */
export function allOf(...predicates: TenantPredicate[]): TenantPredicate {
  if (predicates.some((predicate) => predicate === false)) return false;
  const expressions = predicates.filter(
    (predicate): predicate is Expression<SqlBool> => predicate !== true,
  );
  if (expressions.length === 0) return true;
  if (expressions.length === 1) return expressions[0] as Expression<SqlBool>;
  return sql<SqlBool>`(${sql.join(expressions, sql` and `)})`;
}

/** A predicate as an SQL expression (constants become `true` / `false`). */
export function asExpression(predicate: TenantPredicate): Expression<SqlBool> {
  if (predicate === true) return sql<SqlBool>`true`;
  if (predicate === false) return sql<SqlBool>`false`;
  return predicate;
}

/** 404 NOT_FOUND with a resource's wording. */
export function notFound(message: string = messages.notFound): GatewayError {
  return new GatewayError(404, 'NOT_FOUND', message);
}

/** 403 FORBIDDEN. */
export function forbidden(message: string = messages.forbidden): GatewayError {
  return new GatewayError(403, 'FORBIDDEN', message);
}

/** 400 VALIDATION_FAILED with the field errors. */
export function validationFailed(errors: FieldError[]): GatewayError {
  return new GatewayError(400, 'VALIDATION_FAILED', operationsMessages.validationFailed, errors);
}

/** Throws 400 VALIDATION_FAILED when there is any field error. */
export function assertValid(errors: FieldError[]): void {
  if (errors.length > 0) throw validationFailed(errors);
}

/**
 * 403 MODULE_DISABLED unless every module is on for the profile (000 §6 "A module flag hides or
 * locks features"). Checked before any read of a resource that needs a module (claims).
 */
export function requireModules(scope: RequestScope, modules: readonly ModuleKey[]): void {
  const missing = modules.filter((module) => !hasModule(scope.profile, module));
  if (missing.length > 0) {
    throw new GatewayError(403, 'MODULE_DISABLED', messages.moduleDisabled, { modules: missing });
  }
}

/**
 * A write needs domain's permission engine to say `allowed` for the application and the
 * functionality (brief: "Writes also need the domain permission engine to say allowed"). SYS is
 * read-only everywhere. A missing module answers MODULE_DISABLED, anything else FORBIDDEN.
 */
export function requirePermission(
  scope: RequestScope,
  application: string,
  functionality?: FunctionalityId,
  modules: readonly ModuleKey[] = [],
): void {
  if (scope.roleType === 'SYS') throw forbidden();
  requireModules(scope, modules);
  const decision = evaluatePermission(scope.profile, {
    application,
    ...(functionality ? { functionality } : {}),
    modules: [...modules],
  });
  if (decision.state === 'allowed') return;
  if (decision.reason === 'module-disabled') {
    throw new GatewayError(403, 'MODULE_DISABLED', messages.moduleDisabled);
  }
  throw forbidden();
}

/** Whether a permission is allowed, without throwing (for optional behaviour). */
export function isAllowed(
  scope: RequestScope,
  application: string,
  functionality?: FunctionalityId,
): boolean {
  if (scope.roleType === 'SYS') return false;
  return (
    evaluatePermission(scope.profile, {
      application,
      ...(functionality ? { functionality } : {}),
    }).state === 'allowed'
  );
}

/** Throws 403 FORBIDDEN unless the scope's role type is one of the given ones. */
export function requireRole(scope: RequestScope, ...roles: ScopeRole[]): void {
  if (!roles.includes(scope.roleType)) throw forbidden();
}

/** A path id: a positive integer, else 404 (an id that cannot exist names no visible record). */
export function pathId(raw: string | undefined, notFoundMessage?: string): number {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) throw notFound(notFoundMessage);
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound(notFoundMessage);
  return id;
}

/** Reads a JSON body as a plain object; an empty body is `{}` (400 INVALID_QUERY otherwise). */
export async function jsonObject(request: HonoRequest): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    const text = await request.text();
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new GatewayError(400, 'INVALID_QUERY', messages.invalidQuery);
  }
  if (!isPlainObject(body)) throw new GatewayError(400, 'INVALID_QUERY', messages.invalidQuery);
  return body;
}

/** Whether a value is a plain object. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
