import dayjs from 'dayjs';
import type { ConfigType } from 'dayjs';
import {
  DEFAULT_EVENT_COLOR,
  DESCRIPTION_MAX_LENGTH,
  EVENT_DATE_FORMAT,
  TIME_STEP_MINUTES,
  TITLE_MAX_LENGTH,
} from '../constants/constants.ts';
import { characterCount } from '../format/text.ts';
import { calendarMessage } from '../messages/it-IT/calendar.ts';
import type { calendarMessages } from '../messages/it-IT/calendar.ts';
import type { OrderLifecycleMessageKey } from '../messages/it-IT/orderLifecycle.ts';
import {
  CALENDAR_LINK_FIELD,
  CALENDAR_LINK_TYPES,
  CALENDAR_STATUS,
  EMPTY_EVENT_LINKS,
  EVENT_VISIBILITY,
} from './constants.ts';
import { defaultEndTime, isAllDayEvent, isOnTimeStep, minutesOfDay } from './eventTime.ts';
import type {
  CalendarEvent,
  CalendarEventLinks,
  CalendarLinkType,
  EventForm,
  EventFormMode,
  EventPayload,
  Reminder,
} from './types.ts';

const TIME_FORMAT = 'HH:mm';

/** A key of the calendar messages. */
export type CalendarMessageKey = keyof typeof calendarMessages;

/** The fields of the event form that can carry a validation error. */
export type EventFormField =
  'object' | 'description' | 'startDate' | 'endDate' | 'startTempTime' | 'endTempTime';

/**
 * One validation error: the message key (for overrides) and its Italian text; the plan-order
 * form's end date carries the order plan's key (./planOrder.ts).
 */
export interface EventFormError {
  key: CalendarMessageKey | OrderLifecycleMessageKey;
  message: string;
}

/** Validation errors per field; a field without an error is absent. */
export type EventFormErrors = Partial<Record<EventFormField, EventFormError>>;

/** Options of {@link validateEventForm}. */
export interface ValidateEventFormOptions {
  mode: EventFormMode;
}

function formError(key: CalendarMessageKey, values?: Record<string, number>): EventFormError {
  return { key, message: calendarMessage(key, values) };
}

/** Whether the form is in the reminder dialog (create, 'Modifica promemoria', 'Crea evento'). */
function isReminderDialog(mode: EventFormMode): boolean {
  return mode === 'reminder' || mode === 'toCalendar';
}

/**
 * Whether the end date is required (002 §5.1 "End date: required (when all-day or multi-day; in
 * the reminder dialog always)").
 *
 * A timed event whose end date is left empty ends on its start date, so for timed events the
 * "multi-day" case only exists once an end date is filled in — which then satisfies the rule.
 */
export function isEndDateRequired(form: Pick<EventForm, 'isAllDay'>, mode: EventFormMode): boolean {
  return form.isAllDay || isReminderDialog(mode);
}

/** The end time is disabled until a start time exists (002 §5.1). */
export function isEndTimeEnabled(form: Pick<EventForm, 'startTempTime'>): boolean {
  return minutesOfDay(form.startTempTime) !== undefined;
}

function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

/**
 * Validates the event and reminder form (002 §5.1): title 1–80, description ≤ 4000, start date,
 * end date when required and not before the start, times when not all-day on the 15-minute step,
 * start time not after the end time on the same day. A whitespace-only title counts as empty.
 * Equal start and end times are accepted: the spec only forbids "after" and "before".
 */
