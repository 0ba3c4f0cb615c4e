/**
 * The vocabulary of the entity table: how a field is shown (its format), which rule decides who
 * sees or edits it, and how detail fields are grouped in sections. Pure data and types, so the
 * table, the list cells, the detail screen and the tests all read the same definitions.
 */
import type { OrderRelation } from '@portineria/domain';
import type { WebMessageKey } from '../messages/it-IT.ts';
import type { RelationKind } from './entityRelations.ts';

/**
 * The formats that need no options. Each one is rendered by `presentField` (fieldValue.ts), which
 * switches over this union with `satisfies never`, so a new format cannot be left unrendered.
 */
export const PLAIN_FORMATS = [
  /** Plain text; objects and arrays are never dumped as JSON. */
  'text',
  /** Long text kept with its line breaks. */
  'multiline',
  /** A number in Italian notation. */
  'number',
  /** DD/MM/YYYY (002 §5.1). */
  'date',
  /** DD/MM/YYYY HH:mm (000 §9). */
  'datetime',
  /** 1.234,50 € (000 §9). */
  'money',
  /** Sì / No. */
  'boolean',
  /** A comma-separated string or a list, as tags. */
  'tags',
  /** A colour swatch with its code (employees, calendar). */
  'color',
  /** A note: 'Nessuna nota da visualizzare' when empty (002 §8). */
  'note',
  /** The order status and domain's status chips (002 §4.1). */
  'orderStatus',
  /** ODS 'Ordine', ODP 'Ordine ripetuto' (002 §3.1). */
  'orderCategory',
  /** 'Urgente' for priority 2 (002 §4.6), otherwise 'Normale'. */
  'orderPriority',
  /** The ticket status chips: 'In lavorazione', the assignee or 'Da assegnare', 'Urgente' (002 §4.6). */
  'ticketStatus',
  /** 'Urgente' for URGENT (002 §4.6), otherwise 'Normale'. */
  'ticketPriority',
  /** The supplier badge (000 §4). */
  'supplierBadge',
  /** 'Condominio' or 'Proprietà' from isPrivate (002 §1, §3.8). */
  'buildingCategory',
  /** The 'Disabilitato' chip (002 §8), otherwise 'Attivo'. */
  'buildingStatus',
  /** 1 'Attivo', 0 'Disabilitato' (001 §4.6). */
  'employeeStatus',
  /** 'Non registrato' when _user is null (002 §8). */
  'employeeRegistration',
  /** The claim status label (001 §4.4; domain `claimStatusLabel`). */
  'claimStatus',
  /** The activity status, or "Annullata dall'amministratore" (001 §4.2). */
  'activityStatus',
  /** Status 2 is the executed task of quick completion (001 §4.2); ours: any other is registered. */
  'taskStatus',
  /** TODO 0, IN_PROGRESS 1, DONE 2, MISSING 3 (001 §3). */
  'folderStatus',
  /** The criticality scale (001 §4.7). */
  'criticality',
  /** 'COMPLETATA' or 'n/m' of a folder's items (000 §4). */
  'attachments',
  /** 'Da fare' / 'Completato' (002 §4.2). */
  'calendarStatus',
  /** Whether usr_openedIn{product} is true (001 §3, §4.5). */
  'communicationOpened',
  /** Building ids named from the user's buildings (001 §3 Communication "buildings"). */
  'buildingList',
  /** The options of a poll with their votes. */
  'pollOptions',
  /** quotes.got / quotes.requests × 100 (002 §5.7). */
  'quoteProgress',
] as const;

/** A format that needs no options. */
export type PlainFormat = (typeof PLAIN_FORMATS)[number];

/** Every format of a field: the plain ones, enumerations and relations. */
export type FieldFormat = PlainFormat | 'enum' | 'relation';

/**
 * Who sees a field and what editing it needs, decided by domain's rules (fieldAccess.ts):
 * - `orderNote`: 002 §6 Order notes (domain `orderNotesAccess`);
 * - `activityNote`: 001 §4.2 internal notes (domain `activityNotesAccess`);
 * - `orderRelation`: 002 §2.2 relations a role sees (domain `orderRelationsShown`);
 * - `notPrivateBuilding`: 002 §3.8 "nin (hidden for private buildings)";
 * - `organisationOnly`: 002 §6 "Only org-type profiles see the 'externally managed' chip".
 */
export type FieldRule =
  | { kind: 'orderNote'; note: 'noteOrg' | 'noteSpl' }
  | { kind: 'activityNote'; note: 'note' | 'noteOrg' | 'noteSpl' }
  | { kind: 'orderRelation'; relation: OrderRelation }
  | { kind: 'notPrivateBuilding' }
  | { kind: 'organisationOnly' };

interface FieldBase {
  /** The record path of the value: 'object', 'org_buildings.name', 'quotes.requests'. */
  key: string;
  /** The label, in the app's Italian messages. */
  labelKey: WebMessageKey;
  /** Who sees (and edits) the field; everybody sees it, read-only, when absent. */
  rule?: FieldRule;
}

/** A field shown with a format that needs no options. */
export interface PlainField extends FieldBase {
  format: PlainFormat;
}

/** A field whose raw values each have an Italian label; an unknown value is shown as it is. */
export interface EnumField extends FieldBase {
  format: 'enum';
  labels: Readonly<Record<string, WebMessageKey>>;
}

/**
 * A link to another record (002 §2.1 "/{ROLE}{applicationRoute}/mod/{id} for any linked
 * entity"): `key` is the embedded record ('org_buildings'), `idKey` its id ('_building').
 */
export interface RelationField extends FieldBase {
  format: 'relation';
  relation: RelationKind;
  idKey: string;
  /** What an empty relation says instead of '-', from domain ('Nessun richiedente'). */
  empty?: 'noRequester';
}

/** A field of an entity. */
export type EntityField = PlainField | EnumField | RelationField;

/** A titled group of detail fields. */
export interface EntitySection {
  titleKey: WebMessageKey;
  fields: readonly EntityField[];
}

/** A plain field. */
export function field(
  key: string,
  labelKey: WebMessageKey,
  format: PlainFormat = 'text',
  rule?: FieldRule,
): PlainField {
  return rule ? { key, labelKey, format, rule } : { key, labelKey, format };
}

/** An enumerated field. */
export function enumField(
  key: string,
  labelKey: WebMessageKey,
  labels: Readonly<Record<string, WebMessageKey>>,
): EnumField {
  return { key, labelKey, format: 'enum', labels };
}

/** A relation field. */
export function relation(
  key: string,
  idKey: string,
  kind: RelationKind,
  labelKey: WebMessageKey,
  options: { rule?: FieldRule; empty?: 'noRequester' } = {},
): RelationField {
  return { key, idKey, labelKey, format: 'relation', relation: kind, ...options };
}

/** A section. */
export function section(titleKey: WebMessageKey, fields: readonly EntityField[]): EntitySection {
  return { titleKey, fields };
}
