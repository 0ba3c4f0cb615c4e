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
 *
 * A supplier's rows carry `offerStatus`, the status of its own offer (REQUESTED: still to be
 * submitted, SUBMITTED, ACCEPTED, REFUSED), and its where may hold `offerStatus` at the top:
 * 'Preventivi richiesti da fare' (000 §2) are `{ offerStatus: 'REQUESTED' }`. The spec shows no
 * field for it; the name is ours. Another role naming it is a 400.
 */
import type { Hono } from 'hono';
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv, GatewayDeps } from '../context.ts';
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

/** The statuses of a supplier's offer (migration 0001 quote_offers.status). */
const OFFER_STATUSES = ['REQUESTED', 'SUBMITTED', 'ACCEPTED', 'REFUSED'] as const;
type OfferStatus = (typeof OFFER_STATUSES)[number];
const OFFER_STATUS_KEY = 'offerStatus';

/** The criteria without its top-level `offerStatus`, and the status it names (SPL only). */
function splitOfferStatus(
  scope: RequestScope,
  criteria: unknown,
): { criteria: unknown; offerStatus: OfferStatus | undefined } {
  if (!isPlainObject(criteria) || !Object.hasOwn(criteria, OFFER_STATUS_KEY)) {
    return { criteria, offerStatus: undefined };
  }
  const { [OFFER_STATUS_KEY]: value, ...rest } = criteria;
  const offerStatus = OFFER_STATUSES.find((status) => status === value);
  if (scope.roleType !== 'SPL' || offerStatus === undefined) {
    throw new GatewayError(400, 'INVALID_QUERY', operationsMessages.fieldInvalid(OFFER_STATUS_KEY));
  }
  return { criteria: rest, offerStatus };
}

/** The quote requests on which the supplier's own offer has this status. */
function withOfferStatus(scope: RequestScope, status: OfferStatus): Visible {
  return (alias) =>
    sql<SqlBool>`exists (select 1 from quotes as q join quote_offers as qo on qo.quote_id = q.id where q.order_id = ${sql.ref(`${alias}.id`)} and qo.supplier_id = ${scope.companyId} and qo.status = ${status})`;
}

/** A supplier's rows with the status of its own offer (see the module comment). */
async function addOfferStatus(
  deps: GatewayDeps,
  scope: RequestScope,
  rows: Record<string, unknown>[],
): Promise<Record<string, unknown>[]> {
  if (scope.roleType !== 'SPL' || rows.length === 0) return rows;
  const orderIds = rows.map((row) => Number(row.id));
  const offers = await deps.db
    .selectFrom('quote_offers')
    .innerJoin('quotes', 'quotes.id', 'quote_offers.quote_id')
    .select(['quotes.order_id', 'quote_offers.status'])
    .where('quote_offers.supplier_id', '=', scope.companyId)
    .where('quotes.order_id', 'in', orderIds)
    .execute();
  const byOrder = new Map(offers.map((offer) => [offer.order_id, offer.status]));
  return rows.map((row) => ({ ...row, offerStatus: byOrder.get(Number(row.id)) ?? null }));
}

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
    const where = splitOfferStatus(scope, query.where ?? {});
    const criteria = splitOfferStatus(scope, query.criteria ?? {});
    const offerStatuses = [where.offerStatus, criteria.offerStatus].filter(
      (status): status is OfferStatus => status !== undefined,
    );
    const rewritten = orderCriteria({ $and: [where.criteria, criteria.criteria] });
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
    const tenant = visibleQuotes(scope);
    const visible: Visible = (alias) =>
      allOf(tenant(alias), ...offerStatuses.map((status) => withOfferStatus(scope, status)(alias)));
    const { rows, total } = await listBody(c, orderSchema, listQuery, visible, presentOrder(scope));
    return c.json(rowsBody(countOnly ? [] : await addOfferStatus(c.var.deps, scope, rows), total));
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
    const presented = presentOrder(scope)(row);
    const [withOffer] = await addOfferStatus(c.var.deps, scope, [presented]);
    return c.json(rowsBody([withOffer ?? presented], 1));
  });
}
