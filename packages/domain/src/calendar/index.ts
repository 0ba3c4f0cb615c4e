export {
  CALENDAR_LINK_FIELD,
  CALENDAR_LINK_TYPES,
  CALENDAR_ORDER_CATEGORY,
  CALENDAR_SIDE_PANELS,
  CALENDAR_STATUS,
  CALENDAR_VIEWS,
  CALENDAR_WEEK_DAYS_SHOWN,
  CALENDAR_WEEK_STARTS_ON,
  EMPTY_EVENT_LINKS,
  EVENT_VISIBILITY,
} from './constants.ts';
export {
  defaultEndTime,
  eventDurationMinutes,
  formatMinutesOfDay,
  isAllDayEvent,
  isOnTimeStep,
  minutesOfDay,
  roundToTimeStep,
  showsOnlyStartTime,
  eventTimeFacts,
  eventTimeLabel,
  timeOptions,
} from './eventTime.ts';
export type { EventTimeFacts } from './eventTime.ts';
export {
  canSaveEventForm,
  emptyEventForm,
  eventFormChanges,
  fromEvent,
  isEndDateRequired,
  isEndTimeEnabled,
  linkTypeOfEvent,
  toEventPayload,
  validateEventForm,
} from './eventForm.ts';
export type {
  CalendarMessageKey,
  EmptyEventFormOptions,
  EventFormChange,
  EventFormError,
  EventFormErrors,
  EventFormField,
  ValidateEventFormOptions,
} from './eventForm.ts';
export { planOrderChanges, planOrderEventForm, validatePlanOrderForm } from './planOrder.ts';
export type { PlanOrderChange, PlanOrderEventFormOptions, PlanOrderSource } from './planOrder.ts';
export { formatDateInput, parseDateInput } from './dateInput.ts';
export type { DateInputType, ParseDateInputOptions } from './dateInput.ts';
export {
  changeLinkType,
  eventDialogFields,
  onStartDateChange,
  reminderDialogOutcome,
  reminderDialogTitle,
  reminderFormMode,
  resolveOwnerAndAssignee,
  selectLinkedRecord,
} from './eventDialog.ts';
export type {
  EventDates,
  EventDialogFields,
  EventDialogFieldsInput,
  OwnerAndAssignee,
  OwnerChoice,
  ReminderDialogOutcome,
} from './eventDialog.ts';
export { CALENDAR_LINK_OPTIONS_BY_MODE, calendarLinkLabel, linkTypesOffered } from './linkTypes.ts';
export type { CalendarLinkOption, LinkTypesOfferedInput } from './linkTypes.ts';
export {
  calendarCapabilities,
  calendarModeForCompany,
  canEditEvent,
  colleagueHasEditMenu,
  isCalendarBaseRole,
} from './capabilities.ts';
export type { CalendarCapabilities } from './capabilities.ts';
export {
  calendarStatusLabel,
  calendarStatusToggleLabel,
  completedRemindersPanel,
  isCalendarItemDone,
  openRemindersCount,
  reminderActions,
  toggleCalendarStatus,
} from './reminderStatus.ts';
export type { CompletedRemindersPanel, ReminderAction } from './reminderStatus.ts';
export {
  availableColleagues,
  canSaveColleague,
  eventOwnerCandidates,
  isColleagueColor,
  validateColleague,
} from './colleagues.ts';
export type { ColleagueChoice, ColleagueErrors, ColleagueFormError } from './colleagues.ts';
export {
  calendarSidePaneButtons,
  dailyEventsForDay,
  initialCalendarSidePanel,
  isCalendarDay,
  navigateDailyEventsDay,
  newEventFromSelectedDay,
  parseCalendarQuery,
  toggleCalendarSidePane,
} from './calendarQuery.ts';
export type {
  CalendarQuery,
  CalendarSidePaneButton,
  CalendarSidePaneButtonsInput,
  CalendarSidePanel,
  CalendarView,
  DayNavigation,
  NewEventTimes,
} from './calendarQuery.ts';
export type {
  CalendarEmployee,
  CalendarEmployeeOption,
  CalendarEntityId,
  CalendarEvent,
  CalendarEventLinks,
  CalendarItemStatus,
  CalendarLinkType,
  CalendarMode,
  CalendarRelatedObject,
  CalendarSelectedEntity,
  EventDialogMode,
  EventForm,
  EventFormMode,
  EventPayload,
  EventVisibility,
  Reminder,
  ReminderDialogMode,
} from './types.ts';
export { calendarConfirmationMessage } from './confirmations.ts';
export type { CalendarConfirmation } from './confirmations.ts';
export {
  calendarDayLabel,
  calendarPeriodLabel,
  calendarRange,
  calendarWeekStart,
  navigateCalendar,
} from './calendarRange.ts';
export type { CalendarRange } from './calendarRange.ts';
export { dayRowLayout, dayRowsLayout, timeGridLayout, visibleDayRow } from './eventLayout.ts';
export type { DayRowLayout, DayRowSegment, TimeGridItem, VisibleDayRow } from './eventLayout.ts';
export {
  daySelection,
  moveCalendarEvent,
  resizeCalendarEvent,
  snapMinutesToTimeStep,
  timeSlotOf,
  timeSlotSelection,
  withPendingEventChanges,
} from './eventChange.ts';
export type {
  CalendarEventShift,
  CalendarEventTimes,
  CalendarSlotSelection,
} from './eventChange.ts';
export {
  calendarEventColor,
  calendarEventOrderLabels,
  visibleCalendarEvents,
} from './eventAppearance.ts';
export { calendarEventLinkTarget } from './eventLink.ts';
export type { CalendarEventLinkTarget } from './eventLink.ts';
export { calendarToICalendar } from './icalendar.ts';
export type { ICalendarOptions } from './icalendar.ts';
