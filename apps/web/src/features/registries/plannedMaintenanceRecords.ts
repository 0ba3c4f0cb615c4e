/**
 * The planned maintenances of the buildings as their list and detail show them (the spec names
 * none of their fields: the gateway's), read through the api-client's queries with the building
 * and the supplier included in the same request.
 */
import {
  getPlannedMaintenanceRecordQueryOptions,
  getPlannedMaintenancesPageQueryOptions,
  type PlannedMaintenance,
} from '@portineria/api-client';
import { apiClient } from '../../lib/apiClient.ts';
import { defineRecords } from '../../records/definition.ts';
import { fieldsOf, section } from '../../records/fields.ts';

const field = fieldsOf<PlannedMaintenance>();

const object = field.text('object', 'field.object', (maintenance) => maintenance.object);
const building = field.relation(
  'building',
  'field.building',
  'building',
  (maintenance) => ({ id: maintenance._building, record: maintenance.org_buildings }),
  { include: 'org_buildings' },
);
const supplier = field.relation(
  'supplier',
  'field.supplier',
  'supplier',
  (maintenance) => ({ id: maintenance._supplier, record: maintenance.org_suppliers }),
  { include: 'org_suppliers' },
);
const startDate = field.date(
  'startDate',
  'field.startDate',
  (maintenance) => maintenance.startDate,
);
const nextDueOn = field.date(
  'nextDueOn',
  'field.nextDueOn',
  (maintenance) => maintenance.nextDueOn,
);

export const PLANNED_MAINTENANCES = defineRecords<PlannedMaintenance>({
  columns: [object, building, supplier, startDate, nextDueOn],
  sections: [
    section('section.general', [
      object,
      field.multiline('description', 'field.description', (maintenance) => maintenance.description),
      field.labelled('frequency', 'field.frequency', (maintenance) => maintenance.frequency, {
        once: 'value.maintenance.frequency.once',
        monthly: 'value.maintenance.frequency.monthly',
        quarterly: 'value.maintenance.frequency.quarterly',
        half_yearly: 'value.maintenance.frequency.half_yearly',
        yearly: 'value.maintenance.frequency.yearly',
      }),
      field.labelled('status', 'field.status', (maintenance) => maintenance.status, {
        planned: 'value.maintenance.planned',
        active: 'value.maintenance.active',
        suspended: 'value.maintenance.suspended',
        completed: 'value.maintenance.completed',
      }),
    ]),
    section('section.relations', [building, supplier]),
    section('section.dates', [
      startDate,
      field.date('endDate', 'field.endDate', (maintenance) => maintenance.endDate),
      nextDueOn,
    ]),
  ],
  page: (query) => getPlannedMaintenancesPageQueryOptions(apiClient, query),
  record: (id, include) => getPlannedMaintenanceRecordQueryOptions(apiClient, id, include),
});
