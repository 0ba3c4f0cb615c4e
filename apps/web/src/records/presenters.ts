/**
 * How a value of a record is shown, with domain's rules and formatters (000 §9, 002 §4, §8):
 * each presenter turns a value into a typed presentation (text, a date, money, chips, a
 * relation…) that `FieldValueView` renders with ui components, and `presentationText` turns any
 * presentation into the plain text the list cells and the tests read. No React here. The feature
 * definitions pick the presenter of each field; nothing here knows a field's name.
 */
import {
  ACTIVITY_STATUS,
  CLAIM_STATUSES,
  EMPLOYEE_STATUS,
  FOLDER_STATUS,
  activityStatusLabel,
  attachmentCountLabel,
  buildingCategoryLabel,
  buildingCategoryOf,
  calendarStatusLabel,
  claimStatusLabel,
  criticalityLevel,
  employeeRegistrationLabel,
  formatDate,
  formatDateTime,
  formatMoney,
  isBuildingDisabled,
  isCommunicationOpened,
  message,
  openedInKey,
  orderAgendaLabels,
  orderChips,
  orderStatusChip,
  parseOrderStatus,
  parseSupplierCategories,
  quoteProgress,
  supplierBadge,
  taskStatusLabel,
  ticketPriorityLabel,
  ticketStatusLabel,
  type ClaimStatus,
  type DateValue,
  type Employee,
  type FolderAttachmentItem,
  type OpenedInKey,
  type OrderChipSource,
  type Role,
  type SessionBuilding,
  type SupplierBadgeSubject,
  type Ticket,
  type TicketStatus,
} from '@portineria/domain';
import { webMessage, type WebMessageKey } from '../messages/it-IT.ts';
import { RELATION_TARGETS, type RelatedRecord, type RelationKind } from './relations.ts';

/** The tones of a chip, as ui's Chip takes them. */
export type ChipTone = 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info';

/** A chip to show. */
export interface ChipPresentation {
  label: string;
  tone: ChipTone;
}

/** The ticket fields ui's TicketStatus reads. */
export type TicketStatusSource = Pick<
  Ticket,
  'status' | '_assignTo' | 'org_employees' | 'priority'
>;

/** How a field's value is shown. */
export type FieldPresentation =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'multiline'; text: string }
  /** A note; null shows 'Nessuna nota da visualizzare' (002 §8). */
  | { kind: 'note'; text: string | null }
  | { kind: 'date'; value: DateValue; withTime: boolean }
  | { kind: 'money'; value: number | string }
  | { kind: 'chips'; chips: readonly ChipPresentation[] }
  | { kind: 'tags'; items: readonly string[] }
  | { kind: 'color'; value: string }
  | { kind: 'criticality'; value: number | null }
  /** The status name and the order for domain's order chips (002 §4.1). */
  | { kind: 'orderStatus'; status: ChipPresentation; order: OrderChipSource }
  | { kind: 'ticketStatus'; ticket: TicketStatusSource }
  | { kind: 'supplierBadge'; supplier: SupplierBadgeSubject; label: string }
  /** A progress bar: its percentage (domain's result as is) and its visible text ('1 di 2'). */
  | { kind: 'progress'; value: number; label: string; text: string }
  | {
      kind: 'relation';
      relation: RelationKind;
      /** The related record's id; undefined when only an embedded record without id is known. */
      id: string | undefined;
      /** The related record as the answer embeds it (002 §2.1 includes). */
      record: RelatedRecord | undefined;
      /** Its name, when the record or the row names it. */
      name: string | undefined;
      /** The role may not read the record (only its name is given): it cannot be opened. */
      unreadable?: true;
    };

/** What presenting a value may need besides the value. */
export interface PresentationContext {
  /** The active role ('usr_3'): the order chips depend on it (002 §6); none in list cells. */
  role?: Role;
  /** The moment 'Scaduto' is judged against. */
  now: Date;
  /** The product of usr_openedIn{product} (001 §3). */
  product: string;
  /** The user's buildings (USR), to name building ids without a lookup. */
  buildings: readonly SessionBuilding[];
}

/** A value of a record as the gateway sends it. */
type Value = unknown;

export const EMPTY: FieldPresentation = { kind: 'empty' };

