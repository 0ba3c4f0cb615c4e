/**
 * The quote requests as their list and detail show them (002 §3.10 "Quote summary": the order —
 * category, object, dateOrder, org_buildings — with quotes.got and quotes.requests; 002 §5.7 the
 * progress), read through the api-client's quote queries with the building and the supplier
 * included in the same request.
 */
import {
  getQuoteRecordQueryOptions,
  getQuotesPageQueryOptions,
  type IncludedBuilding,
  type IncludedSupplier,
} from '@portineria/api-client';
import { orderRelationsShown, type Order } from '@portineria/domain';
import { apiClient } from '../../lib/apiClient.ts';
import { defineRecords } from '../../records/definition.ts';
import { fieldsOf, section } from '../../records/fields.ts';
import {
  presentOrderCategory,
  presentOrderStatus,
  presentQuoteProgress,
} from '../../records/presenters.ts';

/** A quote request: its order and the request's counts (002 §3.10). */
export interface QuoteRow extends Omit<Order, 'org_buildings' | 'org_suppliers' | 'org_employees'> {
  org_buildings?: IncludedBuilding | null;
  org_suppliers?: IncludedSupplier | null;
  quotes?: {
    requests?: number | null;
    got?: number | null;
    dueDate?: string | null;
    note?: string | null;
  } | null;
}

const field = fieldsOf<QuoteRow>();

const code = field.text('code', 'field.code', (quote) => quote.code);
const object = field.text('object', 'field.object', (quote) => quote.object);
const building = field.relation(
  'building',
  'field.building',
  'building',
  (quote) => ({ id: quote._building, record: quote.org_buildings }),
  { include: 'org_buildings' },
);
const supplier = field.relation(
  'supplier',
  'field.supplier',
  'supplier',
  (quote) => ({ id: quote._supplier, record: quote.org_suppliers }),
  // 002 §2.2: suppliers do not see the supplier of an order.
  {
    include: 'org_suppliers',
    shownTo: (viewer) => orderRelationsShown(viewer.roleType).includes('supplier'),
  },
);
const progress = field.custom('progress', 'field.quoteProgress', (quote) =>
  presentQuoteProgress(quote.quotes),
);
const dateOrder = field.date('dateOrder', 'field.dateOrder', (quote) => quote.dateOrder);

export const QUOTES = defineRecords<QuoteRow>({
  columns: [code, object, building, supplier, progress, dateOrder],
  sections: [
    section('section.general', [
      code,
      object,
      field.multiline('description', 'field.description', (quote) => quote.description),
      field.custom('category', 'field.type', (quote) => presentOrderCategory(quote.category)),
      field.custom('status', 'field.status', (quote) => presentOrderStatus(quote)),
    ]),
    section('section.relations', [building, supplier]),
    section('section.quotes', [
      field.number('requests', 'field.quoteRequests', (quote) => quote.quotes?.requests),
      field.number('got', 'field.quoteGot', (quote) => quote.quotes?.got),
      progress,
      field.date('dueDate', 'field.dueDate', (quote) => quote.quotes?.dueDate),
    ]),
    section('section.dates', [
      dateOrder,
      field.date('validFrom', 'field.validFrom', (quote) => quote.validFrom),
      field.date('validTo', 'field.validTo', (quote) => quote.validTo),
    ]),
    section('section.notes', [
      field.custom('note', 'field.note', (quote) => ({
        kind: 'note',
        text: quote.quotes?.note ?? null,
      })),
    ]),
  ],
  page: (query) => getQuotesPageQueryOptions<QuoteRow>(apiClient, query),
  record: (id, include) => getQuoteRecordQueryOptions<QuoteRow>(apiClient, id, include),
});
