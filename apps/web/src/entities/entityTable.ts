/**
 * The one table that configures the generic entity screens: for every entity of domain's route
 * table, where its rows come from (an api-client family, filtered by the route's parameters), the
 * columns of its list and the sections of fields of its /new and /mod screens. Later issues
 * replace a screen by routing its name to a dedicated component; until then every list, /new and
 * /mod route is served here (issue #5: "one generic, typed entity-screen kit, configured per
 * entity").
 *
 * The detail fields are those the spec names for the entity (001 §3; 002 §3.4–3.10; 000 §3),
 * shown as '-' when the gateway does not return them. Where the spec names no field of an entity
 * (polls, notices, units, planned maintenances, procurements, consultancies, delegated accesses)
 * or says that the other fields are not shown (tasks), the fields are the gateway's own, so the
 * screen shows what the record holds; each such list says so.
 */
import { rowsFamily, type ApiClient } from '@portineria/api-client';
import { orderCategoryOfType, type OrderType } from '@portineria/domain';
import {
  enumField,
  field,
  relation,
  section,
  type EntityField,
  type EntitySection,
} from './entityFields.ts';
import {
  dataSource,
  managedBuildingsSource,
  pagedSource,
  resourceSource,
  type EntitySource,
} from './entitySources.ts';

/** The route parameters a source may read (orderType, category…). */
export type EntityParams = Readonly<Record<string, string | undefined>>;

/** The configuration of one entity. */
export interface EntityConfig {
  /** Where the rows come from for the route's parameters. */
  source: (client: ApiClient, params: EntityParams) => EntitySource;
  /** The list columns, first one names the row. */
  columns: readonly EntityField[];
  /** The detail fields in titled sections, for /mod and (empty) /new. */
  sections: readonly EntitySection[];
  /** The list accepts free-text search (`full_text`). */
  searchable?: boolean;
}

// ── Orders (001 §3 Order; 002 §3.4, §2.2 relations, §4.1 chips, §6 notes) ─────────────────────

const orderStatus = field('status', 'field.status', 'orderStatus');
const orderStatusColumn = enumField('status', 'field.status', {
  DRAFT: 'value.order.status.DRAFT',
  OPEN: 'value.order.status.OPEN',
  CLOSE: 'value.order.status.CLOSE',
  VALIDATION: 'value.order.status.VALIDATION',
});

const orderSections = [
  section('section.general', [
    field('code', 'field.code'),
    field('object', 'field.object'),
    field('description', 'field.description', 'multiline'),
    field('category', 'field.type', 'orderCategory'),
    field('priority', 'field.priority', 'orderPriority'),
    field('askedPrice', 'field.askedPrice', 'money'),
    field('notifyDoorkeeper', 'field.notifyDoorkeeper', 'boolean'),
  ]),
  section('section.relations', [
    relation('org_buildings', '_building', 'building', 'field.building', {
      rule: { kind: 'orderRelation', relation: 'building' },
    }),
    relation('sys_organizations', '_organization', 'administrator', 'field.administrator', {
      rule: { kind: 'orderRelation', relation: 'administrator' },
    }),
    relation('org_suppliers', '_supplier', 'supplier', 'field.supplier', {
      rule: { kind: 'orderRelation', relation: 'supplier' },
    }),
    relation('org_employees', '_employee', 'orgEmployee', 'field.employee', {
      rule: { kind: 'orderRelation', relation: 'employee' },
    }),
    relation('org_tickets', '_ticket', 'ticket', 'field.ticket', {
      rule: { kind: 'orderRelation', relation: 'ticket' },
    }),
  ]),
  section('section.dates', [
    field('dateOrder', 'field.dateOrder', 'date'),
    field('validFrom', 'field.validFrom', 'date'),
    field('validTo', 'field.validTo', 'date'),
    field('estimatedJobEndDate', 'field.estimatedJobEndDate', 'date'),
    field('createdAt', 'field.createdAt', 'datetime'),
  ]),
  section('section.status', [
    orderStatus,
    field('isRead', 'field.isRead', 'boolean'),
    field('isAccepted', 'field.isAccepted', 'boolean'),
    field('isPlanned', 'field.isPlanned', 'boolean'),
    field('isPending', 'field.isPending', 'boolean'),
    field('isSuspended', 'field.isSuspended', 'boolean'),
    field('isPartial', 'field.isPartial', 'boolean'),
    field('isRejected', 'field.isRejected', 'boolean'),
    field('isForcedClose', 'field.isForcedClose', 'boolean'),
  ]),
  section('section.notes', [
    field('noteOrg', 'field.noteOrg', 'note', { kind: 'orderNote', note: 'noteOrg' }),
    field('noteSpl', 'field.noteSpl', 'note', { kind: 'orderNote', note: 'noteSpl' }),
  ]),
];

