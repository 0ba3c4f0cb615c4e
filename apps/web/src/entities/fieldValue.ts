/**
 * Reading and presenting a field of a record with domain's rules and formatters (000 §9, 002 §4,
 * §8): `presentField` turns a field and a record into a typed presentation (text, a date, money,
 * chips, a relation…) that the detail screen renders with ui components, and `presentationText`
 * into the plain text the list cells and the tests read. No React here.
 */
import {
  activityCancelledByOrganisationLabel,
  attachmentCountLabel,
  buildingCategoryLabel,
  buildingCategoryOf,
  calendarStatusLabel,
  CLAIM_STATUSES,
  claimStatusLabel,
  criticalityLevel,
  EMPLOYEE_STATUS,
  employeeRegistrationLabel,
  FOLDER_STATUS,
  formatDate,
  formatDateTime,
  formatMoney,
  isBuildingDisabled,
  isCommunicationOpened,
  message,
  orderAgendaLabels,
  orderChips,
  parseOrderStatus,
  parseSupplierCategories,
  QUICK_COMPLETION_TASK_STATUS,
  quoteProgress,
  supplierBadge,
  ticketPriorityLabel,
  ticketStatusLabel,
  type ClaimStatus,
  type DateValue,
  type Employee,
  type FolderAttachmentItem,
  type OpenedInKey,
  type OrderChipSource,
  type OrderStatus,
  type Role,
  type SessionBuilding,
  type SupplierBadgeSubject,
  type Ticket,
  type TicketStatus,
} from '@portineria/domain';
import { webMessage, type WebMessageKey } from '../messages/it-IT.ts';
import type { EntityField, PlainFormat, RelationField } from './entityFields.ts';
import { RELATION_TARGETS, type RelatedRecord, type RelationKind } from './entityRelations.ts';

/** A record as the screens read it. */
export type FieldRecord = Readonly<Record<string, unknown>>;

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
  /** The status name and the record for domain's order chips (002 §4.1). */
  | { kind: 'orderStatus'; status: ChipPresentation; order: OrderChipSource }
  | { kind: 'ticketStatus'; ticket: TicketStatusSource }
  | { kind: 'supplierBadge'; supplier: SupplierBadgeSubject; label: string }
  | {
      kind: 'relation';
      relation: RelationKind;
      /** The related record's id; undefined when only an embedded record without id is known. */
      id: string | undefined;
      /** The embedded related record, if the answer carries it. */
      record: RelatedRecord | undefined;
      /** Its name, when known without a lookup. */
      name: string | undefined;
    };

/** What presenting a field may need besides the record. */
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

/** The value at a dotted path ('org_buildings.name'), or undefined. */
export function valueAt(record: FieldRecord, path: string): unknown {
  let current: unknown = record;
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

const EMPTY: FieldPresentation = { kind: 'empty' };

/** Numbers as money is written (000 §9): dot for thousands, also in four-digit numbers. */
const NUMBER_FORMAT = new Intl.NumberFormat('it-IT', { useGrouping: 'always' });

function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

function isRecord(value: unknown): value is FieldRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function scalarText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return webMessage(value ? 'detail.yes' : 'detail.no');
  return undefined;
}

function text(value: string): FieldPresentation {
  return { kind: 'text', text: value };
}

/** A text presentation of one of the app's messages. */
function labelled(key: WebMessageKey, values?: Record<string, string | number>): FieldPresentation {
  return text(webMessage(key, values));
}

const ORDER_STATUS_LABELS = {
  DRAFT: 'value.order.status.DRAFT',
  OPEN: 'value.order.status.OPEN',
  CLOSE: 'value.order.status.CLOSE',
  VALIDATION: 'value.order.status.VALIDATION',
} as const satisfies Record<OrderStatus, WebMessageKey>;

/** Ours: a draft is neutral, an open order is in progress, closed is done, validation waits. */
const ORDER_STATUS_TONES = {
  DRAFT: 'default',
  OPEN: 'info',
  CLOSE: 'success',
  VALIDATION: 'warning',
} as const satisfies Record<OrderStatus, ChipTone>;

const ACTIVITY_STATUS_LABELS: Readonly<Record<string, WebMessageKey>> = {
  TODO: 'value.activity.status.TODO',
  WORKING: 'value.activity.status.WORKING',
  DONE: 'value.activity.status.DONE',
  REJECTED: 'value.activity.status.REJECTED',
};

const FOLDER_STATUS_LABELS = {
  TODO: 'value.folder.status.TODO',
  IN_PROGRESS: 'value.folder.status.IN_PROGRESS',
  DONE: 'value.folder.status.DONE',
  MISSING: 'value.folder.status.MISSING',
} as const satisfies Record<keyof typeof FOLDER_STATUS, WebMessageKey>;

const TICKET_STATUSES: readonly TicketStatus[] = ['OPEN', 'WORKING', 'CLOSED'];

