/**
 * The one table that configures the generic entity screens: for every entity of domain's route
 * table, where its rows come from (an api-client family, filtered by the route's parameters) and
 * which fields the spec names for its list and detail. Later issues replace a screen by routing
 * its name to a dedicated component; until then every list, /new and /mod route is served here.
 */
import { rowsFamily, type ApiClient } from '@portineria/api-client';
import {
  dataSource,
  managedBuildingsSource,
  pagedSource,
  resourceSource,
  type EntitySource,
} from './entitySources.ts';
import type { WebMessageKey } from '../messages/it-IT.ts';
import { orderCategoryOfType, type OrderType } from '@portineria/domain';

/** How a field's value is shown. */
export type FieldFormat = 'text' | 'date' | 'datetime' | 'money' | 'boolean' | 'status';

/** A field of an entity: its (dotted) path in the record, its label and its format. */
export interface EntityField {
  /** The record path: 'object', 'org_buildings.name'. */
  key: string;
  labelKey: WebMessageKey;
  format?: FieldFormat;
}

/** The route parameters a source may read (orderType, category…). */
export type EntityParams = Readonly<Record<string, string | undefined>>;

/** The configuration of one entity. */
export interface EntityConfig {
  /** Where the rows come from for the route's parameters. */
  source: (client: ApiClient, params: EntityParams) => EntitySource;
  /** The list columns, first one names the row. */
  columns: readonly EntityField[];
  /** The detail fields (the list's when not given). */
  detail?: readonly EntityField[];
  /** The list accepts free-text search (`full_text`). */
  searchable?: boolean;
}

const f = (key: string, labelKey: WebMessageKey, format: FieldFormat = 'text'): EntityField => ({
  key,
  labelKey,
  format,
});

const orderColumns = [
  f('code', 'field.code'),
  f('object', 'field.object'),
  f('org_buildings.name', 'field.building'),
  f('org_suppliers.name1', 'field.supplier'),
  f('status', 'field.status', 'status'),
  f('validTo', 'field.validTo', 'date'),
];

const communicationColumns = [
  f('object', 'field.object'),
  f('status', 'field.status', 'status'),
  f('sendingDate', 'field.sendingDate', 'datetime'),
];

const buildingColumns = [
  f('name', 'field.name'),
  f('street', 'field.street'),
  f('city', 'field.city'),
  f('province', 'field.province'),
];

function orderWhere(params: EntityParams) {
  const orderType = params.orderType as OrderType | undefined;
  return orderType ? { category: orderCategoryOfType(orderType) } : undefined;
}

/** The communications of a kind: the type values the gateway stores (002 §3.5; ours for deliveries). */
const communicationsOfType = (type: string) => (client: ApiClient) =>
  dataSource(client.communications, { type });