const orderColumns = [
  field('code', 'field.code'),
  field('object', 'field.object'),
  field('org_buildings.name', 'field.building'),
  field('org_suppliers.name1', 'field.supplier'),
  orderStatusColumn,
  field('validTo', 'field.validTo', 'date'),
];

// ── Activities (001 §3 Activity, §4.2; 002 §3.5, §3.10) ──────────────────────────────────────

const activityStatus = field('status', 'field.status', 'activityStatus');

const activitySections = [
  section('section.general', [
    field('code', 'field.code'),
    activityStatus,
    field('isPending', 'field.activityPending', 'boolean'),
    field('managedFromOrg', 'field.managedFromOrg', 'boolean'),
  ]),
  section('section.relations', [
    relation('org_orders', '_order', 'order', 'field.order'),
    relation('org_orders.org_buildings', '_building', 'building', 'field.building'),
    relation('org_orders.org_suppliers', '_supplier', 'supplier', 'field.supplier', {
      rule: { kind: 'orderRelation', relation: 'supplier' },
    }),
    // 001 §4.2: the token link shows only with the token permission (the link's own check).
    relation('org_tokens', '_token', 'token', 'field.token'),
  ]),
  section('section.dates', [
    field('validFrom', 'field.validFrom', 'date'),
    field('validTo', 'field.validTo', 'date'),
    field('closingDate', 'field.closingDate', 'date'),
  ]),
  section('section.notes', [
    field('note', 'field.sharedNote', 'note', { kind: 'activityNote', note: 'note' }),
    field('noteOrg', 'field.noteOrg', 'note', { kind: 'activityNote', note: 'noteOrg' }),
    field('noteSpl', 'field.noteSpl', 'note', { kind: 'activityNote', note: 'noteSpl' }),
  ]),
];

const activityColumns = [
  field('code', 'field.code'),
  field('org_orders.object', 'field.order'),
  activityStatus,
  field('validFrom', 'field.validFrom', 'date'),
  field('validTo', 'field.validTo', 'date'),
];

// ── Buildings (001 §3 Building; 002 §3.5, §3.8 building card; 000 §3) ──────────────────────

const buildingSections = [
  section('section.general', [
    field('code', 'field.code'),
    field('name', 'field.name'),
    field('isPrivate', 'field.category', 'buildingCategory'),
    field('status', 'field.status', 'buildingStatus'),
    field('isManagedExternal', 'field.isManagedExternal', 'boolean', { kind: 'organisationOnly' }),
    field('isBuildinglessUsersContainer', 'field.isBuildinglessUsersContainer', 'boolean'),
    field('active_building_license', 'field.activeBuildingLicense', 'boolean'),
    relation('_building', '_building', 'building', 'field.parentBuilding'),
  ]),
  section('section.address', [
    field('street', 'field.street'),
    field('zip', 'field.zip'),
    field('city', 'field.city'),
    field('province', 'field.province'),
    field('country', 'field.country'),
  ]),
  section('section.cadastral', [
    field('nin', 'field.nin', 'text', { kind: 'notPrivateBuilding' }),
    field('cadastralMunicipality', 'field.cadastralMunicipality'),
  ]),
];

const buildingColumns = [
  field('name', 'field.name'),
  field('street', 'field.street'),
  field('city', 'field.city'),
  field('province', 'field.province'),
];

// ── Suppliers (000 §3, §4 badge; 002 §3.5, §3.9) ─────────────────────────────────────────────

const supplierBadgeField = field('badge', 'field.supplierBadge', 'supplierBadge');