function presentOrderStatus(value: unknown, record: FieldRecord): FieldPresentation {
  const status = typeof value === 'string' ? parseOrderStatus(value) : undefined;
  if (!status) return typeof value === 'string' ? text(value) : EMPTY;
  return {
    kind: 'orderStatus',
    status: { label: webMessage(ORDER_STATUS_LABELS[status]), tone: ORDER_STATUS_TONES[status] },
    order: { ...(record as Partial<OrderChipSource>), status } as OrderChipSource,
  };
}

function presentTags(value: unknown): FieldPresentation {
  const items = Array.isArray(value)
    ? value.map(scalarText).filter((item): item is string => item !== undefined)
    : typeof value === 'string'
      ? parseSupplierCategories(value)
      : [];
  return items.length > 0 ? { kind: 'tags', items } : EMPTY;
}

function presentBuildingList(value: unknown, context: PresentationContext): FieldPresentation {
  if (!Array.isArray(value)) return EMPTY;
  const items = value.map((id: unknown) => {
    const known = context.buildings.find((building) => String(building.id) === String(id));
    return known?.name ?? webMessage('detail.relationById', { id: String(id) });
  });
  return items.length > 0 ? { kind: 'tags', items } : EMPTY;
}

function presentPollOptions(value: unknown): FieldPresentation {
  if (!Array.isArray(value)) return EMPTY;
  const items = value.filter(isRecord).map((option) => {
    const label = scalarText(option.label) ?? webMessage('detail.empty');
    const votes = typeof option.votes === 'number' ? option.votes : 0;
    return votes === 1
      ? webMessage('detail.pollOptionOne', { label })
      : webMessage('detail.pollOption', { label, votes });
  });
  return items.length > 0 ? { kind: 'tags', items } : EMPTY;
}

function presentRelation(
  field: RelationField,
  record: FieldRecord,
  context: PresentationContext,
): FieldPresentation {
  const embedded = valueAt(record, field.key);
  let related = isRecord(embedded) ? embedded : undefined;
  const rawId = valueAt(record, field.idKey) ?? related?.id;
  const id = scalarText(rawId);
  // A USR user's own buildings are known from the session (000 §7 buildings/search at start).
  if (!related && field.relation === 'building' && id !== undefined) {
    const known = context.buildings.find((building) => String(building.id) === id);
    if (known) related = { ...known };
  }
  if (!related && id === undefined) {
    return field.empty === 'noRequester' ? text(message('tickets.noRequester')) : EMPTY;
  }
  const name = related ? RELATION_TARGETS[field.relation].nameOf(related) : undefined;
  return { kind: 'relation', relation: field.relation, id, record: related, name };
}

