import dayjs from 'dayjs';
import { EVENT_DATE_FORMAT } from '../constants/constants.ts';
import { calendarMessage } from '../messages/it-IT/calendar.ts';
import { CALENDAR_LINK_FIELD, EMPTY_EVENT_LINKS, EVENT_VISIBILITY } from './constants.ts';
import type {
  CalendarEntityId,
  CalendarSelectedEntity,
  EventDialogMode,
  EventForm,
  EventFormMode,
  EventVisibility,
  ReminderDialogMode,
} from './types.ts';

/** Input of {@link resolveOwnerAndAssignee}. */
export interface OwnerChoice {
  /** The colleague picked in the owner picker, or null when none is chosen. */
  chosenOwnerId: CalendarEntityId | null | undefined;
  /** The current profile (its employee id). */
  currentProfileId: CalendarEntityId;
}

/** The owner (_employee) and assignee (_assignee) of an event or reminder. */
export interface OwnerAndAssignee {
  _employee: CalendarEntityId;
  _assignee: CalendarEntityId | null;
}

/**
 * Owner and assignee after the owner picker changes (002 §4.3): a colleague chosen as owner makes
 * the current profile the assignee; with no owner chosen the owner is the current profile and the
 * assignee is cleared. Choosing oneself (the picker excludes it, 002 §5.2) counts as no choice.
 */
export function resolveOwnerAndAssignee({
  chosenOwnerId,
  currentProfileId,
}: OwnerChoice): OwnerAndAssignee {
  if (chosenOwnerId == null || String(chosenOwnerId) === String(currentProfileId)) {
    return { _employee: currentProfileId, _assignee: null };
  }
  return { _employee: chosenOwnerId, _assignee: currentProfileId };
}

/** The dates of the form that a start-date change touches. */
export interface EventDates {
  startDate: string | null;
  endDate: string | null;
  isAllDay: boolean;
}

/**
 * The dates after the start date changes (002 §4.3 "A start-date change moves the end date when
 * the event is not all-day, or when the end would precede the start (in toCalendar mode, when the
 * start is after the end)").
 *
 * - Event dialog: a timed event's end date moves by as many days as the start did, keeping a
 *   multi-day span (an empty end date follows the start); an all-day event keeps its end date
 *   unless it would precede the new start, in which case it becomes the start.
 * - Reminder dialog (toCalendar, and create/update of a reminder, where the end date is always
 *   required and chosen by the user): the end date only changes when the new start is after it.
 */
export function onStartDateChange(
  previous: EventDates,
  startDate: string | null,
  mode: EventFormMode,
): EventDates {
  const next = { ...previous, startDate };
  const start = startDate ? dayjs(startDate) : undefined;
  if (!start?.isValid()) return next;
  const end = previous.endDate ? dayjs(previous.endDate) : undefined;
  const endPrecedesStart = end?.isValid() === true && end.isBefore(start, 'day');

  if (mode === 'reminder' || mode === 'toCalendar' || previous.isAllDay) {
    return endPrecedesStart ? { ...next, endDate: startDate } : next;
  }

  const oldStart = previous.startDate ? dayjs(previous.startDate) : undefined;
  if (!end?.isValid() || !oldStart?.isValid()) return { ...next, endDate: startDate };
  const shift = start.startOf('day').diff(oldStart.startOf('day'), 'day');
  return { ...next, endDate: end.add(shift, 'day').format(EVENT_DATE_FORMAT) };
}

/**
 * The form after the link type changes: every link and the selected entity are cleared
 * (002 §4.3 "Changing the link type clears the other links"). Choosing the same type again keeps
 * the form as it is.
 */
export function changeLinkType(form: EventForm, linkType: EventForm['linkType']): EventForm {
  if (form.linkType === linkType) return form;
  return { ...form, linkType, links: { ...EMPTY_EVENT_LINKS }, selectedEntity: null };
}

/**
 * The form after a record is chosen in the link picker (002 §5.1 link types): it becomes the
 * form's only link, of the chosen type; none clears it. Without a link type nothing changes.
 */
