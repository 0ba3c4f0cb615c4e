import type { Criteria, Order } from '@portineria/domain';
import type { ApiClient } from '../createApiClient.ts';
import { ORDER_ATTACHMENTS, ORDER_RELATION_NAMES } from './orders.ts';
import type {
  OrderCreateInput,
  OrderTransitionRequest,
  OrderWithRelationNames,
  Quote,
} from './orders.ts';
import type { EntityId, ListQuery } from '../http/resource.ts';
import {
  countQueryOptions,
  detailQueryOptions,
  familyMutationOptions,
  listQueryOptions,
  recordQueryOptions,
  rowsInfiniteQueryOptions,
  rowsPageQueryOptions,
  writeMutationOptions,
} from '../http/queryOptions.ts';

// Orders, contracts and quotes are one table on the server: a write to one refreshes all three.

/** `POST orders/search` → `{ results, counter }`. */
export const getOrdersQueryOptions = (client: ApiClient, query?: ListQuery) =>
  listQueryOptions(client, 'orders', client.orders, query);
/** `GET orders/{id}` → the order. */
export const getOrderQueryOptions = (client: ApiClient, id: EntityId) =>
  detailQueryOptions(client, 'orders', client.orders, id);
/** `POST orders/search/count` → counter[1]. */
export const countOrdersQueryOptions = (client: ApiClient, criteria?: Criteria) =>
  countQueryOptions(client, client.orders, criteria);
/** Orders page by page (offset paging over `rows.counter`). */
export const getOrdersInfiniteQueryOptions = (client: ApiClient, query?: ListQuery) =>
  rowsInfiniteQueryOptions(client, 'orders', client.orders, query);
/** create / update / remove of orders. */
export const orderMutationOptions = (client: ApiClient) =>
  familyMutationOptions(client, 'orders', client.orders, ['contracts', 'quotes']);
/** `POST orders/{id}/read-confirmation`. */
export const confirmOrderReadMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'orders',
    'confirmRead',
    (id: EntityId) => client.orders.confirmRead(id),
    ['contracts'],
  );

/**
 * The families an order's lifecycle touches: an order event (send, close, force close…) changes
 * the order under both list routes, the quotes written on it, and its activities and tasks
 * (their lists show the order's status; closing ends the work).
 */
const ORDER_LIFECYCLE_FAMILIES = ['contracts', 'quotes', 'activities', 'tasks'] as const;

/**
 * `POST orders` with the form's fields, `send` (create and send in one transaction) and the
 * wizard's `activities`: every list and counter of orders, and the activities created with it;
 * and the tickets (an order made from a ticket adds to its detail's orders and its history).
 */
export const createOrderMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'orders',
    'create',
    (input: OrderCreateInput) => client.orders.create(input),
    [...ORDER_LIFECYCLE_FAMILIES, 'tickets'],
  );

/** The variables of an order transition: the order's id, the event and the version it read. */
export interface OrderTransitionVariables extends OrderTransitionRequest {
  id: EntityId;
}

/**
 * `POST orders/{id}/transitions` (DECISIONS.md "Order lifecycle" T1–T15): refreshes the order
 * (its detail, lists, counters and history: getRecordHistoryQueryOptions keys it under orders), the contracts and quotes reading the same table,
 * and its activities and tasks.
 */
export const orderTransitionMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'orders',
    'transition',
    ({ id, event, version }: OrderTransitionVariables) =>
      client.orders.transition(id, { event, version }),
    ORDER_LIFECYCLE_FAMILIES,
  );

export const getContractsQueryOptions = (client: ApiClient, query?: ListQuery) =>
  listQueryOptions(client, 'contracts', client.contracts, query);
export const getContractQueryOptions = (client: ApiClient, id: EntityId) =>
  detailQueryOptions(client, 'contracts', client.contracts, id);
export const countContractsQueryOptions = (client: ApiClient, criteria?: Criteria) =>
  countQueryOptions(client, client.contracts, criteria);
export const getContractsInfiniteQueryOptions = (client: ApiClient, query?: ListQuery) =>
  rowsInfiniteQueryOptions(client, 'contracts', client.contracts, query);
export const contractMutationOptions = (client: ApiClient) =>
  familyMutationOptions(client, 'contracts', client.contracts, ['orders', 'activities']);

/** `POST proxy/orders/quotes` → `{ results, counter }` (002 §7.6). */
export const getQuotesQueryOptions = (client: ApiClient, query?: ListQuery) =>
  listQueryOptions(client, 'quotes', client.quotes, query);
export const getQuoteQueryOptions = (client: ApiClient, id: EntityId) =>
  detailQueryOptions(client, 'quotes', client.quotes, id);
export const countQuotesQueryOptions = (client: ApiClient, criteria?: Criteria) =>
  countQueryOptions(client, client.quotes, criteria);
export const getQuotesInfiniteQueryOptions = (client: ApiClient, query?: ListQuery) =>
  rowsInfiniteQueryOptions(client, 'quotes', client.quotes, query);
export const quoteMutationOptions = (client: ApiClient) =>
  familyMutationOptions(client, 'quotes', client.quotes, ['orders']);

// The list screens' pages (rows and total) and the detail screens' records with their relations.
/** A page of orders with the number that match (a list screen). */
export const getOrdersPageQueryOptions = <Row = Order>(client: ApiClient, query?: ListQuery) =>
  rowsPageQueryOptions<Row>(client, 'orders', client.orders, query);
/**
 * One record of orders by id, with the related records named in `include` embedded, the names
 * of its relation chips (`relations`, 002 §2.2) — also of the records the role may not read —
 * and its files (`attachments`, DECISIONS.md "Order files"), all in the one read.
 */
export const getOrderRecordQueryOptions = <Row = Order>(
  client: ApiClient,
  id: EntityId,
  include: ListQuery['include'] = [],
) =>
  recordQueryOptions<Row & OrderWithRelationNames>(client, 'orders', client.orders, id, [
    ...include.filter((entry) => entry !== ORDER_RELATION_NAMES && entry !== ORDER_ATTACHMENTS),
    ORDER_RELATION_NAMES,
    ORDER_ATTACHMENTS,
  ]);
/** A page of quotes with the number that match (a list screen). */
export const getQuotesPageQueryOptions = <Row = Quote>(client: ApiClient, query?: ListQuery) =>
  rowsPageQueryOptions<Row>(client, 'quotes', client.quotes, query);
/** One record of quotes by id, with the related records named in `include` embedded. */
export const getQuoteRecordQueryOptions = <Row = Quote>(
  client: ApiClient,
  id: EntityId,
  include?: ListQuery['include'],
) => recordQueryOptions<Row>(client, 'quotes', client.quotes, id, include);
