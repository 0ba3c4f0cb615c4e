/**
 * Quotes (H5): `POST proxy/orders/quotes` (002 §7.6 "order updatedAt descending, include
 * buildings required") → `{ rows: { results, counter } }`, and `GET proxy/orders/quotes/{id}`.
 *
 * A row is an order with a quote request, the request nested as `quotes` (002 §3.10 "Quote
 * summary: order with category, object, dateOrder, org_buildings; quotes.got and
 * quotes.requests"), so that domain's QUOTE_DASHBOARD_VIEWS criteria (`$quotes.requests$`,
 * `$quotes.got$`) count through `{ count: true, query_sequelize }` as written.
 *
 * Tenant rule: ORG its organisation's quote requests; SPL the requests that asked it for a
 * quote; USR none; SYS all, read only.
 */
import type { Hono } from 'hono';
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv } from '../context.ts';
import { GatewayError } from '../http/errors.ts';
import { allOf, columnEquals, isPlainObject, jsonObject, pathId } from '../operations/access.ts';
import { operationsMessages } from '../operations/messages.ts';
import { findVisible, listBody, rowsBody } from '../operations/query.ts';
import type { Visible } from '../operations/query.ts';
import { orderSchema } from '../operations/schemas.ts';
import { orderCriteria, presentOrder } from './orders.ts';

/** The orders with a quote request a profile may see. */
export function visibleQuotes(scope: RequestScope): Visible {
  return (alias) => {
    const hasQuote = sql<SqlBool>`exists (select 1 from quotes as q where q.order_id = ${sql.ref(`${alias}.id`)})`;
    switch (scope.roleType) {
      case 'ORG':
        return allOf(columnEquals(alias, 'organization_id', scope.companyId), hasQuote);
      case 'SPL':
        return sql<SqlBool>`exists (select 1 from quotes as q join quote_offers as qo on qo.quote_id = q.id where q.order_id = ${sql.ref(`${alias}.id`)} and qo.supplier_id = ${scope.companyId})`;
      case 'USR':
        return false;
      case 'SYS':
        return hasQuote;
      default:
        return scope.roleType satisfies never;
    }
  };
}

const QUOTES_INCLUDE = { association: 'quotes' };

/** Registers the quotes routes. */
export function register(api: Hono<AppEnv>): void {
  api.post('/proxy/orders/quotes', async (c) => {
    const scope = c.var.scope;
    const body = await jsonObject(c.req);
    const query = body.query_sequelize ?? {};
    if (!isPlainObject(query)) {
      throw new GatewayError(
        400,
        'INVALID_QUERY',
        operationsMessages.fieldInvalid('query_sequelize'),
      );
    }
    const rewritten = orderCriteria({ $and: [query.where ?? {}, query.criteria ?? {}] });
    const include = Array.isArray(query.include) ? [...(query.include as unknown[])] : [];
    const named = (item: unknown) =>
      item === 'quotes' || (isPlainObject(item) && item.association === 'quotes');
    if (!include.some(named)) include.push(QUOTES_INCLUDE);
    include.push(...(rewritten.include ?? []));
    const listQuery: Record<string, unknown> = {
      ...query,
      where: rewritten.criteria,
      include,
      order: query.order ?? [['updatedAt', 'DESC']],
    };
    delete listQuery.criteria;
    const countOnly = (body.count === true && query.limit === 0) || body.rows === false;
    const { rows, total } = await listBody(
      c,
      orderSchema,
      listQuery,
      visibleQuotes(scope),
      presentOrder(scope),
    );
    return c.json(rowsBody(countOnly ? [] : rows, total));
  });

  api.get('/proxy/orders/quotes/:id', async (c) => {
    const scope = c.var.scope;
    const id = pathId(c.req.param('id'), operationsMessages.quoteNotFound);
    const row = await findVisible(
      c,
      orderSchema,
      id,
      visibleQuotes(scope),
      operationsMessages.quoteNotFound,
      [QUOTES_INCLUDE, { association: 'org_buildings' }, { association: 'org_suppliers' }],
    );
    return c.json(rowsBody([presentOrder(scope)(row)], 1));
  });
}