/** Numbers as money is written (000 §9): dot for thousands, also in four-digit numbers. */
const NUMBER_FORMAT = new Intl.NumberFormat('it-IT', { useGrouping: 'always' });

function isBlank(value: Value): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

function isRecord(value: Value): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function scalarText(value: Value): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return webMessage(value ? 'detail.yes' : 'detail.no');
  return undefined;
}

function textOf(value: string): FieldPresentation {
  return { kind: 'text', text: value };
}

/** A text presentation of one of the app's messages. */
function labelled(key: WebMessageKey, values?: Record<string, string | number>): FieldPresentation {
  return textOf(webMessage(key, values));
}

function errorChip(label: string): FieldPresentation {
  return { kind: 'chips', chips: [{ label, tone: 'error' }] };
}

// ── Plain values ─────────────────────────────────────────────────────────────────────────────

/** Plain text; a list reads as tags, objects are never dumped as JSON. */
export function presentText(value: Value): FieldPresentation {
  if (Array.isArray(value)) return presentTags(value);
  const shown = scalarText(value);
  return shown === undefined ? EMPTY : textOf(shown);
}

/** Long text kept with its line breaks. */
export function presentMultiline(value: Value): FieldPresentation {
  const shown = scalarText(value);
  return shown === undefined ? EMPTY : { kind: 'multiline', text: shown };
}

/** A number in Italian notation. */
export function presentNumber(value: Value): FieldPresentation {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number)
    ? textOf(NUMBER_FORMAT.format(number))
    : EMPTY;
}

/** DD/MM/YYYY (002 §5.1), or DD/MM/YYYY HH:mm with the time (000 §9). */
export function presentDate(value: Value, withTime = false): FieldPresentation {
  return typeof value === 'string' || typeof value === 'number' || value instanceof Date
    ? { kind: 'date', value, withTime }
    : EMPTY;
}

/** 1.234,50 € (000 §9). */
export function presentMoney(value: Value): FieldPresentation {
  return typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')
    ? { kind: 'money', value }
    : EMPTY;
}

/** Sì / No. */
export function presentBoolean(value: Value): FieldPresentation {
  return typeof value === 'boolean' ? labelled(value ? 'detail.yes' : 'detail.no') : EMPTY;
}

/** A list, or a comma-separated string (supplier categories, 000 §3), as tags. */
export function presentTags(value: Value): FieldPresentation {
  const items = Array.isArray(value)
    ? value.map(scalarText).filter((item): item is string => item !== undefined)
    : typeof value === 'string'
      ? parseSupplierCategories(value)
      : [];
  return items.length > 0 ? { kind: 'tags', items } : EMPTY;
}

/** A colour swatch with its code (employees, calendar). */
export function presentColor(value: Value): FieldPresentation {
  return typeof value === 'string' && value.trim() !== '' ? { kind: 'color', value } : EMPTY;
}

/** A note: 'Nessuna nota da visualizzare' when empty (002 §8). */
export function presentNote(value: Value): FieldPresentation {
  return { kind: 'note', text: scalarText(value) ?? null };
}

/** A value with an Italian label per raw value; an unknown value is shown as it is. */
export function presentLabelled(
  value: Value,
  labels: Readonly<Record<string, WebMessageKey>>,
): FieldPresentation {
  if (isBlank(value)) return EMPTY;
  const key = labels[String(value)];
  return key ? labelled(key) : presentText(value);
}

// ── Orders, quotes, tickets (001 §3, 002 §4) ─────────────────────────────────────────────────

/** The order status (domain's name and tone) and domain's status chips (002 §4.1). */
export function presentOrderStatus(
  order: Omit<Partial<OrderChipSource>, 'status'> & { status?: unknown },
): FieldPresentation {
  const value = order.status;
  const chip = typeof value === 'string' ? orderStatusChip(value) : undefined;
  const status = typeof value === 'string' ? parseOrderStatus(value) : undefined;
  if (!chip || !status) return presentText(value);
  return {
    kind: 'orderStatus',
    status: chip,
    order: { ...(order as Partial<OrderChipSource>), status } as OrderChipSource,
  };
}

/** ODS 'Ordine', ODP 'Ordine ripetuto' (002 §3.1). */
export function presentOrderCategory(value: Value): FieldPresentation {
  if (value === 'ODS' || value === 1) return labelled('value.order.category.ODS');
  if (value === 'ODP' || value === 2) return labelled('value.order.category.ODP');
  return EMPTY;
}

