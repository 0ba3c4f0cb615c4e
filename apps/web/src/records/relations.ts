/**
 * The records a record links to (002 §2.1 "/{ROLE}{applicationRoute}/mod/{id} for any linked
 * entity"; 002 §2.2 relation chips): for each kind of related record, its name, the /mod route
 * that opens it in each role tree, and the route parameters the record itself decides (a
 * building's category, an order's type, a contact's category). A role with no route for a kind
 * sees the name only. Pure: the detail screen adds the permission check; the records come
 * embedded in the detail's own read (its includes).
 */
import { hrefFor, orderTypeOfCategory, type RoleType, type RouteName } from '@portineria/domain';
import type { WebMessageKey } from '../messages/it-IT.ts';

/** Every kind of related record a detail screen links to. */
export const RELATION_KINDS = [
  'building',
  'supplier',
  'administrator',
  'orgEmployee',
  'splEmployee',
  'ticket',
  'order',
  'activity',
  'contact',
  'token',
  'unit',
] as const;

/** A kind of related record. */
export type RelationKind = (typeof RELATION_KINDS)[number];

/** The entity types ui's RelationChip knows (icon and info-dialog title). */
export type RelationChipType =
  'order' | 'contract' | 'ticket' | 'building' | 'administrator' | 'supplier' | 'employee';

/** A related record as it arrives embedded: any fields. */
export type RelatedRecord = Readonly<Record<string, unknown>>;

/** How one kind of related record is named and opened. */
export interface RelationTarget {
  /** The chip's entity type for the record. */
  chip: (record: RelatedRecord | undefined) => RelationChipType;
  /** The word for the type where ui's chip has none ('Attività', 'Unità'…). */
  typeLabelKey?: WebMessageKey;
  /** The /mod route that opens the record, per role tree; a role without one cannot open it. */
  routes: Partial<Record<RoleType, RouteName>>;
  /** The record's name as the user knows it. */
  nameOf: (record: RelatedRecord) => string | undefined;
  /** The route parameters the record decides (category, orderType), besides its id. */
  params: (record: RelatedRecord) => Readonly<Record<string, string | undefined>>;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function joined(...values: unknown[]): string | undefined {
  const parts = values.map(text).filter((part): part is string => part !== undefined);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** 'TCK-2026-0001 – Infiltrazione…': the code the office quotes and the object people read. */
function codeAndObject(record: RelatedRecord): string | undefined {
  const code = text(record.code);
  const object = text(record.object);
  return code && object ? `${code} – ${object}` : (object ?? code);
}

const noParams = () => ({});

/** The relation targets, one per kind. */
export const RELATION_TARGETS = {
  building: {
    chip: () => 'building',
    routes: { ORG: 'orgBuildingMod', SPL: 'splBuildingMod' },
    nameOf: (record) => text(record.name) ?? text(record.code),
    // 001 §2.2: the organisation's building routes carry the category, private or condominium.
    params: (record) => ({
      category:
        record.isPrivate === true
          ? 'private'
          : record.isPrivate === false
            ? 'condominium'
            : undefined,
    }),
  },
  supplier: {
    chip: () => 'supplier',
    routes: { ORG: 'orgSupplierMod' },
    // 002 §3.10 "org_suppliers name1/name2".
    nameOf: (record) => joined(record.name1, record.name2) ?? text(record.code),
    params: noParams,
  },
  administrator: {
    chip: () => 'administrator',
    // 002 §2.2: the administrator is shown to suppliers, who have no organisation screen.
    routes: {},
    nameOf: (record) => joined(record.name1, record.name2) ?? text(record.company_name),
    params: noParams,
  },
  orgEmployee: {
    chip: () => 'employee',
    routes: { ORG: 'orgEmployeeMod' },
    nameOf: (record) => text(record.fullname) ?? joined(record.firstname, record.lastname),
    params: noParams,
  },
  splEmployee: {
    chip: () => 'employee',
    routes: { SPL: 'splEmployeeMod' },
    nameOf: (record) => text(record.fullname) ?? joined(record.firstname, record.lastname),
    params: noParams,
  },
  ticket: {
    chip: () => 'ticket',
    routes: { ORG: 'orgTicketMod', USR: 'usrTicketMod' },
    nameOf: codeAndObject,
    params: noParams,
  },
  order: {
    chip: (record) => (record?.category === 'ODP' ? 'contract' : 'order'),
    routes: { ORG: 'orgOrderMod', SPL: 'splOrderMod', USR: 'usrOrderMod' },
    nameOf: codeAndObject,
    // 002 §7.6: service orders open under /service/, contracts under /contracts/.
    params: (record) => ({
      orderType:
        record.category === 'ODS' || record.category === 'ODP'
          ? orderTypeOfCategory(record.category)
          : undefined,
    }),
  },
  activity: {
    chip: () => 'order',
    typeLabelKey: 'field.activity',
    routes: { SPL: 'splActivityMod' },
    nameOf: (record) => text(record.code),
    params: noParams,
  },
  contact: {
    chip: () => 'employee',
    typeLabelKey: 'field.contact',
    routes: { ORG: 'orgContactMod' },
    nameOf: (record) =>
      text(record.fullname) ??
      joined(record.firstname, record.lastname) ??
      joined(record.name1, record.name2),
    // 002 §2.9 "orgContactMod with idElement and category (person or client)".
    params: (record) => ({
      category:
        record.isPerson === true ? 'person' : record.isPerson === false ? 'client' : undefined,
    }),
  },
  token: {
    chip: () => 'order',
    typeLabelKey: 'field.token',
    routes: { ORG: 'orgTokenMod', SPL: 'splTokenMod' },
    nameOf: (record) => text(record.code),
    params: noParams,
  },
  unit: {
    chip: () => 'building',
    typeLabelKey: 'field.unit',
    routes: { ORG: 'orgUnitMod' },
    nameOf: (record) => joined(record.name) ?? text(record.code),
    params: noParams,
  },
} as const satisfies Record<RelationKind, RelationTarget>;

/** The target of a relation kind. */
export function relationTarget(kind: RelationKind): RelationTarget {
  return RELATION_TARGETS[kind];
}

/** The /mod route that opens a relation kind in a role tree, if any. */
export function relationRoute(kind: RelationKind, roleType: RoleType): RouteName | undefined {
  const routes: Partial<Record<RoleType, RouteName>> = RELATION_TARGETS[kind].routes;
  return routes[roleType];
}

/**
 * The address of a related record, or undefined when the record lacks a parameter its route
 * needs (a building without isPrivate, not embedded).
 */
export function relationHref(
  kind: RelationKind,
  routeName: RouteName,
  id: string,
  record: RelatedRecord | undefined,
): string | undefined {
  const params = {
    ...(record ? RELATION_TARGETS[kind].params(record) : {}),
    idElement: id,
    id,
  };
  try {
    return (hrefFor as (name: RouteName, params?: object) => string)(routeName, params);
  } catch {
    return undefined;
  }
}
