import { ordersMessage } from '../messages/it-IT/orders.ts';
import { ORDER_CATEGORY_CODES, ORDER_STATUS_CODES } from './codes.ts';
import type { Criteria } from './criteria.ts';

/** A saved view of a dashboard watcher: an id, its Italian label and its criteria (000 §4, §7). */
export interface DashboardWatchView {
  id: string;
  label: string;
  /** A where object of the criteria vocabulary; resolve its placeholders with `resolveCriteria`. */
  criteria: Criteria;
}

const SERVICE = ORDER_CATEGORY_CODES.ODS;
const CONTRACT = ORDER_CATEGORY_CODES.ODP;
const OPEN = ORDER_STATUS_CODES.OPEN;
const CLOSED = ORDER_STATUS_CODES.CLOSE;

/** Past its end date: "validTo before the end of yesterday" (002 §4.1; see `isPastEndDate`). */
const EXPIRED = { $lt: '@endOfYesterday' } as const;

/**
 * The service order (ODS) views (000 §4 "Service orders: open, open not confirmed, open expired,
 * with opportunity"). The criteria use the numeric codes of the watch records (000 §3: category
 * 1, status 2 open). The spec gives neither ids nor Italian labels for these four; the ids
 * follow the style of the other views (OPE, 2REN…) and the labels are ours.
 * "With opportunity" has no definition in the spec; of the watch record fields (000 §3) only the
 * asked price fits — an open order on which the supplier has put a price.
 * CLO and 2VAL are the two closed watch states of 000 §4 ("closed (no asked price), in validation
 * (closed with asked price)") that the supplier's order chips show: an order in the VALIDATION
 * status has no wire code (000 §3), so 2VAL counts the closed orders with an asked price only.
 * Every dashboard names these views by these ids: the widget catalogue's references are ids of
 * this table, nothing maps one naming onto another.
 */
export const ORDER_DASHBOARD_VIEWS = [
  {
    id: 'OPE',
    label: ordersMessage('orders.view.service.open'),
    criteria: { category: SERVICE, status: OPEN },
  },
  {
    id: '2CONF',
    label: ordersMessage('orders.view.service.notConfirmed'),
    criteria: { category: SERVICE, status: OPEN, isAccepted: false },
  },
  {
    id: 'EXP',
    label: ordersMessage('orders.view.service.expired'),
    criteria: { category: SERVICE, status: OPEN, validTo: EXPIRED },
  },
  {
    id: 'OPP',
    label: ordersMessage('orders.view.service.withOpportunity'),
    criteria: { category: SERVICE, status: OPEN, askedPrice: { $ne: null } },
  },
  {
    id: 'CLO',
    label: ordersMessage('orders.view.service.closed'),
    criteria: { category: SERVICE, status: CLOSED, askedPrice: null },
  },
  {
    id: '2VAL',
    label: ordersMessage('orders.view.service.inValidation'),
    criteria: { category: SERVICE, status: CLOSED, askedPrice: { $ne: null } },
  },
] as const satisfies readonly DashboardWatchView[];

/**
 * The repeated order (ODP, contract) views (000 §4 "Repeat orders: OPE Aperti, 2REN Da
 * rinnovare, ACTEXP Con attività scadute"). The spec gives no criteria: "to renew" is read as an
 * open contract past its end date; "with expired activities" as an open contract with an activity
 * TODO or WORKING past its end date (000 §4 Watch states), through the `org_activities`
 * association.
 */
export const CONTRACT_DASHBOARD_VIEWS = [
  {
    id: 'OPE',
    label: ordersMessage('orders.view.contracts.open'),
    criteria: { category: CONTRACT, status: OPEN },
  },
  {
    id: '2REN',
    label: ordersMessage('orders.view.contracts.toRenew'),
    criteria: { category: CONTRACT, status: OPEN, validTo: EXPIRED },
  },
  {
    id: 'ACTEXP',
    label: ordersMessage('orders.view.contracts.expiredActivities'),
    criteria: {
      category: CONTRACT,
      status: OPEN,
      '$org_activities.status$': { $in: ['TODO', 'WORKING'] },
      '$org_activities.validTo$': EXPIRED,
    },
  },
] as const satisfies readonly DashboardWatchView[];

/**
 * The quote views (000 §4 "Quotes: REQ Richiesti non presentati, WAIT Da valutare"). The spec
 * gives no criteria; they are written on the quote counts of an order (002 §3.10 quotes.got and
 * quotes.requests): requested with none received, and at least one received to evaluate.
 */
export const QUOTE_DASHBOARD_VIEWS = [
  {
    id: 'REQ',
    label: ordersMessage('orders.view.quotes.requested'),
    criteria: { '$quotes.requests$': { $gt: 0 }, '$quotes.got$': 0 },
  },
  {
    id: 'WAIT',
    label: ordersMessage('orders.view.quotes.toEvaluate'),
    criteria: { '$quotes.got$': { $gt: 0 } },
  },
] as const satisfies readonly DashboardWatchView[];

/**
 * The token views (000 §4 "Tokens: 2VER Da verificare"). The spec gives no criteria; the one
 * token field it names is isInvoiced (002 §3.10), so a token to verify is one not yet invoiced —
 * the same set the supplier's menu badge counts (000 §7).
 */
export const TOKEN_DASHBOARD_VIEWS = [
  {
    id: '2VER',
    label: ordersMessage('orders.view.tokens.toVerify'),
    criteria: { isInvoiced: false },
  },
] as const satisfies readonly DashboardWatchView[];