export function validateEventForm(
  form: EventForm,
  { mode }: ValidateEventFormOptions,
): EventFormErrors {
  const errors: EventFormErrors = {};

  if (isBlank(form.object)) {
    errors.object = formError('calendar.form.titleRequired');
  } else if (characterCount(form.object) > TITLE_MAX_LENGTH) {
    errors.object = formError('calendar.form.titleTooLong', { max: TITLE_MAX_LENGTH });
  }

  if (characterCount(form.description) > DESCRIPTION_MAX_LENGTH) {
    errors.description = formError('calendar.form.descriptionTooLong', {
      max: DESCRIPTION_MAX_LENGTH,
    });
  }

  const start = isBlank(form.startDate) ? undefined : dayjs(form.startDate);
  if (!start?.isValid()) {
    errors.startDate = formError('calendar.form.startDateRequired');
  }

  const end = isBlank(form.endDate) ? undefined : dayjs(form.endDate);
  if (!end?.isValid()) {
    if (isEndDateRequired(form, mode)) errors.endDate = formError('calendar.form.endDateRequired');
  } else if (start?.isValid() && end.isBefore(start, 'day')) {
    errors.endDate = formError('calendar.form.endDateBeforeStart');
  }

  if (form.isAllDay) return errors;

  if (isBlank(form.startTempTime)) {
    errors.startTempTime = formError('calendar.form.startTimeRequired');
  } else if (!isOnTimeStep(form.startTempTime)) {
    errors.startTempTime = formError('calendar.form.timeStep', { step: TIME_STEP_MINUTES });
  }

  // The end time is disabled until a start time exists, so it is not reported before that.
  if (isEndTimeEnabled(form)) {
    if (isBlank(form.endTempTime)) {
      errors.endTempTime = formError('calendar.form.endTimeRequired');
    } else if (!isOnTimeStep(form.endTempTime)) {
      errors.endTempTime = formError('calendar.form.timeStep', { step: TIME_STEP_MINUTES });
    }
  }

  const sameDay = !end?.isValid() || (start?.isValid() === true && end.isSame(start, 'day'));
  const startMinutes = minutesOfDay(form.startTempTime);
  const endMinutes = minutesOfDay(form.endTempTime);
  if (
    sameDay &&
    !errors.startTempTime &&
    !errors.endTempTime &&
    startMinutes !== undefined &&
    endMinutes !== undefined &&
    startMinutes > endMinutes
  ) {
    errors.startTempTime = formError('calendar.form.startTimeAfterEnd');
    errors.endTempTime = formError('calendar.form.endTimeBeforeStart');
  }

  return errors;
}

/** Save is disabled while any validation error exists (002 §5.1, §5.7). */
export function canSaveEventForm(errors: EventFormErrors): boolean {
  return Object.values(errors).every((error) => error === undefined);
}

/** 'YYYY-MM-DD HH:mm', or the date alone for all-day events or a missing time. */
function joinDateAndTime(date: string, time: string | null, allDay: boolean): string {
  return allDay || !time ? date : `${date} ${time}`;
}

/**
 * The payload of a form: startTime and endTime as 'YYYY-MM-DD HH:mm', or date only when all-day
 * (002 §3.1). An empty end date means the event ends on its start date. Call it on a valid form.
 */
export function toEventPayload(form: EventForm): EventPayload {
  const startDate = form.startDate ?? '';
  const endDate = form.endDate?.trim() ? form.endDate : startDate;
  const payload: EventPayload = {
    object: form.object.trim(),
    description: form.description,
    startTime: joinDateAndTime(startDate, form.startTempTime, form.isAllDay),
    endTime: joinDateAndTime(endDate, form.endTempTime, form.isAllDay),
    isAllDay: form.isAllDay,
    visibility: form.visibility,
    status: form.status,
    color: form.color,
    _employee: form._employee,
    _assignee: form._assignee,
    ...form.links,
  };
  if (form.id !== undefined) payload.id = form.id;
  if (form.shareWithOrg !== undefined) payload.shareWithOrg = form.shareWithOrg;
  return payload;
}

/** The link type of an event, read from whichever link is set (002 §3.1). */
export function linkTypeOfEvent(event: CalendarEvent): CalendarLinkType | null {
  for (const linkType of CALENDAR_LINK_TYPES) {
    if (linkType === 'repeatedOrder') continue;
    if (event[CALENDAR_LINK_FIELD[linkType]] == null) continue;
    if (linkType === 'order' && event.org_orders?.category === 'ODP') return 'repeatedOrder';
    return linkType;
  }
  return null;
}

/**
 * The form of an existing event (002 §3.1): dates and times split from startTime and endTime,
 * all-day when flagged or longer than 24 h (002 §4.3), times empty for all-day events. Takes an
 * event or a reminder (a reminder is an event plus shareWithOrg, 002 §3.2).
 */
