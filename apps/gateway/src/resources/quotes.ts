/**
 * Quotes: `POST proxy/orders/quotes` (002 §7.6 "order updatedAt descending, include buildings
 * required") → `{ rows: { results, counter } }`, and `GET proxy/orders/quotes/{id}`.
 *
 * A row is an order with a quote request, the request nested as `quotes` (002 §3.10 "Quote
 * summary: order with category, object, dateOrder, org_buildings; quotes.got and
 * quotes.requests"), so that domain's QUOTE_DASHBOARD_VIEWS criteria (`$quotes.requests$`,
 * `$quotes.got$`) count through `{ count: true, query_sequelize }` as written.
 *
 * Tenant rule: ORG its organisation's quote requests; SPL the requests that asked it for a
 * quote; USR none; SYS all, read only. The same rule decides which quote request an order
 * includes.
 *
 * A supplier's rows carry `offerStatus`, the status of its own offer (REQUESTED: still to be
 * submitted, SUBMITTED, ACCEPTED, REFUSED), and its where may hold `offerStatus` at the top:
 * 'Preventivi richiesti da fare' (000 §2) are `{ offerStatus: 'REQUESTED' }`. The spec shows no
 * field for it; the name is ours. Another role naming it is a 400.
 *
 * A request's detail nests its offers (`quotes.offers`, each with its supplier): the
 * organisation reads them all, a supplier its own. Creating a request, the offers' steps and the
 * request's history are ./quoteLifecycle.ts (domain DECISIONS.md "Quote lifecycle").
 */
import { QUOTE_OFFER_STATUSES, ROLE_TYPE } from '@portineria/domain';
import type { QuoteOfferStatus } from '@portineria/domain';
import type { Hono } from 'hono';
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv } from '../context.ts';
import { invalidQuery } from '../http/errors.ts';
import { fieldInvalid } from '../layer/fieldMessages.ts';
import {
  allOf,
  byRole,
  equals,
  existsIn,
  ownOrganization,
  ownSupplier,
  ref,
} from '../layer/predicates.ts';
import type { Visible } from '../layer/predicates.ts';
import { mountResource, mountTableRule } from '../layer/resource.ts';
import type { ListRewrite, ResourceRequest, Row } from '../layer/resource.ts';
import { isPlainObject } from '../query/index.ts';
import { resourceMessages } from './messages.ts';
import { orderListBody, presentOrders } from './orders.ts';
import { attachmentsOf } from './attachments.ts';
import { createQuoteRequest, quoteHistory, transitionQuote } from './quoteLifecycle.ts';
import { orderSchema } from './schemas/operations.ts';

/** The quote requests (rows of `quotes`) a profile may see. */
const visibleQuoteRequests = byRole({
  ORG: ownOrganization,
  SPL: (scope) => (alias) =>
    existsIn(
      'quote_offers',
      'v_own_offers',
      (inner) => sql<SqlBool>`${ref(inner, 'quote_id')} = ${ref(alias, 'id')}`,
      equals('v_own_offers', 'supplier_id', scope.companyId),
    ),
});

/** The orders with a quote request a profile may see. */
export function visibleQuotes(scope: RequestScope): Visible {
  const requests = visibleQuoteRequests(scope);
  return (alias) =>
    existsIn(
      'quotes',
      'v_order_quotes',
      (inner) => sql<SqlBool>`${ref(inner, 'order_id')} = ${ref(alias, 'id')}`,
      requests('v_order_quotes'),
    );
}

const QUOTES_INCLUDE = { association: 'quotes' };

/**
 * The offers a profile reads, nested in a request's detail: the organisation every offer of its
 * requests, a supplier its own only (a competitor's answer is the organisation's).
 */
const visibleOffers = byRole({ ORG: ownOrganization, SPL: ownSupplier });

/** A request read with its offers and each offer's supplier (the detail, a write's answer). */
const DETAIL_INCLUDE = [
  {
    association: 'quotes',
    include: [{ association: 'offers', include: [{ association: 'org_suppliers' }] }],
  },
  { association: 'org_buildings' },
  { association: 'org_suppliers' },
];

/** The statuses of a supplier's offer (domain's quote lifecycle; migrations 0001, 0970). */
const OFFER_STATUSES = QUOTE_OFFER_STATUSES;
type OfferStatus = QuoteOfferStatus;
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
  if (scope.roleType !== ROLE_TYPE.SPL || offerStatus === undefined) {
    throw invalidQuery(fieldInvalid(OFFER_STATUS_KEY));
  }
  return { criteria: rest, offerStatus };
}

/** The quote requests on which the supplier's own offer has this status. */
function withOfferStatus(scope: RequestScope, status: OfferStatus): Visible {
  return (alias) =>
    sql<SqlBool>`exists (select 1 from quotes as v_q join quote_offers as v_qo on v_qo.quote_id = v_q.id
      where v_q.order_id = ${ref(alias, 'id')} and v_qo.supplier_id = ${scope.companyId} and v_qo.status = ${status})`;
}