/** 'Urgente' for priority 2 (002 §4.6), otherwise 'Normale'. */
export function presentOrderPriority(value: Value): FieldPresentation {
  if (typeof value !== 'number') return EMPTY;
  const urgent = orderAgendaLabels({ priority: value, isSuspended: false })[0];
  return urgent ? errorChip(urgent.label) : labelled('value.priority.normal');
}

/** quotes.got / quotes.requests × 100 (002 §5.7). */
export function presentQuoteProgress(value: Value): FieldPresentation {
  if (!isRecord(value)) return EMPTY;
  const got = Number(value.got);
  const requests = Number(value.requests);
  if (!Number.isFinite(got) || !Number.isFinite(requests)) return EMPTY;
  const percent = quoteProgress({ got, requests });
  return {
    kind: 'progress',
    value: percent,
    label: webMessage('detail.quoteReceived', { got, requests }),
    text: webMessage('detail.quoteProgress', { percent: Math.round(percent) }),
  };
}

const TICKET_STATUSES: readonly TicketStatus[] = ['OPEN', 'WORKING', 'CLOSED'];

/** The ticket status chips: 'In lavorazione', the assignee or 'Da assegnare', 'Urgente' (002 §4.6). */
export function presentTicketStatus(ticket: Partial<TicketStatusSource>): FieldPresentation {
  if (!TICKET_STATUSES.includes(ticket.status as TicketStatus)) return presentText(ticket.status);
  return { kind: 'ticketStatus', ticket: ticket as TicketStatusSource };
}

/** 'Urgente' for URGENT (002 §4.6), otherwise 'Normale'. */
export function presentTicketPriority(value: Value): FieldPresentation {
  if (typeof value !== 'string') return EMPTY;
  const urgent = ticketPriorityLabel({ priority: value as Ticket['priority'] });
  return urgent ? errorChip(urgent) : labelled('value.priority.normal');
}

// ── Activities, tasks, claims, folders (001 §3, §4) ──────────────────────────────────────────

/** The activity status, or "Annullata dall'amministratore" as a chip (001 §4.2). */
export function presentActivityStatus(activity: {
  status?: unknown;
  managedFromOrg?: boolean | null;
}): FieldPresentation {
  const label = activityStatusLabel({
    status: activity.status,
    managedFromOrg: activity.managedFromOrg,
  });
  if (label === undefined) return presentText(activity.status);
  return activity.status === ACTIVITY_STATUS.REJECTED && activity.managedFromOrg === true
    ? errorChip(label)
    : textOf(label);
}

/** A task's status as the task form names it (domain's `taskStatusLabel`: 0, 1, 2). */
export function presentTaskStatus(value: Value): FieldPresentation {
  if (typeof value !== 'number') return EMPTY;
  const label = taskStatusLabel(value);
  return label === undefined ? presentText(value) : textOf(label);
}

/** The claim status label (001 §4.4). */
export function presentClaimStatus(value: Value): FieldPresentation {
  return CLAIM_STATUSES.includes(value as ClaimStatus)
    ? textOf(claimStatusLabel(value as ClaimStatus))
    : presentText(value);
}

const FOLDER_STATUS_LABELS = {
  TODO: 'value.folder.status.TODO',
  IN_PROGRESS: 'value.folder.status.IN_PROGRESS',
  DONE: 'value.folder.status.DONE',
  MISSING: 'value.folder.status.MISSING',
} as const satisfies Record<keyof typeof FOLDER_STATUS, WebMessageKey>;

/** TODO 0, IN_PROGRESS 1, DONE 2, MISSING 3 (001 §3). */
export function presentFolderStatus(value: Value): FieldPresentation {
  const name = (Object.keys(FOLDER_STATUS) as (keyof typeof FOLDER_STATUS)[]).find(
    (candidate) => FOLDER_STATUS[candidate] === value,
  );
  return name ? labelled(FOLDER_STATUS_LABELS[name]) : EMPTY;
}

/** The criticality scale (001 §4.7): null is no criticality; a missing field is unknown. */
export function presentCriticality(value: Value): FieldPresentation {
  return value === null || typeof value === 'number' ? { kind: 'criticality', value } : EMPTY;
}