function presentPlain(
  format: PlainFormat,
  value: unknown,
  record: FieldRecord,
  context: PresentationContext,
): FieldPresentation {
  switch (format) {
    case 'text': {
      if (Array.isArray(value)) return presentTags(value);
      const shown = scalarText(value);
      return shown === undefined ? EMPTY : text(shown);
    }
    case 'multiline': {
      const shown = scalarText(value);
      return shown === undefined ? EMPTY : { kind: 'multiline', text: shown };
    }
    case 'number': {
      const number = typeof value === 'string' ? Number(value) : value;
      return typeof number === 'number' && Number.isFinite(number)
        ? text(NUMBER_FORMAT.format(number))
        : EMPTY;
    }
    case 'date':
    case 'datetime':
      return typeof value === 'string' || typeof value === 'number' || value instanceof Date
        ? { kind: 'date', value, withTime: format === 'datetime' }
        : EMPTY;
    case 'money':
      return typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')
        ? { kind: 'money', value }
        : EMPTY;
    case 'boolean':
      return typeof value === 'boolean' ? labelled(value ? 'detail.yes' : 'detail.no') : EMPTY;
    case 'tags':
      return presentTags(value);
    case 'color':
      return typeof value === 'string' && value.trim() !== '' ? { kind: 'color', value } : EMPTY;
    case 'note':
      return { kind: 'note', text: scalarText(value) ?? null };
    case 'orderStatus':
      return presentOrderStatus(value, record);
    case 'orderCategory':
      return value === 'ODS' || value === 1
        ? labelled('value.order.category.ODS')
        : value === 'ODP' || value === 2
          ? labelled('value.order.category.ODP')
          : EMPTY;
    case 'orderPriority': {
      if (typeof value !== 'number') return EMPTY;
      const urgent = orderAgendaLabels({ priority: value, isSuspended: false })[0];
      return urgent
        ? { kind: 'chips', chips: [{ label: urgent.label, tone: 'error' }] }
        : labelled('value.priority.normal');
    }
    case 'ticketStatus': {
      if (!TICKET_STATUSES.includes(value as TicketStatus)) {
        const shown = scalarText(value);
        return shown === undefined ? EMPTY : text(shown);
      }
      const ticket = { ...(record as Partial<TicketStatusSource>), status: value as TicketStatus };
      return { kind: 'ticketStatus', ticket };
    }
    case 'ticketPriority': {
      if (typeof value !== 'string') return EMPTY;
      const urgent = ticketPriorityLabel({ priority: value as Ticket['priority'] });
      return urgent
        ? { kind: 'chips', chips: [{ label: urgent, tone: 'error' }] }
        : labelled('value.priority.normal');
    }
    case 'supplierBadge': {
      const badge = supplierBadge(record as SupplierBadgeSubject);
      return badge
        ? { kind: 'supplierBadge', supplier: record as SupplierBadgeSubject, label: badge.label }
        : EMPTY;
    }
    case 'buildingCategory':
      return typeof value === 'boolean'
        ? text(buildingCategoryLabel(buildingCategoryOf({ isPrivate: value })))
        : EMPTY;
    case 'buildingStatus':
      if (isBlank(value)) return EMPTY;
      return isBuildingDisabled({ status: value })
        ? {
            kind: 'chips',
            chips: [{ label: webMessage('value.building.disabled'), tone: 'error' }],
          }
        : labelled('value.building.enabled');
    case 'employeeStatus':
      return value === EMPLOYEE_STATUS.ENABLED
        ? labelled('value.employee.enabled')
        : value === EMPLOYEE_STATUS.DISABLED
          ? labelled('value.employee.disabled')
          : EMPTY;
    case 'employeeRegistration': {
      // 002 §8: _user null is 'Non registrato'; a missing _user (not loaded) is unknown.
      if (value === undefined) return EMPTY;
      const notRegistered = employeeRegistrationLabel({ _user: value as Employee['_user'] });
      return notRegistered
        ? { kind: 'chips', chips: [{ label: notRegistered, tone: 'warning' }] }
        : labelled('value.employee.registered');
    }
    case 'claimStatus':
      return CLAIM_STATUSES.includes(value as ClaimStatus)
        ? text(claimStatusLabel(value as ClaimStatus))
        : isBlank(value)
          ? EMPTY
          : text(String(value));
    case 'activityStatus': {
      if (typeof value !== 'string') return EMPTY;
      const cancelled = activityCancelledByOrganisationLabel({
        status: value as 'REJECTED',
        managedFromOrg: record.managedFromOrg === true,
      });
      if (cancelled) return { kind: 'chips', chips: [{ label: cancelled, tone: 'error' }] };
      const key = ACTIVITY_STATUS_LABELS[value];
      return key ? labelled(key) : text(value);
    }
    case 'taskStatus':
      return typeof value === 'number'
        ? labelled(
            value === QUICK_COMPLETION_TASK_STATUS
              ? 'value.task.status.done'
              : 'value.task.status.registered',
          )
        : EMPTY;
    case 'folderStatus': {
      const name = (Object.keys(FOLDER_STATUS) as (keyof typeof FOLDER_STATUS)[]).find(
        (candidate) => FOLDER_STATUS[candidate] === value,
      );
      return name ? labelled(FOLDER_STATUS_LABELS[name]) : EMPTY;
    }
    case 'criticality':
      // 001 §4.7: null is no criticality, shown as such; a field the answer lacks is unknown.
      return value === null || typeof value === 'number' ? { kind: 'criticality', value } : EMPTY;
    case 'attachments':
      return Array.isArray(value)
        ? text(attachmentCountLabel(value.filter(isRecord) as unknown as FolderAttachmentItem[]))
        : EMPTY;
    case 'calendarStatus':
      return value === 0 || value === 1 ? text(calendarStatusLabel(value)) : EMPTY;
    case 'communicationOpened': {
      const key = `usr_openedIn${context.product}` as OpenedInKey;
      return typeof record[key] === 'boolean'
        ? labelled(
            isCommunicationOpened(record as Record<OpenedInKey, boolean>, context.product)
              ? 'detail.yes'
              : 'detail.no',
          )
        : EMPTY;
    }
    case 'buildingList':
      return presentBuildingList(value, context);
    case 'pollOptions':
      return presentPollOptions(value);
    case 'quoteProgress': {
      if (!isRecord(value)) return EMPTY;
      const got = Number(value.got);
      const requests = Number(value.requests);
      return Number.isFinite(got) && Number.isFinite(requests)
        ? labelled('detail.quoteProgress', {
            percent: Math.round(quoteProgress({ got, requests })),
          })
        : EMPTY;
    }
    default:
      return format satisfies never;
  }
}

/** How a field of a record is shown. */
export function presentField(
  field: EntityField,
  record: FieldRecord,
  context: PresentationContext,
): FieldPresentation {
  switch (field.format) {
    case 'enum': {
      const value = valueAt(record, field.key);
      if (isBlank(value)) return EMPTY;
      const key = field.labels[String(value)];
      if (key) return labelled(key);
      const shown = scalarText(value);
      return shown === undefined ? EMPTY : text(shown);
    }
    case 'relation':
      return presentRelation(field, record, context);
    default:
      return presentPlain(field.format, valueAt(record, field.key), record, context);
  }
}

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

/** The text of a field of a record: the list cells. */
export function fieldText(
  record: FieldRecord,
  field: EntityField,
  context: PresentationContext,
): string {
  return presentationText(presentField(field, record, context), context);
}