function rewriteQuotes(body: Record<string, unknown>, request: ResourceRequest): ListRewrite {
  const scope = request.scope;
  const where = splitOfferStatus(scope, body.where ?? {});
  const criteria = splitOfferStatus(scope, body.criteria ?? {});
  const statuses = [where.offerStatus, criteria.offerStatus].filter(
    (status): status is OfferStatus => status !== undefined,
  );
  const include = Array.isArray(body.include) ? [...(body.include as unknown[])] : [];
  const named = (item: unknown) =>
    item === 'quotes' || (isPlainObject(item) && item.association === 'quotes');
  if (!include.some(named)) include.push(QUOTES_INCLUDE);
  const rewritten = orderListBody({
    ...body,
    where: where.criteria,
    criteria: criteria.criteria,
    include,
    order: body.order ?? [['updatedAt', 'DESC']],
  });
  return {
    body: rewritten,
    ...(statuses.length > 0
      ? {
          narrow: (alias: string) =>
            allOf(...statuses.map((status) => withOfferStatus(scope, status)(alias))),
        }
      : {}),
  };
}

/** The offers nested in a request read with them (the detail), as plain rows. */
function nestedOffers(row: Row): Row[] {
  const quote = row.quotes;
  if (!isPlainObject(quote) || !Array.isArray(quote.offers)) return [];
  return quote.offers.filter(isPlainObject);
}

/**
 * Each nested offer with its files (DECISIONS.md "Quote lifecycle" 10): the offers nested are
 * already those the caller reads (the organisation all, a supplier its own), so are their files.
 */
async function withOfferFiles(rows: Row[], request: ResourceRequest): Promise<Row[]> {
  const ids = rows.flatMap((row) => nestedOffers(row).map((offer) => Number(offer.id)));
  if (ids.length === 0) return rows;
  const byOffer = await attachmentsOf(request.deps.db, 'quoteOffers', ids);
  return rows.map((row) => {
    const offers = nestedOffers(row);
    if (offers.length === 0) return row;
    return {
      ...row,
      quotes: {
        ...(row.quotes as Row),
        offers: offers.map((offer) => ({
          ...offer,
          attachments: byOffer.get(Number(offer.id)) ?? [],
        })),
      },
    };
  });
}

/**
 * The rows as orders present them, each nested offer with its files, and a supplier's rows with
 * the status of its own offer (see the module comment).
 */
async function presentQuotes(rows: Row[], request: ResourceRequest): Promise<Row[]> {
  const scope = request.scope;
  const presented = await withOfferFiles(presentOrders(rows, request), request);
  if (scope.roleType !== ROLE_TYPE.SPL || presented.length === 0) return presented;
  const offers = await request.deps.db
    .selectFrom('quote_offers')
    .innerJoin('quotes', 'quotes.id', 'quote_offers.quote_id')
    .select(['quotes.order_id', 'quote_offers.status'])
    .where('quote_offers.supplier_id', '=', scope.companyId)
    .where(
      'quotes.order_id',
      'in',
      presented.map((row) => Number(row.id)),
    )
    .execute();
  const byOrder = new Map(offers.map((offer) => [offer.order_id, offer.status]));
  return presented.map((row) => ({ ...row, offerStatus: byOrder.get(Number(row.id)) ?? null }));
}

/** Registers the quotes routes. */
export function register(api: Hono<AppEnv>): void {
  mountTableRule(api, 'quotes', visibleQuoteRequests);
  mountTableRule(api, 'quote_offers', visibleOffers);
  mountResource(api, {
    name: 'quotes',
    schema: orderSchema,
    shape: 'rows',
    // A proxy POST with a query lists; without one it creates a request (./quoteLifecycle.ts).
    routes: { 'proxy/orders/quotes': ['proxyList', 'getOne', 'create'] },
    notFound: resourceMessages.quoteNotFound,
    visible: visibleQuotes,
    writers: { ORG: { application: 'ORG_OPR_QUOTES', actions: ['create'] } },
    rewrite: rewriteQuotes,
    present: presentQuotes,
    detailInclude: DETAIL_INCLUDE,
    handlers: { create: (request) => createQuoteRequest(request, DETAIL_INCLUDE) },
    extend(routes) {
      // Mounted as reads so that a request the caller cannot read answers 404 before any 403:
      // domain's quote lifecycle then says who may take the step (DECISIONS.md "Quote lifecycle").
      routes.read('POST', '/proxy/orders/quotes/:id/transitions', (request) =>
        transitionQuote(request, DETAIL_INCLUDE),
      );
      routes.read('GET', '/proxy/orders/quotes/:id/history', quoteHistory);
    },
  });
}