/** 'COMPLETATA' or 'n/m' of a folder's items (000 §4). */
export function presentAttachments(value: Value): FieldPresentation {
  return Array.isArray(value)
    ? textOf(attachmentCountLabel(value.filter(isRecord) as unknown as FolderAttachmentItem[]))
    : EMPTY;
}

// ── Registries (000 §3, §4; 001 §4.6; 002 §3.8) ──────────────────────────────────────────────

/** The supplier badge (000 §4). */
export function presentSupplierBadge(supplier: SupplierBadgeSubject): FieldPresentation {
  const badge = supplierBadge(supplier);
  return badge ? { kind: 'supplierBadge', supplier, label: badge.label } : EMPTY;
}

/** 'Condominio' or 'Proprietà' from isPrivate (002 §1, §3.8). */
export function presentBuildingCategory(isPrivate: Value): FieldPresentation {
  return typeof isPrivate === 'boolean'
    ? textOf(buildingCategoryLabel(buildingCategoryOf({ isPrivate })))
    : EMPTY;
}

/** The 'Disabilitato' chip (002 §8), otherwise 'Attivo'. */
export function presentBuildingStatus(value: Value): FieldPresentation {
  if (isBlank(value)) return EMPTY;
  return isBuildingDisabled({ status: value })
    ? { kind: 'chips', chips: [{ label: webMessage('value.building.disabled'), tone: 'error' }] }
    : labelled('value.building.enabled');
}

/**
 * The 'externally managed' chip of a building (002 §6 "Only org-type profiles see the 'externally
 * managed' chip"; the field decides who sees it): the chip when managed by another organisation,
 * nothing otherwise.
 */
export function presentExternallyManaged(value: Value): FieldPresentation {
  return value === true
    ? { kind: 'chips', chips: [{ label: webMessage('field.isManagedExternal'), tone: 'info' }] }
    : EMPTY;
}

/** 1 'Attivo', 0 'Disabilitato' (001 §4.6). */
export function presentEmployeeStatus(value: Value): FieldPresentation {
  if (value === EMPLOYEE_STATUS.ENABLED) return labelled('value.employee.enabled');
  if (value === EMPLOYEE_STATUS.DISABLED) return labelled('value.employee.disabled');
  return EMPTY;
}

/** 'Non registrato' when _user is null (002 §8); a missing _user (not loaded) is unknown. */
export function presentEmployeeRegistration(user: Value): FieldPresentation {
  if (user === undefined) return EMPTY;
  const notRegistered = employeeRegistrationLabel({ _user: user as Employee['_user'] });
  return notRegistered
    ? { kind: 'chips', chips: [{ label: notRegistered, tone: 'warning' }] }
    : labelled('value.employee.registered');
}

// ── Communications and the calendar (001 §3, §4.5; 002 §3.1) ─────────────────────────────────

/** 'Da fare' / 'Completato' (002 §4.2). */
export function presentCalendarStatus(value: Value): FieldPresentation {
  return value === 0 || value === 1 ? textOf(calendarStatusLabel(value)) : EMPTY;
}

/** Whether usr_openedIn{product} is true (001 §3, §4.5). */
export function presentCommunicationOpened(
  communication: object,
  context: PresentationContext,
): FieldPresentation {
  // A blank product names no flag (domain's openedInKey refuses it): nothing to show.
  if (context.product.trim() === '') return EMPTY;
  const key = openedInKey(context.product);
  const flags = communication as Partial<Record<OpenedInKey, unknown>>;
  if (typeof flags[key] !== 'boolean') return EMPTY;
  return labelled(
    isCommunicationOpened(flags as Record<OpenedInKey, boolean>, context.product)
      ? 'detail.yes'
      : 'detail.no',
  );
}

/** Building ids named from the user's buildings (001 §3 Communication "buildings"). */
export function presentBuildingList(
  value: Value,
  context: PresentationContext,
  named: readonly { id: unknown; name: string }[] = [],
): FieldPresentation {
  if (!Array.isArray(value)) return EMPTY;
  const items = value.map((id: unknown) => {
    const known =
      named.find((building) => String(building.id) === String(id)) ??
      context.buildings.find((building) => String(building.id) === String(id));
    return known?.name ?? webMessage('detail.relationById', { id: String(id) });
  });
  return items.length > 0 ? { kind: 'tags', items } : EMPTY;
}