export function selectLinkedRecord(
  form: EventForm,
  record: CalendarSelectedEntity | null,
): EventForm {
  if (form.linkType === null) return form;
  const field = CALENDAR_LINK_FIELD[form.linkType];
  return {
    ...form,
    selectedEntity: record,
    links: { ...EMPTY_EVENT_LINKS, [field]: record?.id ?? null },
  };
}

/** What the event dialog shows for a mode and a visibility (002 §4.3, §5.1). */
export interface EventDialogFields {
  /** The dialog title. */
  title: string;
  /** The link cannot be changed after creation, nor on global events. */
  linkSelectorDisabled: boolean;
  /** 'Attenzione: il collegamento non é modificabile una volta creato l'evento' while the link can still be chosen. */
  linkWarning: string | undefined;
  /** The private switch: hidden for global events and in acceptOrder mode. */
  privateSwitchVisible: boolean;
  /** The owner picker: hidden for global events, in acceptOrder mode and for base roles (002 §6). */
  ownerPickerVisible: boolean;
}

/** Input of {@link eventDialogFields}. */
export interface EventDialogFieldsInput {
  mode: EventDialogMode;
  visibility: EventVisibility;
  /** From calendarCapabilities: base roles cannot choose an owner (002 §6). */
  canChooseOwner: boolean;
}

const EVENT_DIALOG_TITLE = {
  create: 'calendar.eventDialog.createTitle',
  update: 'calendar.eventDialog.updateTitle',
  acceptOrder: 'calendar.eventDialog.acceptOrderTitle',
} as const satisfies Record<EventDialogMode, string>;

/**
 * The event dialog's fields (002 §4.3, §5.1). The link can be chosen only while creating: in
 * update mode it exists already, and acceptOrder ('Pianifica ordine') creates the event from the
 * order it plans, so its link is fixed from the start.
 */
export function eventDialogFields({
  mode,
  visibility,
  canChooseOwner,
}: EventDialogFieldsInput): EventDialogFields {
  const global = visibility === EVENT_VISIBILITY.global;
  const linkSelectorDisabled = global || mode !== 'create';
  const showsPrivacyAndOwner = !global && mode !== 'acceptOrder';
  return {
    title: calendarMessage(EVENT_DIALOG_TITLE[mode]),
    linkSelectorDisabled,
    linkWarning: linkSelectorDisabled
      ? undefined
      : calendarMessage('calendar.link.notEditableWarning'),
    privateSwitchVisible: showsPrivacyAndOwner,
    ownerPickerVisible: showsPrivacyAndOwner && canChooseOwner,
  };
}

const REMINDER_DIALOG_TITLE = {
  create: 'calendar.reminderDialog.createTitle',
  update: 'calendar.reminderDialog.updateTitle',
  toCalendar: 'calendar.reminderDialog.toCalendarTitle',
} as const satisfies Record<ReminderDialogMode, string>;

/** The reminder dialog title: create, 'Modifica promemoria', 'Crea evento' (002 §3.2). */
export function reminderDialogTitle(mode: ReminderDialogMode): string {
  return calendarMessage(REMINDER_DIALOG_TITLE[mode]);
}

/** What saving the reminder dialog emits (002 §4.3). */
export type ReminderDialogOutcome = 'convertToEvent' | 'createReminder' | 'updateReminder';

/**
 * What saving the reminder dialog emits (002 §4.3 "toCalendar emits a conversion to a calendar
 * event, create emits a new reminder, and update emits an edit").
 */
export function reminderDialogOutcome(mode: ReminderDialogMode): ReminderDialogOutcome {
  switch (mode) {
    case 'create':
      return 'createReminder';
    case 'update':
      return 'updateReminder';
    case 'toCalendar':
      return 'convertToEvent';
    default:
      return mode satisfies never;
  }
}

/** The form mode that validates a reminder dialog mode (the reminder dialog always needs an end date). */
export function reminderFormMode(mode: ReminderDialogMode): EventFormMode {
  return mode === 'toCalendar' ? 'toCalendar' : 'reminder';
}
