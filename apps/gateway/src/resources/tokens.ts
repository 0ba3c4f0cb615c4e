/**
 * Billing tokens (H5): `POST proxy/tokens` with `{ count?, query_sequelize }` (000 §7 "SPL badge
 * counts tokens where isInvoiced is false", 002 §7.6 "no rows"), `GET proxy/tokens/{id}`,
 * `PATCH proxy/tokens/{id}`; and through the resource kit `tokens/search`, `tokens/search/count`
 * (domain TOKEN_DASHBOARD_VIEWS 2VER), `GET tokens/{id}`, `PATCH tokens/{id}`.
 *
 * Tenant rule: ORG its organisation's tokens; SPL its company's; USR none; SYS all, read only.
 * Only the organisation changes a token (ORG_OPR_TOKENS_MOD, APP_UPDATE: invoicing).
 */
import type { Context, Hono } from 'hono';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv } from '../context.ts';
import type { FieldError } from '../http/errors.ts';
import {
  assertValid,
  columnEquals,
  isPlainObject,
  jsonObject,
  pathId,
  requirePermission,
  requireRole,
} from '../operations/access.ts';
import { operationsMessages } from '../operations/messages.ts';
import { findVisible, rowsBody, writableValues } from '../operations/query.ts';
import type { Visible } from '../operations/query.ts';
import { tokenSchema } from '../operations/schemas.ts';
import { mountResource } from './kit.ts';
import { isProxyList, proxyList } from './activities.ts';
import { presentOrder } from './orders.ts';

const NOT_FOUND = operationsMessages.tokenNotFound;
const UPDATE_FIELDS = ['isInvoiced', 'description', 'amount'];

/** The tokens a profile may see. */
export function visibleTokens(scope: RequestScope): Visible {
  return (alias) => {
    switch (scope.roleType) {
      case 'ORG':
        return columnEquals(alias, 'organization_id', scope.companyId);
      case 'SPL':
        return columnEquals(alias, 'supplier_id', scope.companyId);
      case 'USR':
        return false;
      case 'SYS':
        return true;
      default:
        return scope.roleType satisfies never;
    }
  };
}

/** A token as a profile sees it: an included order shows the notes of the caller's side only. */
function presentToken(
  scope: RequestScope,
): (row: Record<string, unknown>) => Record<string, unknown> {
  const order = presentOrder(scope);
  return (row) =>
    isPlainObject(row.org_orders) ? { ...row, org_orders: order(row.org_orders) } : row;
}

/** The invoicing date follows the flag. */
function invoicedAt(input: Record<string, unknown>, now: Date): Record<string, unknown> {
  if (input.isInvoiced === true) return { invoicedAt: now };
  if (input.isInvoiced === false) return { invoicedAt: null };
  return {};
}

async function updateToken(c: Context<AppEnv>): Promise<Response> {
  const scope = c.var.scope;
  requireRole(scope, 'ORG');
  const id = pathId(c.req.param('id'), NOT_FOUND);
  await findVisible(c, tokenSchema, id, visibleTokens(scope), NOT_FOUND);
  requirePermission(scope, 'ORG_OPR_TOKENS_MOD', 'APP_UPDATE');
  const input = await jsonObject(c.req);
  const errors: FieldError[] = [];
  const { values, errors: typeErrors } = writableValues(tokenSchema, input, UPDATE_FIELDS);
  errors.push(...typeErrors);
  assertValid(errors);
  const now = c.var.deps.now();
  const extra = invoicedAt(input, now);
  await c.var.deps.db
    .updateTable('tokens')
    .set({
      ...values,
      ...(extra.invoicedAt !== undefined ? { invoiced_at: extra.invoicedAt } : {}),
      updated_at: now,
    } as never)
    .where('id', '=', id)
    .execute();
  return c.json(
    rowsBody([await findVisible(c, tokenSchema, id, visibleTokens(scope), NOT_FOUND)], 1),
  );
}

/** Registers the tokens routes. */
export function register(api: Hono<AppEnv>): void {
  api.post('/proxy/tokens', async (c) => {
    const body = await jsonObject(c.req);
    // A proxy POST without a query is still a list: tokens are not created by clients.
    const query = isProxyList(body) ? body : { query_sequelize: body };
    return proxyList(c, query, tokenSchema, visibleTokens(c.var.scope), presentToken(c.var.scope));
  });
  api.get('/proxy/tokens/:id', async (c) => {
    const id = pathId(c.req.param('id'), NOT_FOUND);
    const row = await findVisible(c, tokenSchema, id, visibleTokens(c.var.scope), NOT_FOUND);
    return c.json(rowsBody([row], 1));
  });
  api.patch('/proxy/tokens/:id', updateToken);

  mountResource(api, {
    path: 'tokens',
    schema: tokenSchema,
    shape: 'rows',
    application: 'ORG_OPR_TOKENS_MOD',
    visible: visibleTokens,
    writable: { update: UPDATE_FIELDS },
    readOnlyFor: ['SYS', 'SPL', 'USR'],
    onUpdate: (input, _scope, deps) => invoicedAt(input, deps.now()),
  });
}