const supplierSections = [
  section('section.general', [
    field('code', 'field.code'),
    field('name1', 'field.name1'),
    field('name2', 'field.name2'),
    supplierBadgeField,
    enumField('status', 'field.supplierAccess', {
      enabled: 'value.supplier.enabled',
      disabled: 'value.supplier.disabled',
    }),
    enumField('certificationStatus', 'field.certificationStatus', {
      under_evaluation: 'value.certification.under_evaluation',
      validated: 'value.certification.validated',
    }),
    field('categories', 'field.categories', 'tags'),
    field('tags', 'field.tags', 'tags'),
    field('qualificationNames', 'field.qualifications', 'tags'),
  ]),
  section('section.tax', [
    field('vat', 'field.vat'),
    field('nin', 'field.nin'),
    field('codeEInvoice', 'field.codeEInvoice'),
    field('emailEInvoice', 'field.emailEInvoice'),
  ]),
  section('section.address', [
    field('street', 'field.street'),
    field('zip', 'field.zip'),
    field('city', 'field.city'),
    field('province', 'field.province'),
    field('country', 'field.country'),
  ]),
  section('section.contacts', [
    field('email', 'field.email'),
    field('landline', 'field.landline'),
    field('mobile', 'field.mobile'),
    field('fax', 'field.fax'),
    field('emailAccounting', 'field.emailAccounting'),
    field('emailPlanning', 'field.emailPlanning'),
    field('emailSystem', 'field.emailSystem'),
  ]),
];

// ── Communications (001 §3 Communication, §4.5) ──────────────────────────────────────────────

const communicationStatus = enumField('status', 'field.status', {
  SENT: 'value.communication.status.SENT',
});

const communicationSections = [
  section('section.general', [
    field('object', 'field.object'),
    enumField('type', 'field.type', {
      corrispondenza: 'value.communication.type.corrispondenza',
      corrispondenza_condominiale: 'value.communication.type.corrispondenza_condominiale',
      consegna: 'value.communication.type.consegna',
      consegna_tracciata: 'value.communication.type.consegna_tracciata',
    }),
    field('buildings', 'field.buildings', 'buildingList'),
  ]),
  section('section.content', [field('body', 'field.body', 'multiline')]),
  section('section.status', [
    communicationStatus,
    field('sendingDate', 'field.sendingDate', 'datetime'),
    field('usr_openedIn', 'field.opened', 'communicationOpened'),
    field('openedAt', 'field.openedAt', 'datetime'),
  ]),
];

const communicationColumns = [
  field('object', 'field.object'),
  communicationStatus,
  field('sendingDate', 'field.sendingDate', 'datetime'),
];

/** The communications of a kind: the type values the gateway stores (002 §3.5; ours for deliveries). */
const communicationsOfType = (type: string) => (client: ApiClient) =>
  dataSource(client.communications, { type });

function orderWhere(params: EntityParams) {
  const orderType = params.orderType as OrderType | undefined;
  return orderType ? { category: orderCategoryOfType(orderType) } : undefined;
}

// ── The other entities ───────────────────────────────────────────────────────────────────────

const ticketStatus = field('status', 'field.status', 'ticketStatus');
const ticketPriority = field('priority', 'field.priority', 'ticketPriority');
const claimStatus = field('status', 'field.status', 'claimStatus');
const taskStatus = field('status', 'field.status', 'taskStatus');
const employeeStatus = field('status', 'field.status', 'employeeStatus');
const folderStatus = field('status', 'field.status', 'folderStatus');
const criticality = field('criticality', 'field.criticality', 'criticality');
const pollStatus = enumField('status', 'field.status', {
  true: 'value.poll.status.open',
  false: 'value.poll.status.closed',
});
const noticeStatus = enumField('status', 'field.status', {
  DRAFT: 'value.notice.status.DRAFT',
  PUBLISHED: 'value.notice.status.PUBLISHED',
});
const accessStatus = enumField('status', 'field.status', {
  active: 'value.access.active',
  pending: 'value.access.pending',
});
const consultancyStatus = enumField('status', 'field.status', {
  active: 'value.consultancy.active',
  inactive: 'value.consultancy.inactive',
});
const procurementStatus = enumField('status', 'field.status', {
  open: 'value.procurement.open',
  offer_sent: 'value.procurement.offer_sent',
  awarded: 'value.procurement.awarded',
  lost: 'value.procurement.lost',
  cancelled: 'value.procurement.cancelled',
});

