import type { Order } from '@portineria/domain';
import type { CallOptions, HttpClient } from '../http/client.ts';
import {
  proxyFamily,
  rowsFamily,
  signalOnly,
  type EntityId,
  type ProxyFamily,
  type RowsFamily,
} from '../http/resource.ts';
import { unwrapWritten } from '../http/shapes.ts';

/** A quote (preventivo) as the quotes list returns it (001 §3, 002 §7.6). */
export interface Quote {
  id: number;
  status?: string | number | null;
  _order?: number | null;
  _building?: number | null;
  _supplier?: number | null;
  amount?: number | string | null;
  updatedAt?: string | null;
  createdAt?: string | null;
  org_buildings?: { id?: number; name?: string | null } | null;
  [field: string]: unknown;
}

/** Service orders (ODS) and contracts (ODP) share the Order shape (001 §3). */
export interface OrdersApi extends RowsFamily<Order> {
  /** `POST orders/{id}/read-confirmation` → the order marked read (001 §7 "read-confirmation"). */
  confirmRead(id: EntityId, options?: CallOptions): Promise<Order>;
}

export type ContractsApi = RowsFamily<Order>;

/** Quotes live behind the proxy: `POST proxy/orders/quotes` (002 §7.6). */
export type QuotesApi = ProxyFamily<Quote>;

export function createOrdersApi(http: HttpClient): OrdersApi {
  return {
    ...rowsFamily<Order>(http, 'orders'),
    async confirmRead(id, options) {
      const path = `orders/${encodeURIComponent(String(id))}/read-confirmation`;
      const body = await http.request({ method: 'POST', path, ...signalOnly(options) });
      return unwrapWritten<Order>(body, { method: 'POST', path });
    },
  };
}

export function createContractsApi(http: HttpClient): ContractsApi {
  return rowsFamily<Order>(http, 'contracts');
}

export function createQuotesApi(http: HttpClient): QuotesApi {
  return proxyFamily<Quote>(http, 'orders/quotes');
}