export function fromEvent(event: Reminder): EventForm {
  const start = dayjs(event.startTime);
  const end = dayjs(event.endTime);
  const allDay = isAllDayEvent(event);
  const links: CalendarEventLinks = {
    _building: event._building ?? null,
    _supplier: event._supplier ?? null,
    _ticket: event._ticket ?? null,
    _claim: event._claim ?? null,
    _order: event._order ?? null,
    _activity: event._activity ?? null,
  };
  const linkType = linkTypeOfEvent(event);
  const linkedId = linkType === null ? null : links[CALENDAR_LINK_FIELD[linkType]];
  const form: EventForm = {
    object: event.object,
    description: event.description ?? '',
    startDate: start.isValid() ? start.format(EVENT_DATE_FORMAT) : null,
    endDate: end.isValid() ? end.format(EVENT_DATE_FORMAT) : null,
    startTempTime: !allDay && start.isValid() ? start.format(TIME_FORMAT) : null,
    endTempTime: !allDay && end.isValid() ? end.format(TIME_FORMAT) : null,
    isAllDay: allDay,
    visibility: event.visibility ?? EVENT_VISIBILITY.public,
    status: event.status ?? CALENDAR_STATUS.todo,
    color: event.color ?? DEFAULT_EVENT_COLOR,
    _employee: event._employee ?? null,
    _assignee: event._assignee ?? null,
    linkType,
    links,
    selectedEntity: linkedId == null ? null : { id: linkedId },
  };
  if (event.id !== undefined) form.id = event.id;
  if (event.shareWithOrg !== undefined) form.shareWithOrg = event.shareWithOrg;
  if (event.updatedAt != null) form.version = event.updatedAt;
  return form;
}

/** Options of {@link emptyEventForm}. */
export interface EmptyEventFormOptions {
  /** The start of the new event; the end defaults to one hour later (001 §9). */
  start: ConfigType;
  /** The owner: the current profile (002 §4.3 "With no owner chosen, the owner is the current profile"). */
  currentProfileId: EventForm['_employee'];
}

/**
 * A blank event form starting at `start` and lasting one hour, colour blue #448aff (001 §9),
 * public (the private switch starts off: the spec gives no default), status todo.
 */
export function emptyEventForm({ start, currentProfileId }: EmptyEventFormOptions): EventForm {
  const begin = dayjs(start);
  const end = dayjs(defaultEndTime(begin));
  return {
    object: '',
    description: '',
    startDate: begin.format(EVENT_DATE_FORMAT),
    endDate: end.format(EVENT_DATE_FORMAT),
    startTempTime: begin.format(TIME_FORMAT),
    endTempTime: end.format(TIME_FORMAT),
    isAllDay: false,
    visibility: EVENT_VISIBILITY.public,
    status: CALENDAR_STATUS.todo,
    color: DEFAULT_EVENT_COLOR,
    _employee: currentProfileId,
    _assignee: null,
    linkType: null,
    links: { ...EMPTY_EVENT_LINKS },
    selectedEntity: null,
  };
}

/** A part of the form that someone else's save may have changed (see {@link eventFormChanges}). */
export type EventFormChange =
  EventFormField | 'isAllDay' | 'visibility' | 'status' | 'owner' | 'shareWithOrg';

/**
 * What differs between two versions of an event or reminder form, in the dialog's field order:
 * after a stale save is refused (someone else saved the item meanwhile), the dialog tells the user
 * what the other person changed — the item as it was opened against the item as it is now — before
 * they load that version or save theirs over it. The version itself is not a change.
 */
export function eventFormChanges(before: EventForm, after: EventForm): EventFormChange[] {
  const same = (left: unknown, right: unknown) => String(left ?? '') === String(right ?? '');
  const compared: [EventFormChange, unknown, unknown][] = [
    ['object', before.object, after.object],
    ['description', before.description, after.description],
    ['isAllDay', before.isAllDay, after.isAllDay],
    ['startDate', before.startDate, after.startDate],
    ['startTempTime', before.startTempTime, after.startTempTime],
    ['endDate', before.endDate, after.endDate],
    ['endTempTime', before.endTempTime, after.endTempTime],
    ['visibility', before.visibility, after.visibility],
    ['status', before.status, after.status],
    ['owner', before._employee, after._employee],
    ['shareWithOrg', before.shareWithOrg ?? false, after.shareWithOrg ?? false],
  ];
  return compared.filter(([, left, right]) => !same(left, right)).map(([change]) => change);
}