/** Every entity of domain's ROUTES (`entity` of list, new and mod rows). */
export const ENTITY_TABLE = {
  polls: {
    source: (client) => dataSource(client.polls),
    columns: [
      f('title', 'field.title'),
      f('status', 'field.status', 'status'),
      f('createdAt', 'field.createdAt', 'date'),
    ],
    searchable: true,
  },
  notices: {
    source: (client) => dataSource(client.notices),
    columns: [f('title', 'field.title'), f('createdAt', 'field.createdAt', 'date')],
    detail: [
      f('title', 'field.title'),
      f('description', 'field.description'),
      f('createdAt', 'field.createdAt', 'date'),
    ],
    searchable: true,
  },
  tickets: {
    source: (client) => dataSource(client.tickets),
    columns: [
      f('code', 'field.code'),
      f('object', 'field.object'),
      f('status', 'field.status', 'status'),
      f('priority', 'field.priority', 'status'),
      f('dateTicket', 'field.dateTicket', 'date'),
    ],
    searchable: true,
  },
  tasks: {
    source: (client) => pagedSource(client.tasks),
    columns: [
      f('id', 'field.id'),
      f('status', 'field.status', 'status'),
      f('createdAt', 'field.createdAt', 'date'),
    ],
  },
  tokens: {
    source: (client) => pagedSource(client.tokens),
    columns: [
      f('id', 'field.id'),
      f('amount', 'field.amount', 'money'),
      f('isInvoiced', 'field.isInvoiced', 'boolean'),
      f('createdAt', 'field.createdAt', 'date'),
    ],
  },
  claims: {
    source: (client) => dataSource(client.claims),
    columns: [
      f('code', 'field.code'),
      f('building.name', 'field.building'),
      f('status', 'field.status', 'status'),
      f('dateStart', 'field.dateStart', 'date'),
      f('amountRefunded', 'field.amount', 'money'),
    ],
    searchable: true,
  },
  orders: {
    source: (client, params) => pagedSource(client.orders, orderWhere(params)),
    columns: orderColumns,
    detail: [
      ...orderColumns,
      f('validFrom', 'field.validFrom', 'date'),
      f('description', 'field.description'),
    ],
    searchable: true,
  },
  quotes: {
    source: (client) => pagedSource(client.quotes),
    columns: [
      f('id', 'field.id'),
      f('object', 'field.object'),
      f('status', 'field.status', 'status'),
      f('createdAt', 'field.createdAt', 'date'),
    ],
  },
  externalBuildings: {
    source: (client) => managedBuildingsSource(client),
    columns: buildingColumns,
    searchable: true,
  },
  buildings: {
    source: (client, params) =>
      dataSource(
        client.buildings,
        params.category ? { isPrivate: params.category === 'private' } : undefined,
      ),
    columns: buildingColumns,
    searchable: true,
  },
  consultancies: {
    source: (client) => resourceSource(client, 'consultancies'),
    columns: [f('name', 'field.name'), f('status', 'field.status', 'status')],
  },
  contacts: {
    source: (client) => dataSource(client.contacts),
    columns: [
      f('firstname', 'field.firstname'),
      f('lastname', 'field.lastname'),
      f('email', 'field.email'),
      f('phone', 'field.phone'),
    ],
    searchable: true,
  },
  employees: {
    source: (client) => dataSource(client.employees),
    columns: [
      f('fullname', 'field.fullname'),
      f('level', 'field.level'),
      f('status', 'field.status', 'status'),
    ],
    searchable: true,
  },
  entitlements: {
    source: (client) => dataSource(client.entitlements),
    columns: [
      f('id', 'field.id'),
      f('is_owner', 'field.isOwner', 'boolean'),
      f('is_tenant', 'field.isTenant', 'boolean'),
    ],
  },
  entitlementsAccess: {
    source: (client) => resourceSource(client, 'entitlements-access'),
    columns: [
      f('id', 'field.id'),
      f('email', 'field.email'),
      f('status', 'field.status', 'status'),
    ],
  },
  suppliers: {
    source: (client) => dataSource(client.suppliers),
    columns: [
      f('name1', 'field.name'),
      f('vat', 'field.vat'),
      f('categories', 'field.category'),
      f('status', 'field.status', 'status'),
    ],
    searchable: true,
  },
  sysSuppliers: {
    source: (client) => resourceSource(client, 'sys-suppliers'),
    columns: [f('name1', 'field.name'), f('vat', 'field.vat'), f('categories', 'field.category')],
    searchable: true,
  },
  units: {
    source: (client) => dataSource(client.units),
    columns: [
      f('name', 'field.name'),
      f('type', 'field.type'),
      f('org_buildings.name', 'field.building'),
    ],
    searchable: true,
  },
  plannedMaintenances: {
    source: (client) => resourceSource(client, 'planned-maintenances'),
    columns: [
      f('object', 'field.object'),
      f('startDate', 'field.startDate', 'date'),
      f('endDate', 'field.endDate', 'date'),
    ],
  },
  report: {
    source: (client) => pagedSource(client.orders),
    columns: orderColumns,
  },
  reportTimeline: {
    source: (client) => pagedSource(client.activities),
    columns: [
      f('status', 'field.status', 'status'),
      f('validFrom', 'field.validFrom', 'date'),
      f('validTo', 'field.validTo', 'date'),
    ],
  },
  folders: {
    source: (client) => dataSource(client.folders),
    columns: [
      f('id', 'field.id'),
      f('status', 'field.status', 'status'),
      f('criticality', 'field.priority'),
    ],
  },
  activities: {
    source: (client) => pagedSource(client.activities),
    columns: [
      f('org_orders.code', 'field.code'),
      f('status', 'field.status', 'status'),
      f('validFrom', 'field.validFrom', 'date'),
      f('validTo', 'field.validTo', 'date'),
    ],
  },
  procurements: {
    source: (client) => resourceSource(client, 'procurements'),
    columns: [
      f('id', 'field.id'),
      f('object', 'field.object'),
      f('status', 'field.status', 'status'),
    ],
  },
  correspondences: {
    source: communicationsOfType('corrispondenza'),
    columns: communicationColumns,
  },
  condoCorrespondences: {
    source: communicationsOfType('corrispondenza_condominiale'),
    columns: communicationColumns,
  },
  deliveries: {
    source: communicationsOfType('consegna'),
    columns: communicationColumns,
  },
  trackedDeliveries: {
    source: communicationsOfType('consegna_tracciata'),
    columns: communicationColumns,
  },
  /** The calendar screens (kind 'calendar', 002 §2.1) list the events until the calendar issue. */
  calendar: {
    source: (client) => dataSource(client.calendar.events),
    columns: [
      f('object', 'field.object'),
      f('startTime', 'field.startDate', 'datetime'),
      f('endTime', 'field.endDate', 'datetime'),
    ],
  },
  chats: {
    // The caller's chats: `POST proxy/chats/search` answering `{ rows: { results, counter } }`.
    source: (client) => pagedSource(rowsFamily(client.http, 'proxy/chats')),
    columns: [f('object', 'field.object'), f('status', 'field.status', 'status')],
  },
} satisfies Record<string, EntityConfig>;

/** An entity named in the table. */
export type EntityName = keyof typeof ENTITY_TABLE;

/** The configuration of an entity of domain's route table, or undefined for an unknown one. */
export function entityConfig(entity: string | undefined): EntityConfig | undefined {
  return entity !== undefined && entity in ENTITY_TABLE
    ? (ENTITY_TABLE as Record<string, EntityConfig>)[entity]
    : undefined;
}