/** The options of a poll with their votes. */
export function presentPollOptions(value: Value): FieldPresentation {
  if (!Array.isArray(value)) return EMPTY;
  const items = value.filter(isRecord).map((option) => {
    const label = scalarText(option.label) ?? webMessage('detail.empty');
    // A resident reads no count while the poll is open (DECISIONS.md "Polls" 6): the label alone.
    if (typeof option.votes !== 'number') return label;
    const votes = option.votes;
    return votes === 1
      ? webMessage('detail.pollOptionOne', { label })
      : webMessage('detail.pollOption', { label, votes });
  });
  return items.length > 0 ? { kind: 'tags', items } : EMPTY;
}

// ── Relations (002 §2.1, §2.2) ───────────────────────────────────────────────────────────────

/** A related record as a row holds it: its id and, when included, the record itself. */
export interface RelationSource {
  /** The foreign key (`_building`); the embedded record's own id when absent. */
  id?: unknown;
  /** The related record as the gateway embeds it (`org_buildings`). */
  record?: unknown;
  /** The record's name when the row carries it instead of the record (`buildingName`). */
  name?: unknown;
  /** The role may not read the record, only its name (002 §2.2): the chip opens the info dialog. */
  unreadable?: boolean;
}

/**
 * A related record: its name from the embedded record, the row or the user's own buildings (USR,
 * 000 §7 buildings/search at start), and its id for the link. `noRequester` says 'Nessun
 * richiedente' for a ticket without requester (002 §8).
 */
export function presentRelation(
  kind: RelationKind,
  source: RelationSource,
  context: PresentationContext,
  empty?: 'noRequester',
): FieldPresentation {
  let related = isRecord(source.record) ? source.record : undefined;
  const id = scalarText(source.id ?? related?.id);
  if (!related && kind === 'building' && id !== undefined) {
    const known = context.buildings.find((building) => String(building.id) === id);
    if (known) related = { ...known };
  }
  const ownName = scalarText(source.name);
  if (!related && id === undefined && ownName === undefined) {
    return empty === 'noRequester' ? textOf(message('tickets.noRequester')) : EMPTY;
  }
  const name = (related ? RELATION_TARGETS[kind].nameOf(related) : undefined) ?? ownName;
  return {
    kind: 'relation',
    relation: kind,
    id,
    record: related,
    name,
    ...(source.unreadable === true && !related ? { unreadable: true as const } : {}),
  };
}

// ── Plain text ───────────────────────────────────────────────────────────────────────────────

/** The plain text of a presentation: list cells, accessible fallbacks and tests. */
export function presentationText(
  presentation: FieldPresentation,
  context: PresentationContext,
): string {
  switch (presentation.kind) {
    case 'empty':
      return webMessage('detail.empty');
    case 'text':
    case 'multiline':
      return presentation.text;
    case 'note':
      return presentation.text ?? message('orders.notes.empty');
    case 'date':
      return presentation.withTime
        ? formatDateTime(presentation.value)
        : formatDate(presentation.value);
    case 'money':
      return formatMoney(presentation.value);
    case 'chips':
      return presentation.chips.map((chip) => chip.label).join(', ');
    case 'tags':
      return presentation.items.join(', ');
    case 'color':
      return presentation.value;
    case 'criticality':
      return criticalityLevel(presentation.value).label ?? webMessage('detail.empty');
    case 'orderStatus': {
      const chips = context.role
        ? orderChips(presentation.order, { role: context.role, now: context.now })
        : [];
      const labels = chips.map((chip) => chip.label);
      return [
        ...(labels.includes(presentation.status.label) ? [] : [presentation.status.label]),
        ...labels,
      ].join(', ');
    }
    case 'ticketStatus':
      return [ticketStatusLabel(presentation.ticket), ticketPriorityLabel(presentation.ticket)]
        .filter((label): label is string => label !== undefined)
        .join(', ');
    case 'supplierBadge':
      return presentation.label;
    case 'progress':
      return `${presentation.label}, ${presentation.text}`;
    case 'relation':
      return (
        presentation.name ??
        (presentation.id === undefined
          ? webMessage('detail.empty')
          : webMessage('detail.relationById', { id: presentation.id }))
      );
    default:
      return presentation satisfies never;
  }
}
