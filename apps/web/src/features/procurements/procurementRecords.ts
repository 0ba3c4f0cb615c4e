/**
 * The procurements addressed to the supplier (001 §2.3 splProcurements; the spec names none of
 * their fields: the gateway's), read through the api-client's procurement queries with the
 * building included in the same request.
 */
import {
  getProcurementRecordQueryOptions,
  getProcurementsPageQueryOptions,
  type Procurement,
} from '@portineria/api-client';
import { apiClient } from '../../lib/apiClient.ts';
import { defineRecords } from '../../records/definition.ts';
import { fieldsOf, section } from '../../records/fields.ts';

const field = fieldsOf<Procurement>();

const object = field.text('object', 'field.object', (procurement) => procurement.object);
const status = field.labelled('status', 'field.status', (procurement) => procurement.status, {
  open: 'value.procurement.open',
  offer_sent: 'value.procurement.offer_sent',
  awarded: 'value.procurement.awarded',
  lost: 'value.procurement.lost',
  cancelled: 'value.procurement.cancelled',
});
const building = field.relation(
  'building',
  'field.building',
  'building',
  (procurement) => ({ id: procurement._building, record: procurement.org_buildings }),
  { include: 'org_buildings' },
);
const deadline = field.date('deadline', 'field.deadline', (procurement) => procurement.deadline);

export const PROCUREMENTS = defineRecords<Procurement>({
  columns: [object, building, status, deadline],
  sections: [
    section('section.general', [
      object,
      field.multiline('description', 'field.description', (procurement) => procurement.description),
      status,
      field.money('amount', 'field.amount', (procurement) => procurement.amount),
    ]),
    section('section.relations', [building]),
    section('section.dates', [
      deadline,
      field.dateTime('createdAt', 'field.createdAt', (procurement) => procurement.createdAt),
    ]),
  ],
  page: (query) => getProcurementsPageQueryOptions(apiClient, query),
  record: (id, include) => getProcurementRecordQueryOptions(apiClient, id, include),
});
