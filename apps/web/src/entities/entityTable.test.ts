import { ROUTES, routeByName, type RouteDefinition } from '@portineria/domain';
import { describe, expect, it } from 'vitest';
import { webMessages } from '../messages/it-IT.ts';
import type { EntityField } from './entityFields.ts';
import { RELATION_KINDS, RELATION_TARGETS, relationHref } from './entityRelations.ts';
import { ENTITY_TABLE, entityConfig } from './entityTable.ts';

const TABLE = ENTITY_TABLE as Record<string, (typeof ENTITY_TABLE)[keyof typeof ENTITY_TABLE]>;

/** Every field of an entity's detail sections. */
function detailFields(entity: string): EntityField[] {
  return TABLE[entity]!.sections.flatMap((section) => section.fields);
}

/** The record paths an entity's detail reads: field keys and relation ids. */
function detailPaths(entity: string): string[] {
  return detailFields(entity).flatMap((field) =>
    field.format === 'relation' ? [field.key, field.idKey] : [field.key],
  );
}

/** The entities of domain's route table. */
const ROUTE_ENTITIES = [
  ...new Set((ROUTES as readonly RouteDefinition[]).map((route) => route.entity)),
].filter((entity): entity is string => entity !== undefined);

describe('the entity table', () => {
  it('issue #5: every entity of domain’s ROUTES has detail sections with fields', () => {
    const missing = ROUTE_ENTITIES.filter(
      (entity) =>
        !entityConfig(entity) ||
        entityConfig(entity)!.sections.length === 0 ||
        entityConfig(entity)!.sections.some((section) => section.fields.length === 0),
    );

    expect(ROUTE_ENTITIES.length).toBeGreaterThan(25);
    expect(missing).toEqual([]);
  });

  it('every /new and /mod route opens an entity with detail sections', () => {
    const detailRoutes = (ROUTES as readonly RouteDefinition[]).filter(
      (route) => route.kind === 'new' || route.kind === 'mod',
    );

    expect(detailRoutes.length).toBeGreaterThan(40);
    expect(
      detailRoutes
        .filter((route) => (entityConfig(route.entity)?.sections.length ?? 0) === 0)
        .map((route) => route.name),
    ).toEqual([]);
  });

  it('every label of a section, a field, a column and an enumerated value is an Italian message', () => {
    const keys = new Set<string>();
    for (const config of Object.values(TABLE)) {
      for (const section of config.sections) keys.add(section.titleKey);
      for (const field of [...config.columns, ...config.sections.flatMap((s) => s.fields)]) {
        keys.add(field.labelKey);
        if (field.format === 'enum') for (const key of Object.values(field.labels)) keys.add(key);
      }
    }
    for (const target of Object.values(RELATION_TARGETS)) {
      if ('typeLabelKey' in target) keys.add(target.typeLabelKey);
    }

    const missing = [...keys].filter((key) => !(key in webMessages));
    const blank = [...keys].filter(
      (key) => key in webMessages && webMessages[key as keyof typeof webMessages].trim() === '',
    );

    expect(keys.size).toBeGreaterThan(100);
    expect(missing).toEqual([]);
    expect(blank).toEqual([]);
  });

  it('a field appears once per section, and once per list', () => {
    const duplicated: string[] = [];
    for (const [entity, config] of Object.entries(TABLE)) {
      for (const fields of [config.columns, ...config.sections.map((s) => s.fields)]) {
        const keys = fields.map((field) => field.key);
        keys
          .filter((key, index) => keys.indexOf(key) !== index)
          .forEach((key) => duplicated.push(`${entity}.${key}`));
      }
    }

    expect(duplicated).toEqual([]);
  });

  it('001 §3, 002 §3.4: the order detail shows every field the spec names for an order', () => {
    const named = [
      'status',
      'code',
      'object',
      'description',
      'dateOrder',
      'validFrom',
      'validTo',
      '_building',
      '_supplier',
      '_employee',
      'category',
      'priority',
      'isRead',
      'isAccepted',
      'isPlanned',
      'estimatedJobEndDate',
      'isPending',
      'isSuspended',
      'createdAt',
      'isPartial',
      'isRejected',
      'isForcedClose',
      'askedPrice',
      'notifyDoorkeeper',
      'noteSpl',
      'noteOrg',
      'org_tickets',
      'org_buildings',
      'sys_organizations',
      'org_suppliers',
      'org_employees',
    ];

    expect(named.filter((path) => !detailPaths('orders').includes(path))).toEqual([]);
  });

  it.each([
    [
      'activities',
      '001 §3 Activity',
      [
        'code',
        'status',
        'validFrom',
        'validTo',
        'note',
        'noteOrg',
        'noteSpl',
        'closingDate',
        'managedFromOrg',
        '_token',
        '_order',
      ],
    ],
    ['tasks', '001 §3 Task', ['status', 'isSigned', '_activity']],
    [
      'tickets',
      '001 §3 Ticket, 002 §3.5',
      [
        'code',
        'object',
        'status',
        'priority',
        'visibility',
        '_assignTo',
        '_contact',
        'dateTicket',
        '_building',
        'org_contacts',
      ],
    ],
    [
      'claims',
      '001 §3 Claim, 002 §3.5',
      [
        'code',
        'status',
        '_orgEmployee',
        'dateStart',
        'building',
        'supplierICMP',
        'supplierIEXP',
        'amountRefunded',
      ],
    ],
    [
      'correspondences',
      '001 §3 Communication',
      ['type', 'status', 'sendingDate', 'object', 'buildings', 'usr_openedIn'],
    ],
    ['employees', '001 §3 Employee, 002 §3.5', ['status', 'level', 'fullname', '_user', 'color']],
    ['tokens', '001 §3 Billing token, 002 §3.10', ['code', '_activity', 'isInvoiced']],
    [
      'folders',
      '001 §3 Qualification folder, §4.7',
      [
        'status',
        'criticality',
        'folderType.owner',
        'folderType.kind',
        'folderType.qualifications',
        'subType',
      ],
    ],
    [
      'buildings',
      '001 §3 Building, 002 §3.8 building card',
      [
        'name',
        'status',
        '_building',
        'isManagedExternal',
        'isPrivate',
        'isBuildinglessUsersContainer',
        'code',
        'street',
        'city',
        'zip',
        'province',
        'nin',
        'cadastralMunicipality',
        'active_building_license',
      ],
    ],
    [
      'contacts',
      '002 §3.8 contact card',
      [
        'firstname',
        'lastname',
        'email',
        'mobile',
        'name1',
        'name2',
        'landline',
        'street',
        'city',
        'zip',
        'province',
        'url',
        'vat',
        'nin',
      ],
    ],
    [
      'entitlements',
      '002 §3.7 entitlement record',
      [
        'isOwner',
        'isTennant',
        'isCouncilor',
        'isDoorkeeper',
        '_building',
        '_contact',
        '_contactDeputy',
        'note',
      ],
    ],
    [
      'suppliers',
      '000 §3, 002 §3.5, §3.9',
      [
        'code',
        'name1',
        'name2',
        'vat',
        'nin',
        'street',
        'zip',
        'city',
        'province',
        'country',
        'codeEInvoice',
        'emailEInvoice',
        'email',
        'landline',
        'mobile',
        'fax',
        'emailAccounting',
        'emailPlanning',
        'emailSystem',
        'categories',
        'status',
        'certificationStatus',
        'tags',
        'qualificationNames',
      ],
    ],
    [
      'quotes',
      '002 §3.10 quote summary',
      ['category', 'object', 'dateOrder', 'org_buildings', 'quotes.got', 'quotes.requests'],
    ],
    [
      'calendar',
      '002 §3.1 calendar event',
      [
        'object',
        'description',
        'startTime',
        'endTime',
        'isAllDay',
        'visibility',
        'status',
        'color',
      ],
    ],
  ])('the %s detail shows every field of %s', (entity, _source, named) => {
    expect(named.filter((path) => !detailPaths(entity).includes(path))).toEqual([]);
  });

  it('002 §2.1: every relation opens a /mod route of its own role tree', () => {
    const wrong: string[] = [];
    for (const kind of RELATION_KINDS) {
      for (const [roleType, name] of Object.entries(RELATION_TARGETS[kind].routes)) {
        const route = routeByName(name);
        if (!route || route.kind !== 'mod' || route.roleType !== roleType) {
          wrong.push(`${kind} → ${name}`);
        }
      }
    }

    expect(wrong).toEqual([]);
  });

  it('every relation that some role may open can be looked up in the entity table', () => {
    const withoutLookup = RELATION_KINDS.filter(
      (kind) =>
        Object.keys(RELATION_TARGETS[kind].routes).length > 0 &&
        !entityConfig(RELATION_TARGETS[kind].entity),
    );

    expect(withoutLookup).toEqual([]);
  });

  it('002 §2.1, §7.6: a relation builds the /mod address from the related record', () => {
    expect(
      relationHref('building', 'orgBuildingMod', '9', {
        id: 9,
        name: 'Via Roma 5',
        isPrivate: true,
      }),
    ).toBe('/ORG/TAB/buildings/private/mod/9');
    expect(relationHref('order', 'usrOrderMod', '18', { id: 18, category: 'ODP' })).toBe(
      '/USR/OPR/orders/contracts/mod/18',
    );
    expect(relationHref('contact', 'orgContactMod', '6', { id: 6, isPerson: true })).toBe(
      '/ORG/TAB/contacts/person/mod/6',
    );
    expect(relationHref('supplier', 'orgSupplierMod', '1', undefined)).toBe(
      '/ORG/TAB/suppliers/mod/1',
    );
    // A building without isPrivate must be looked up before it can be linked.
    expect(relationHref('building', 'orgBuildingMod', '9', { id: 9 })).toBeUndefined();
  });
});
