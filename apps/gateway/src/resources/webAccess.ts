/**
 * Who may call a resource at all, before the resource kit's tenant rule: a route of another
 * role's tree answers 403 FORBIDDEN (the brief's "403 for the wrong role"), not an empty list.
 * The kit still applies the tenant rule to every row of the roles let through.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv } from '../context.ts';
import { GatewayError } from '../http/errors.ts';

/** A rule: undefined lets the scope through, a message refuses it with 403 FORBIDDEN. */
export type CallerRule = (scope: RequestScope) => string | undefined;

/** Mounts the rule on `/{path}` and everything under it, ahead of the kit's routes. */
export function restrictCallers(api: Hono<AppEnv>, path: string, rule: CallerRule): void {
  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    const refusal = rule(c.get('scope'));
    if (refusal !== undefined) throw new GatewayError(403, 'FORBIDDEN', refusal);
    await next();
  };
  api.use(`/${path}`, guard);
  api.use(`/${path}/*`, guard);
}
