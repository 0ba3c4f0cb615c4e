/**
 * The billing tokens as their list and detail show them (001 §3 Billing token: "id and code,
 * linked to an activity"; 002 §3.10 isInvoiced), read through the api-client's token queries with
 * the order, the building and the supplier included in the same request.
 */
import {
  getTokenRecordQueryOptions,
  getTokensPageQueryOptions,
  type IncludedBuilding,
  type IncludedSupplier,
} from '@portineria/api-client';
import { orderRelationsShown, type BillingToken } from '@portineria/domain';
import { apiClient } from '../../lib/apiClient.ts';
import { defineRecords } from '../../records/definition.ts';
import { fieldsOf, section } from '../../records/fields.ts';

/** A token as the token reads answer it, its related records included. */
export interface TokenRow extends BillingToken {
  description?: string | null;
  amount?: number | string | null;
  invoicedAt?: string | null;
  createdAt?: string | null;
  /** The version read: a lifecycle step sends it back (409 STALE_RECORD otherwise). */
  updatedAt?: string | null;
  _order?: number | string | null;
  _building?: number | string | null;
  _supplier?: number | string | null;
  org_orders?: {
    id?: number | string;
    code?: string | null;
    object?: string | null;
    category?: string | null;
  } | null;
  org_buildings?: IncludedBuilding | null;
  org_suppliers?: IncludedSupplier | null;
}

const field = fieldsOf<TokenRow>();

const code = field.text('code', 'field.code', (token) => token.code);
const amount = field.money('amount', 'field.amount', (token) => token.amount);
const invoiced = field.boolean('isInvoiced', 'field.isInvoiced', (token) => token.isInvoiced);
const order = field.relation(
  'order',
  'field.order',
  'order',
  (token) => ({ id: token._order, record: token.org_orders }),
  { include: 'org_orders' },
);
const building = field.relation(
  'building',
  'field.building',
  'building',
  (token) => ({ id: token._building, record: token.org_buildings }),
  { include: 'org_buildings' },
);
const supplier = field.relation(
  'supplier',
  'field.supplier',
  'supplier',
  (token) => ({ id: token._supplier, record: token.org_suppliers }),
  // 002 §2.2: a supplier does not see itself as a relation.
  {
    include: 'org_suppliers',
    shownTo: (viewer) => orderRelationsShown(viewer.roleType).includes('supplier'),
  },
);
const createdAt = field.date('createdAt', 'field.createdAt', (token) => token.createdAt);

export const TOKENS = defineRecords<TokenRow>({
  columns: [code, order, building, supplier, amount, invoiced, createdAt],
  sections: [
    section('section.general', [
      code,
      field.multiline('description', 'field.description', (token) => token.description),
      amount,
      invoiced,
    ]),
    section('section.relations', [order, building, supplier]),
    section('section.dates', [
      field.dateTime('invoicedAt', 'field.invoicedAt', (token) => token.invoicedAt),
      field.dateTime('createdAt', 'field.createdAt', (token) => token.createdAt),
    ]),
  ],
  page: (query) => getTokensPageQueryOptions<TokenRow>(apiClient, query),
  record: (id, include) => getTokenRecordQueryOptions<TokenRow>(apiClient, id, include),
});