/** Every entity of domain's ROUTES (`entity` of list, new and mod rows; `kind` of the others). */
export const ENTITY_TABLE = {
  // Polls: the spec names status (boolean), validTo and _building (000 §3 Watch records); the
  // other fields are the gateway's.
  polls: {
    source: (client) => dataSource(client.polls),
    columns: [
      field('object', 'field.object'),
      pollStatus,
      field('validTo', 'field.validTo', 'date'),
    ],
    sections: [
      section('section.general', [
        field('object', 'field.object'),
        field('question', 'field.question', 'multiline'),
        field('options', 'field.options', 'pollOptions'),
        pollStatus,
        relation('org_buildings', '_building', 'building', 'field.building'),
      ]),
      section('section.dates', [
        field('validFrom', 'field.validFrom', 'date'),
        field('validTo', 'field.validTo', 'date'),
        field('createdAt', 'field.createdAt', 'datetime'),
      ]),
    ],
    searchable: true,
  },
  // Notices: the spec names none of their fields; the gateway's.
  notices: {
    source: (client) => dataSource(client.notices),
    columns: [
      field('title', 'field.title'),
      noticeStatus,
      field('publishedAt', 'field.publishedAt', 'datetime'),
    ],
    sections: [
      section('section.general', [
        field('title', 'field.title'),
        noticeStatus,
        relation('org_buildings', '_building', 'building', 'field.building'),
      ]),
      section('section.content', [field('body', 'field.body', 'multiline')]),
      section('section.dates', [
        field('publishedAt', 'field.publishedAt', 'datetime'),
        field('validTo', 'field.validTo', 'date'),
        field('createdAt', 'field.createdAt', 'datetime'),
      ]),
    ],
    searchable: true,
  },
  // 001 §3 Ticket; 002 §3.5 (org_contacts requester), §3.10 (org_employees.fullname), §4.6.
  tickets: {
    source: (client) => dataSource(client.tickets),
    columns: [
      field('code', 'field.code'),
      field('object', 'field.object'),
      ticketStatus,
      ticketPriority,
      field('dateTicket', 'field.dateTicket', 'date'),
    ],
    sections: [
      section('section.general', [
        field('code', 'field.code'),
        field('object', 'field.object'),
        field('description', 'field.description', 'multiline'),
        ticketStatus,
        ticketPriority,
        enumField('visibility', 'field.visibility', {
          owner: 'value.visibility.owner',
          tennant: 'value.visibility.tennant',
          councilor: 'value.visibility.councilor',
          doorkeeper: 'value.visibility.doorkeeper',
          org: 'value.visibility.org',
          spl: 'value.visibility.spl',
          usr: 'value.visibility.usr',
          sys: 'value.visibility.sys',
        }),
      ]),
      section('section.relations', [
        relation('org_buildings', '_building', 'building', 'field.building'),
        relation('org_contacts', '_contact', 'contact', 'field.requester', {
          empty: 'noRequester',
        }),
        relation('org_employees', '_assignTo', 'orgEmployee', 'field.assignee'),
      ]),
      section('section.dates', [
        field('dateTicket', 'field.dateTicket', 'datetime'),
        field('createdAt', 'field.createdAt', 'datetime'),
        field('closedAt', 'field.closedAt', 'datetime'),
      ]),
    ],
    searchable: true,
  },
  // 001 §3 Task: "status, isSigned, _activity. Other fields not shown"; the others are the gateway's.
  tasks: {
    source: (client) => pagedSource(client.tasks),
    columns: [
      field('id', 'field.id'),
      field('org_activities.code', 'field.activity'),
      taskStatus,
      field('executedAt', 'field.executedAt', 'datetime'),
    ],
    sections: [
      section('section.general', [
        taskStatus,
        field('isSigned', 'field.isSigned', 'boolean'),
        field('description', 'field.description', 'multiline'),
      ]),
      section('section.relations', [
        relation('org_activities', '_activity', 'activity', 'field.activity'),
        relation('org_employees', '_employee', 'splEmployee', 'field.employee'),
      ]),
      section('section.dates', [
        field('executedAt', 'field.executedAt', 'datetime'),
        field('createdAt', 'field.createdAt', 'datetime'),
      ]),
    ],
  },
  // 001 §3 Billing token: "id and code, linked to an activity"; 002 §3.10 isInvoiced.
  tokens: {
    source: (client) => pagedSource(client.tokens),
    columns: [
      field('code', 'field.code'),
      field('amount', 'field.amount', 'money'),
      field('isInvoiced', 'field.isInvoiced', 'boolean'),
      field('createdAt', 'field.createdAt', 'date'),
    ],
    sections: [
      section('section.general', [
        field('code', 'field.code'),
        field('description', 'field.description', 'multiline'),
        field('amount', 'field.amount', 'money'),
        field('isInvoiced', 'field.isInvoiced', 'boolean'),
      ]),
      section('section.relations', [
        relation('org_activities', '_activity', 'activity', 'field.activity'),
        relation('org_orders', '_order', 'order', 'field.order'),
        relation('org_buildings', '_building', 'building', 'field.building'),
        relation('org_suppliers', '_supplier', 'supplier', 'field.supplier', {
          rule: { kind: 'orderRelation', relation: 'supplier' },
        }),
      ]),
      section('section.dates', [
        field('invoicedAt', 'field.invoicedAt', 'datetime'),
        field('createdAt', 'field.createdAt', 'datetime'),
      ]),
    ],
  },
  // 001 §3 Claim (code, status, _orgEmployee, dateStart, building, ICMP and IEXP); 002 §3.5.
  claims: {
    source: (client) => dataSource(client.claims),
    columns: [
      field('code', 'field.code'),
      field('building.name', 'field.building'),
      claimStatus,
      field('dateStart', 'field.dateStart', 'date'),
      field('amountRefunded', 'field.amountRefunded', 'money'),
    ],
    sections: [
      section('section.general', [
        field('code', 'field.code'),
        claimStatus,
        field('description', 'field.description', 'multiline'),
      ]),
      section('section.relations', [
        relation('building', '_building', 'building', 'field.building'),
        relation('org_employees', '_orgEmployee', 'orgEmployee', 'field.employee'),
        relation('supplierICMP', '_supplierICMP', 'supplier', 'field.supplierIcmp'),
        relation('supplierIEXP', '_supplierIEXP', 'supplier', 'field.supplierIexp'),
      ]),
      section('section.dates', [
        field('dateStart', 'field.dateStart', 'date'),
        field('createdAt', 'field.createdAt', 'datetime'),
      ]),
      section('section.amounts', [
        field('amountClaimed', 'field.amountClaimed', 'money'),
        field('amountRefunded', 'field.amountRefunded', 'money'),
      ]),
    ],
    searchable: true,
  },
  orders: {
    source: (client, params) => pagedSource(client.orders, orderWhere(params)),
    columns: orderColumns,
    sections: orderSections,
    searchable: true,
  },
  // 002 §3.10 Quote summary: the order (category, object, dateOrder, org_buildings) with
  // quotes.got and quotes.requests; 002 §5.7 the progress.
  quotes: {
    source: (client) => pagedSource(client.quotes),
    columns: [
      field('code', 'field.code'),
      field('object', 'field.object'),
      field('org_buildings.name', 'field.building'),
      field('quotes', 'field.quoteProgress', 'quoteProgress'),
      field('dateOrder', 'field.dateOrder', 'date'),
    ],
    sections: [
      section('section.general', [
        field('code', 'field.code'),
        field('object', 'field.object'),
        field('description', 'field.description', 'multiline'),
        field('category', 'field.type', 'orderCategory'),
        orderStatus,
      ]),
      section('section.relations', [
        relation('org_buildings', '_building', 'building', 'field.building'),
        relation('org_suppliers', '_supplier', 'supplier', 'field.supplier', {
          rule: { kind: 'orderRelation', relation: 'supplier' },
        }),
      ]),
      section('section.quotes', [
        field('quotes.requests', 'field.quoteRequests', 'number'),
        field('quotes.got', 'field.quoteGot', 'number'),
        field('quotes', 'field.quoteProgress', 'quoteProgress'),
        field('quotes.dueDate', 'field.dueDate', 'date'),
      ]),
      section('section.dates', [
        field('dateOrder', 'field.dateOrder', 'date'),
        field('validFrom', 'field.validFrom', 'date'),
        field('validTo', 'field.validTo', 'date'),
      ]),
      section('section.notes', [field('quotes.note', 'field.note', 'note')]),
    ],
  },
  externalBuildings: {
    source: (client) => managedBuildingsSource(client),
    columns: buildingColumns,
    sections: buildingSections,
    searchable: true,
  },
  buildings: {
    source: (client, params) =>
      dataSource(
        client.buildings,
        params.category ? { isPrivate: params.category === 'private' } : undefined,
      ),
    columns: buildingColumns,
    sections: buildingSections,
    searchable: true,
  },
  // Consultancies: the spec names none of their fields; the gateway's.
  consultancies: {
    source: (client) => resourceSource(client, 'consultancies'),
    columns: [field('name', 'field.name'), field('category', 'field.category'), consultancyStatus],
    sections: [
      section('section.general', [
        field('name', 'field.name'),
        field('description', 'field.description', 'multiline'),
        field('category', 'field.category'),
        consultancyStatus,
      ]),
    ],
  },
  // 002 §3.8 Contact card.
  contacts: {
    // The category of the route: persons or clients (002 §2.9 "category (person or client)"),
    // the same split the persons counter of the dashboard counts (000 §9).
    source: (client, params) =>
      dataSource(
        client.contacts,
        params.category === 'person' || params.category === 'client'
          ? { isPerson: params.category === 'person' }
          : undefined,
      ),
    columns: [
      field('firstname', 'field.firstname'),
      field('lastname', 'field.lastname'),
      field('email', 'field.email'),
      field('mobile', 'field.mobile'),
    ],
    sections: [
      section('section.general', [
        field('firstname', 'field.firstname'),
        field('lastname', 'field.lastname'),
        field('name1', 'field.name1'),
        field('name2', 'field.name2'),
      ]),
      section('section.contacts', [
        field('email', 'field.email'),
        field('mobile', 'field.mobile'),
        field('landline', 'field.landline'),
        field('url', 'field.url'),
      ]),
      section('section.address', [
        field('street', 'field.street'),
        field('zip', 'field.zip'),
        field('city', 'field.city'),
        field('province', 'field.province'),
      ]),
      section('section.tax', [field('vat', 'field.vat'), field('nin', 'field.nin')]),
    ],
    searchable: true,
  },
  // 001 §3 Employee (status, level, fullname), §4.6; 002 §3.5 (_user, fullname, color), §8.
  employees: {
    source: (client) => dataSource(client.employees),
    columns: [
      field('fullname', 'field.fullname'),
      field('level', 'field.level', 'number'),
      employeeStatus,
      field('_user', 'field.registration', 'employeeRegistration'),
    ],
    sections: [
      section('section.general', [
        field('fullname', 'field.fullname'),
        field('firstname', 'field.firstname'),
        field('lastname', 'field.lastname'),
        field('level', 'field.level', 'number'),
        field('color', 'field.color', 'color'),
      ]),
      section('section.status', [
        employeeStatus,
        field('_user', 'field.registration', 'employeeRegistration'),
      ]),
      section('section.contacts', [field('email', 'field.email'), field('mobile', 'field.mobile')]),
    ],
    searchable: true,
  },
  // 002 §3.7 Entitlement record.
  entitlements: {
    source: (client) => dataSource(client.entitlements),
    columns: [
      field('id', 'field.id'),
      field('isOwner', 'field.isOwner', 'boolean'),
      field('isTennant', 'field.isTenant', 'boolean'),
      field('isCouncilor', 'field.isCouncilor', 'boolean'),
      field('isDoorkeeper', 'field.isDoorkeeper', 'boolean'),
    ],
    sections: [
      section('section.relations', [
        relation('org_buildings', '_building', 'building', 'field.building'),
        relation('org_units', '_unit', 'unit', 'field.unit'),
        relation('org_contacts', '_contact', 'contact', 'field.contact'),
        relation('contactDeputy', '_contactDeputy', 'contact', 'field.contactDeputy'),
      ]),
      section('section.roles', [
        field('isOwner', 'field.isOwner', 'boolean'),
        field('isTennant', 'field.isTenant', 'boolean'),
        field('isCouncilor', 'field.isCouncilor', 'boolean'),
        field('isDoorkeeper', 'field.isDoorkeeper', 'boolean'),
      ]),
      section('section.notes', [field('note', 'field.note', 'note')]),
    ],
  },
  // Delegated accesses (001 §1 "entitlements-access"): the spec names no field; the gateway's.
  entitlementsAccess: {
    source: (client) => resourceSource(client, 'entitlements-access'),
    columns: [
      field('fullname', 'field.contactDeputy'),
      field('email', 'field.email'),
      field('delegatorFullname', 'field.delegator'),
      accessStatus,
    ],
    sections: [
      section('section.general', [
        field('fullname', 'field.contactDeputy'),
        field('email', 'field.email'),
        field('mobile', 'field.mobile'),
        accessStatus,
      ]),
      section('section.relations', [
        field('delegatorFullname', 'field.delegator'),
        relation('org_buildings', '_building', 'building', 'field.building'),
        relation('org_units', '_unit', 'unit', 'field.unit'),
      ]),
      section('section.dates', [field('createdAt', 'field.createdAt', 'datetime')]),
    ],
  },
  suppliers: {
    source: (client) => dataSource(client.suppliers),
    columns: [
      field('name1', 'field.name1'),
      field('vat', 'field.vat'),
      field('categories', 'field.categories', 'tags'),
      supplierBadgeField,
    ],
    sections: supplierSections,
    searchable: true,
  },
  sysSuppliers: {
    source: (client) => resourceSource(client, 'sys-suppliers'),
    columns: [
      field('name1', 'field.name1'),
      field('vat', 'field.vat'),
      field('categories', 'field.categories', 'tags'),
    ],
    sections: supplierSections,
    searchable: true,
  },
  // Units: the spec names none of their fields; the gateway's.
  units: {
    source: (client) => dataSource(client.units),
    columns: [
      field('code', 'field.code'),
      field('name', 'field.name'),
      field('unitType', 'field.unitType'),
      field('floor', 'field.floor'),
    ],
    sections: [
      section('section.general', [
        field('code', 'field.code'),
        field('name', 'field.name'),
        field('unitType', 'field.unitType'),
        relation('org_buildings', '_building', 'building', 'field.building'),
        field('staircase', 'field.staircase'),
        field('floor', 'field.floor'),
        field('thousandths', 'field.thousandths', 'number'),
      ]),
      section('section.cadastral', [
        field('cadastralSheet', 'field.cadastralSheet'),
        field('cadastralParcel', 'field.cadastralParcel'),
        field('cadastralSub', 'field.cadastralSub'),
      ]),
    ],
    searchable: true,
  },
  // Planned maintenances: the spec names none of their fields; the gateway's.
  plannedMaintenances: {
    source: (client) => resourceSource(client, 'planned-maintenances'),
    columns: [
      field('object', 'field.object'),
      field('startDate', 'field.validFrom', 'date'),
      field('nextDueOn', 'field.nextDueOn', 'date'),
    ],
    sections: [
      section('section.general', [
        field('object', 'field.object'),
        field('description', 'field.description', 'multiline'),
        field('frequency', 'field.frequency'),
        enumField('status', 'field.status', {
          planned: 'value.maintenance.planned',
          active: 'value.maintenance.active',
          suspended: 'value.maintenance.suspended',
          completed: 'value.maintenance.completed',
        }),
      ]),
      section('section.relations', [
        relation('org_buildings', '_building', 'building', 'field.building'),
        relation('org_suppliers', '_supplier', 'supplier', 'field.supplier'),
      ]),
      section('section.dates', [
        field('startDate', 'field.validFrom', 'date'),
        field('endDate', 'field.validTo', 'date'),
        field('nextDueOn', 'field.nextDueOn', 'date'),
      ]),
    ],
  },
  report: {
    source: (client) => pagedSource(client.orders),
    columns: orderColumns,
    sections: orderSections,
  },
  reportTimeline: {
    source: (client) => pagedSource(client.activities),
    columns: activityColumns,
    sections: activitySections,
  },
  // 001 §3 Qualification folder (states, owner, kind, qualifications, sub-type); §4.7 criticality.
  folders: {
    source: (client) => dataSource(client.folders),
    columns: [
      field('folderType.name', 'field.folderType'),
      folderStatus,
      criticality,
      field('expiresOn', 'field.expiresOn', 'date'),
    ],
    sections: [
      section('section.general', [
        field('folderType.name', 'field.folderType'),
        folderStatus,
        criticality,
        enumField('folderType.owner', 'field.folderOwner', {
          CONSULTANT: 'value.folder.owner.CONSULTANT',
          ORGANIZATION: 'value.folder.owner.ORGANIZATION',
        }),
        enumField('folderType.kind', 'field.folderKind', {
          FORM: 'value.folder.kind.FORM',
          FINAL_DOC: 'value.folder.kind.FINAL_DOC',
        }),
        field('subType', 'field.subType'),
        field('folderType.qualifications', 'field.qualifications', 'tags'),
        field('isRequired', 'field.isRequired', 'boolean'),
        field('uploadableBySpl', 'field.uploadableBySpl', 'boolean'),
      ]),
      section('section.documents', [field('items', 'field.attachments', 'attachments')]),
      section('section.dates', [
        field('validFrom', 'field.validFrom', 'date'),
        field('expiresOn', 'field.expiresOn', 'date'),
      ]),
    ],
  },
  activities: {
    source: (client) => pagedSource(client.activities),
    columns: activityColumns,
    sections: activitySections,
  },
  // Procurements: the spec names none of their fields; the gateway's.
  procurements: {
    source: (client) => resourceSource(client, 'procurements'),
    columns: [
      field('object', 'field.object'),
      procurementStatus,
      field('deadline', 'field.deadline', 'date'),
    ],
    sections: [
      section('section.general', [
        field('object', 'field.object'),
        field('description', 'field.description', 'multiline'),
        procurementStatus,
        field('amount', 'field.amount', 'money'),
      ]),
      section('section.relations', [
        relation('org_buildings', '_building', 'building', 'field.building'),
      ]),
      section('section.dates', [
        field('deadline', 'field.deadline', 'date'),
        field('createdAt', 'field.createdAt', 'datetime'),
      ]),
    ],
  },
  correspondences: {
    source: communicationsOfType('corrispondenza'),
    columns: communicationColumns,
    sections: communicationSections,
  },
  condoCorrespondences: {
    source: communicationsOfType('corrispondenza_condominiale'),
    columns: communicationColumns,
    sections: communicationSections,
  },
  deliveries: {
    source: communicationsOfType('consegna'),
    columns: communicationColumns,
    sections: communicationSections,
  },
  trackedDeliveries: {
    source: communicationsOfType('consegna_tracciata'),
    columns: communicationColumns,
    sections: communicationSections,
  },
  /** The calendar screens (kind 'calendar', 002 §2.1) list the events until the calendar issue. */
  calendar: {
    source: (client) => dataSource(client.calendar.events),
    columns: [
      field('object', 'field.object'),
      field('startTime', 'field.startDate', 'datetime'),
      field('endTime', 'field.endDate', 'datetime'),
    ],
    // 002 §3.1 Calendar event.
    sections: [
      section('section.general', [
        field('object', 'field.object'),
        field('description', 'field.description', 'multiline'),
        field('status', 'field.status', 'calendarStatus'),
        enumField('visibility', 'field.visibility', {
          0: 'value.event.visibility.public',
          1: 'value.event.visibility.private',
          global: 'value.event.visibility.global',
        }),
        field('color', 'field.color', 'color'),
      ]),
      section('section.dates', [
        field('startTime', 'field.startDate', 'datetime'),
        field('endTime', 'field.endDate', 'datetime'),
        field('isAllDay', 'field.isAllDay', 'boolean'),
      ]),
    ],
  },
  chats: {
    // The caller's chats: `POST proxy/chats/search` answering `{ rows: { results, counter } }`.
    source: (client) => pagedSource(rowsFamily(client.http, 'proxy/chats')),
    columns: [field('object', 'field.object'), field('status', 'field.status', 'boolean')],
    // 002 §3.6 Chat info: object, status.
    sections: [
      section('section.general', [
        field('object', 'field.object'),
        field('status', 'field.status', 'boolean'),
      ]),
    ],
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
